#executable_target_cuda_nvptx_fb = #hal.executable.target<"cuda", "cuda-nvptx-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_80", features = "+ptx76", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 166912, max_workgroup_counts = [2147483647, 65535, 65535]>>}>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
module {
  hal.executable private @module_linked {
    hal.executable.variant public @cuda_nvptx_fb target(#executable_target_cuda_nvptx_fb) {
      hal.executable.export public @main$async_dispatch_0_elementwise_120_f32xf8E4M3FN ordinal(0) layout(#pipeline_layout) <workgroup_size = [32 : index, 1 : index, 1 : index], subgroup_size = 32>
      hal.executable.export public @main$async_dispatch_1_elementwise_120_f8E4M3FNxf32 ordinal(1) layout(#pipeline_layout) <workgroup_size = [32 : index, 1 : index, 1 : index], subgroup_size = 32>
      builtin.module {
        llvm.func @main$async_dispatch_0_elementwise_120_f32xf8E4M3FN(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
          %0 = llvm.mlir.constant(64 : i64) : i64
          %1 = llvm.mlir.constant(true) : i1
          %2 = llvm.mlir.constant(120 : i32) : i32
          %3 = llvm.mlir.constant(32 : i32) : i32
          %4 = llvm.mlir.constant(-32 : i32) : i32
          %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
          %6 = llvm.sext %5 : i32 to i64
          llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
          llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
          %7 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4> : i32
          %8 = llvm.sext %7 : i32 to i64
          %9 = llvm.trunc %8 : i64 to i32
          %10 = llvm.mul %9, %4 overflow<nsw> : i32
          %11 = llvm.add %10, %2 : i32
          %12 = llvm.intr.umin(%11, %3) : (i32, i32) -> i32
          %13 = llvm.trunc %6 : i64 to i32
          llvm.br ^bb1(%13 : i32)
        ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb2
          %15 = llvm.icmp "slt" %14, %12 : i32
          llvm.cond_br %15, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %16 = llvm.mul %9, %3 overflow<nsw> : i32
          %17 = llvm.add %16, %14 : i32
          %18 = llvm.zext %17 : i32 to i64
          %19 = llvm.getelementptr %arg0[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %20 = llvm.load %19 <alignment = 4> : !llvm.ptr<1> -> vector<1xf32>
          %21 = arith.truncf %20 : vector<1xf32> to vector<1xf8E4M3FN>
          %22 = builtin.unrealized_conversion_cast %21 : vector<1xf8E4M3FN> to vector<1xi8>
          %23 = llvm.getelementptr %arg1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          llvm.store %22, %23 <alignment = 1> : vector<1xi8>, !llvm.ptr<1>
          %24 = llvm.add %14, %3 : i32
          llvm.br ^bb1(%24 : i32)
        ^bb3:  // pred: ^bb1
          llvm.return
        }
        llvm.func @main$async_dispatch_1_elementwise_120_f8E4M3FNxf32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 32, 1, 1>} {
          %0 = llvm.mlir.constant(64 : i64) : i64
          %1 = llvm.mlir.constant(true) : i1
          %2 = llvm.mlir.constant(120 : i32) : i32
          %3 = llvm.mlir.constant(32 : i32) : i32
          %4 = llvm.mlir.constant(-32 : i32) : i32
          %5 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 32> : i32
          %6 = llvm.sext %5 : i32 to i64
          llvm.intr.assume %1 ["align"(%arg0, %0 : !llvm.ptr<1>, i64)] : i1
          llvm.intr.assume %1 ["align"(%arg1, %0 : !llvm.ptr<1>, i64)] : i1
          %7 = nvvm.read.ptx.sreg.ctaid.x range <i32, 0, 4> : i32
          %8 = llvm.sext %7 : i32 to i64
          %9 = llvm.trunc %8 : i64 to i32
          %10 = llvm.mul %9, %4 overflow<nsw> : i32
          %11 = llvm.add %10, %2 : i32
          %12 = llvm.intr.umin(%11, %3) : (i32, i32) -> i32
          %13 = llvm.trunc %6 : i64 to i32
          llvm.br ^bb1(%13 : i32)
        ^bb1(%14: i32):  // 2 preds: ^bb0, ^bb2
          %15 = llvm.icmp "slt" %14, %12 : i32
          llvm.cond_br %15, ^bb2, ^bb3
        ^bb2:  // pred: ^bb1
          %16 = llvm.mul %9, %3 overflow<nsw> : i32
          %17 = llvm.add %16, %14 : i32
          %18 = llvm.zext %17 : i32 to i64
          %19 = llvm.getelementptr %arg0[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %20 = llvm.load %19 <alignment = 1> : !llvm.ptr<1> -> vector<1xi8>
          %21 = builtin.unrealized_conversion_cast %20 : vector<1xi8> to vector<1xf8E4M3FN>
          %22 = arith.extf %21 : vector<1xf8E4M3FN> to vector<1xf32>
          %23 = llvm.getelementptr %arg1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %22, %23 <alignment = 4> : vector<1xf32>, !llvm.ptr<1>
          %24 = llvm.add %14, %3 : i32
          llvm.br ^bb1(%24 : i32)
        ^bb3:  // pred: ^bb1
          llvm.return
        }
      }
    }
  }
  util.global private @__device_0 : !hal.device
  util.initializer {
    %c18_i32 = arith.constant 18 : i32
    %false = arith.constant false
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = util.null : !hal.device
    %device_count = hal.devices.count : index
    cf.br ^bb1(%c0, %c0, %0 : index, index, !hal.device)
  ^bb1(%1: index, %2: index, %3: !hal.device):  // 2 preds: ^bb0, ^bb6
    %4 = util.cmp.eq %3, %0 : !hal.device
    %5 = arith.cmpi slt, %1, %device_count : index
    %6 = arith.andi %4, %5 : i1
    cf.cond_br %6, ^bb2(%1, %2, %3 : index, index, !hal.device), ^bb7
  ^bb2(%7: index, %8: index, %9: !hal.device):  // pred: ^bb1
    %device_n = hal.devices.get %7 : !hal.device
    %ok, %value = hal.device.query<%device_n : !hal.device> key("hal.device.id" :: "cuda") : i1, i1 = false
    cf.cond_br %value, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %ok_0, %value_1 = hal.device.query<%device_n : !hal.device> key("hal.executable.format" :: "cuda-nvptx-fb") : i1, i1 = false
    cf.br ^bb5(%value_1 : i1)
  ^bb4:  // pred: ^bb2
    cf.br ^bb5(%false : i1)
  ^bb5(%10: i1):  // 2 preds: ^bb3, ^bb4
    cf.br ^bb6
  ^bb6:  // pred: ^bb5
    %11 = arith.cmpi eq, %8, %c0 : index
    %12 = arith.select %10, %c1, %c0 : index
    %13 = arith.addi %8, %12 : index
    %14 = arith.andi %10, %11 : i1
    %15 = arith.select %14, %device_n, %0 : !hal.device
    %16 = arith.addi %7, %c1 : index
    cf.br ^bb1(%16, %13, %15 : index, index, !hal.device)
  ^bb7:  // pred: ^bb1
    %17 = util.cmp.eq %3, %0 : !hal.device
    cf.cond_br %17, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    util.status.check_ok %c18_i32, "HAL device `__device_0` not found or unavailable: #hal.device.target<\22cuda\22, [#hal.executable.target<\22cuda\22, \22cuda-nvptx-fb\22, {iree_codegen.target_info = #iree_gpu.target<arch = \22sm_80\22, features = \22+ptx76\22, wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 166912, max_workgroup_counts = [2147483647, 65535, 65535]>>}>]>"
    cf.br ^bb9
  ^bb9:  // 2 preds: ^bb7, ^bb8
    util.global.store %3, @__device_0 : !hal.device
    util.return
  }
  util.global private @__device_0_query_0_hal_executable_format_cuda_nvptx_fb : i1
  util.initializer {
    %__device_0 = util.global.load @__device_0 : !hal.device
    %ok, %value = hal.device.query<%__device_0 : !hal.device> key("hal.executable.format" :: "cuda-nvptx-fb") : i1, i1 = false
    util.global.store %value, @__device_0_query_0_hal_executable_format_cuda_nvptx_fb : i1
    util.return
  }
  util.global private @__device_0_executable_0_module_linked : !hal.executable
  util.initializer {
    %c-1_i64 = arith.constant -1 : i64
    %c-1 = arith.constant -1 : index
    %c0 = arith.constant 0 : index
    %c14_i32 = arith.constant 14 : i32
    %0 = util.null : !hal.executable
    %__device_0_query_0_hal_executable_format_cuda_nvptx_fb = util.global.load @__device_0_query_0_hal_executable_format_cuda_nvptx_fb : i1
    %__device_0 = util.global.load @__device_0 : !hal.device
    %1 = arith.select %__device_0_query_0_hal_executable_format_cuda_nvptx_fb, %c0, %c-1 : index
    %2 = arith.cmpi eq, %1, %c0 : index
    cf.cond_br %2, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %executable = hal.executable.create device(%__device_0 : !hal.device) affinity(%c-1_i64) target(@module_linked::@cuda_nvptx_fb) : !hal.executable
    cf.br ^bb3(%executable : !hal.executable)
  ^bb2:  // pred: ^bb0
    util.status.check_ok %c14_i32, "HAL device `__device_0` does not support any variant of executable `module_linked`; available formats: [cuda-nvptx-fb]"
    cf.br ^bb3(%0 : !hal.executable)
  ^bb3(%3: !hal.executable):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    util.global.store %3, @__device_0_executable_0_module_linked : !hal.executable
    util.return
  }
  util.func private @__main$async_memoize_apply(%arg0: !hal.device, %arg1: i64) -> !hal.command_buffer attributes {inlining_policy = #util.inline.never} {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c480 = arith.constant 480 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %__device_0_executable_0_module_linked = util.global.load immutable @__device_0_executable_0_module_linked : !hal.executable
    %cmd = hal.command_buffer.create device(%arg0 : !hal.device) mode("None") categories("Transfer|Dispatch") affinity(%arg1) bindings(%c3) : !hal.command_buffer
    %function_id = hal.executable.lookup.function target(%__device_0_executable_0_module_linked : !hal.executable) function(@module_linked::@cuda_nvptx_fb::@main$async_dispatch_0_elementwise_120_f32xf8E4M3FN) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_module_linked : !hal.executable)[%function_id] workgroups([%c4, %c1, %c1]) bindings([
      (%c0 : index)[%c0, %c480], 
      (%c2 : index)[%c0, %c128]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    %function_id_0 = hal.executable.lookup.function target(%__device_0_executable_0_module_linked : !hal.executable) function(@module_linked::@cuda_nvptx_fb::@main$async_dispatch_1_elementwise_120_f8E4M3FNxf32) : i64
    hal.command_buffer.dispatch<%cmd : !hal.command_buffer> target(%__device_0_executable_0_module_linked : !hal.executable)[%function_id_0] workgroups([%c4, %c1, %c1]) bindings([
      (%c2 : index)[%c0, %c128], 
      (%c1 : index)[%c0, %c480]
    ]) flags("None")
    hal.command_buffer.execution_barrier<%cmd : !hal.command_buffer> source("Dispatch|Transfer|CommandRetire") target("CommandIssue|Dispatch|Transfer") flags("None")
    hal.command_buffer.finalize<%cmd : !hal.command_buffer>
    util.return %cmd : !hal.command_buffer
  }
  util.global private @__main$async_memoize_result_0_device_0 : !hal.command_buffer
  util.initializer {
    %c-1_i64 = arith.constant -1 : i64
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %0 = util.call @__main$async_memoize_apply(%__device_0, %c-1_i64) : (!hal.device, i64) -> !hal.command_buffer
    util.global.store %0, @__main$async_memoize_result_0_device_0 : !hal.command_buffer
    util.return
  }
  util.func private @__main$async_memoize_lookup(%arg0: !hal.device, %arg1: i64) -> !hal.command_buffer {
    %0 = util.null : !hal.command_buffer
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %1 = util.cmp.eq %arg0, %__device_0 : !hal.device
    cf.cond_br %1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %__main$async_memoize_result_0_device_0 = util.global.load immutable @__main$async_memoize_result_0_device_0 : !hal.command_buffer
    cf.br ^bb3(%__main$async_memoize_result_0_device_0 : !hal.command_buffer)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3(%0 : !hal.command_buffer)
  ^bb3(%2: !hal.command_buffer):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4
  ^bb4:  // pred: ^bb3
    util.return %2 : !hal.command_buffer
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0_i64 = arith.constant 0 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c480 = arith.constant 480 : index
    %c24 = arith.constant 24 : index
    %c5 = arith.constant 5 : index
    %memory_type = hal.memory_type<"DeviceVisible|DeviceLocal"> : i32
    %buffer_usage = hal.buffer_usage<"TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage"> : i32
    %__device_0 = util.global.load immutable @__device_0 : !hal.device
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c5, %c24]) type(%element_type_f32) encoding(%dense_row_major)
    %buffer = hal.buffer_view.buffer<%arg0 : !hal.buffer_view> : !hal.buffer
    %allocator = hal.device.allocator<%__device_0 : !hal.device> : !hal.allocator
    hal.buffer.assert<%buffer : !hal.buffer> message("tensor") allocator(%allocator : !hal.allocator) minimum_length(%c480) type(DeviceVisible) usage("TransferSource|TransferTarget|Transfer|DispatchStorageRead|DispatchStorageWrite|DispatchStorage")
    %fence = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%arg1) signal(%fence) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c480}
    %fence_0 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    %transient_buffer_1 = hal.device.queue.alloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%arg1) signal(%fence_0) pool(%c0_i64) type(%memory_type) usage(%buffer_usage) flags("None") : !hal.buffer{%c128}
    %fence_2 = hal.fence.join at([%fence, %fence_0]) flags("None") -> !hal.fence
    %0 = util.call @__main$async_memoize_lookup(%__device_0, %c-1_i64) : (!hal.device, i64) -> !hal.command_buffer
    %fence_3 = hal.fence.create device(%__device_0 : !hal.device) flags("None") : !hal.fence
    hal.device.queue.execute.indirect<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_2) signal(%fence_3) commands(%0) bindings([
      (%buffer : !hal.buffer)[%c0, %c480], 
      (%transient_buffer : !hal.buffer)[%c0, %c480], 
      (%transient_buffer_1 : !hal.buffer)[%c0, %c128]
    ]) flags("None")
    hal.device.queue.dealloca<%__device_0 : !hal.device> affinity(%c-1_i64) wait(%fence_3) signal(%arg2) buffer(%transient_buffer_1 : !hal.buffer) flags("None")
    %view = hal.buffer_view.create buffer(%transient_buffer : !hal.buffer)[%c0, %c480] shape([%c5, %c24]) type(%element_type_f32) encoding(%dense_row_major) : !hal.buffer_view
    util.return %view : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(hal.executable(iree-hal-serialize-target-executables{debug-level=2 dump-binaries-path= dump-intermediates-path= target=cuda target-registry=unknown}))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
