#config = #iree_cpu.lowering_config<vector_common_parallel = [1, 2]>
#config1 = #iree_cpu.lowering_config<vector_common_parallel = [1]>
#config2 = #iree_cpu.lowering_config<distribution = [1, 2, 64, 0, 0], vector_common_parallel = [1, 2, 16, 0, 0], vector_reduction = [0, 0, 0, 0, 3]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "rocketlake", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdrnd,+rdseed,+sahf,+sha,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vaes,+vpclmulqdq,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,+amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,+amx-int8,-amx-movrs,+amx-tile,+avx,+avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,+avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,+cldemote,+clflushopt,+clwb,-clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,+movdir64b,+movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,+prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,+rtm,+sahf,+serialize,-sgx,+sha,-sha512,-shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,-sse4a,+ssse3,-tbm,+tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d1)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#translation = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<LinalgExtTileAndVectorize>>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  hal.executable private @main$async_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_0_attention_3x4x0x4x3 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main$async_dispatch_0_attention_3x4x0x4x3() attributes {translation_info = #translation} {
          %cst = arith.constant 1.000000e+00 : f32
          %cst_0 = arith.constant -3.40282347E+38 : f32
          %cst_1 = arith.constant 0.000000e+00 : f32
          %cst_2 = arith.constant 0.353553385 : f32
          %c0 = arith.constant 0 : index
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<3x4xf32, #hal.descriptor_type<storage_buffer>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c0) flags(Indirect) : memref<3x4xf32, #hal.descriptor_type<storage_buffer>>
          %2 = iree_codegen.load_from_buffer %0 : memref<3x4xf32, #hal.descriptor_type<storage_buffer>> -> tensor<3x4xf32>
          %3 = tensor.empty() : tensor<3x4xf32>
          %4 = tensor.empty() : tensor<3xf32>
          %5 = linalg.fill {lowering_config = #config} ins(%cst_1 : f32) outs(%3 : tensor<3x4xf32>) -> tensor<3x4xf32>
          %6 = linalg.fill {lowering_config = #config1} ins(%cst_0 : f32) outs(%4 : tensor<3xf32>) -> tensor<3xf32>
          %7 = linalg.fill {lowering_config = #config1} ins(%cst_1 : f32) outs(%4 : tensor<3xf32>) -> tensor<3xf32>
          %8:3 = iree_linalg_ext.online_attention <indexing_maps = [#map, #map1, #map2, #map3, #map4, #map5, #map5]> {lowering_config = #config2} ins(%2, %2, %2, %cst_2 : tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>, f32) outs(%5, %6, %7 : tensor<3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
          ^bb0(%arg0: f32):
            iree_linalg_ext.yield %arg0 : f32
          } -> tensor<3x4xf32>, tensor<3xf32>, tensor<3xf32>
          %9 = linalg.generic {indexing_maps = [#map6, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%8#2, %8#0 : tensor<3xf32>, tensor<3x4xf32>) outs(%3 : tensor<3x4xf32>) attrs =  {lowering_config = #config} {
          ^bb0(%in: f32, %in_3: f32, %out: f32):
            %10 = arith.divf %cst, %in : f32
            %11 = arith.mulf %10, %in_3 : f32
            linalg.yield %11 : f32
          } -> tensor<3x4xf32>
          iree_codegen.store_to_buffer %9, %1 : tensor<3x4xf32> into memref<3x4xf32, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @main$async_dispatch_0_attention_3x4x0x4x3 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c48 = arith.constant 48 : index
    %c4 = arith.constant 4 : index
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c3, %c4]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x3x4xf32> in !stream.resource<external>{%c48}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%1) => !stream.resource<external>{%c48} => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg3: !stream.resource<external>{%c48}, %result as %arg4: !stream.resource<external>{%c48}) {
      stream.cmd.dispatch @main$async_dispatch_0::@embedded_elf_x86_64::@main$async_dispatch_0_attention_3x4x0x4x3 {
        ro %arg3[%c0 for %c48] : !stream.resource<external>{%c48},
        wo %arg4[%c0 for %c48] : !stream.resource<external>{%c48}
      }
    } => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %2 => (%arg2 : !hal.fence)
    %3 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x3x4xf32> in !stream.resource<external>{%c48} -> !hal.buffer_view
    util.return %3 : !hal.buffer_view
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
      pipeline: "builtin.module(hal.executable(hal.executable.variant(builtin.module(func.func(iree-codegen-tile-and-distribute-to-workgroups-using-forall-op{transpose-workgroup=false})))))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
