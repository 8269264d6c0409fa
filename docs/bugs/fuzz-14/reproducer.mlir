#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "rocketlake", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdrnd,+rdseed,+sahf,+sha,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vaes,+vpclmulqdq,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,+amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,+amx-int8,-amx-movrs,+amx-tile,+avx,+avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,+avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,+cldemote,+clflushopt,+clwb,-clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,+movdir64b,+movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,+prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,+rtm,+sahf,+serialize,-sgx,+sha,-sha512,-shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,-sse4a,+ssse3,-tbm,+tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c5 = arith.constant 5 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<3x4x5xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<3x4x5xf32> -> tensor<3x4x5xf32>
    %2 = tensor.empty() : tensor<3xi1>
    %3 = tensor.empty() : tensor<2xf32>
    %4 = tensor.empty() : tensor<3x4x2xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
    %padded = tensor.pad %1 low[0, 0, 0] high[0, 0, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<3x4x5xf32> to tensor<3x4x6xf32>
    %6:2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%2 : tensor<3xi1>) outs(%5, %3 : tensor<3x4x2xf32>, tensor<2xf32>) {
    ^bb0(%in: i1, %out: f32, %out_0: f32):
      %13 = linalg.index 0 : index
      %14 = linalg.index 1 : index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = arith.muli %15, %c5 : index
      %18 = arith.floordivsi %17, %c2 : index
      %19 = arith.addi %15, %c1 : index
      %20 = arith.muli %19, %c5 : index
      %21 = arith.subi %20, %c1 : index
      %22 = arith.floordivsi %21, %c2 : index
      %23 = arith.addi %22, %c1 : index
      %24 = arith.addi %18, %16 : index
      %extracted = tensor.extract %padded[%13, %14, %24] : tensor<3x4x6xf32>
      %25 = arith.cmpi ult, %24, %23 : index
      %26 = arith.select %25, %extracted, %cst : f32
      %27 = arith.addf %26, %out : f32
      %28 = arith.subi %23, %18 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.sitofp %29 : i64 to f32
      linalg.yield %27, %30 : f32, f32
    } -> (tensor<3x4x2xf32>, tensor<2xf32>)
    %7 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6#1, %6#0 : tensor<2xf32>, tensor<3x4x2xf32>) outs(%4 : tensor<3x4x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %13 = arith.divf %in_0, %in : f32
      linalg.yield %13 : f32
    } -> tensor<3x4x2xf32>
    %8 = tensor.empty() : tensor<4x2x3xf32>
    %9 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<3x4x2xf32>) outs(%8 : tensor<4x2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x2x3xf32>
    %10 = iree_tensor_ext.compute_barrier.end %9 : tensor<4x2x3xf32> -> tensor<4x2x3xf32>
    %11 = hal.tensor.barrier join(%10 : tensor<4x2x3xf32>) => %arg2 : !hal.fence
    %12 = hal.tensor.export %11 : tensor<4x2x3xf32> -> !hal.buffer_view
    util.return %12 : !hal.buffer_view
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
      pipeline: "builtin.module(util.func(iree-global-opt-propagate-linalg-transpose{enable-aggressive-propagation=false enable-aggressive-propagation-through-conv=false enable-attention-v-transpose=true enable-edge-reshape-propagation=false enable-sink-transpose-through-pad=false test-bubbling-only=false test-sinking-only=false}))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
