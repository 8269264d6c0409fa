#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "rocketlake", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdrnd,+rdseed,+sahf,+sha,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vaes,+vpclmulqdq,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,+amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,+amx-int8,-amx-movrs,+amx-tile,+avx,+avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,+avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,+cldemote,+clflushopt,+clwb,-clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,+movdir64b,+movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,+prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,+rtm,+sahf,+serialize,-sgx,+sha,-sha512,-shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,-sse4a,+ssse3,-tbm,+tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %0 = hal.tensor.import wait(%arg1) => %arg0 : !hal.buffer_view -> tensor<9x4xf32>
    %1 = iree_tensor_ext.compute_barrier.start %0 : tensor<9x4xf32> -> tensor<9x4xf32>
    %extracted_slice = tensor.extract_slice %1[0, 2] [9, 2] [1, 1] : tensor<9x4xf32> to tensor<9x2xf32>
    %extracted_slice_0 = tensor.extract_slice %1[0, 0] [9, 2] [1, 1] : tensor<9x4xf32> to tensor<9x2xf32>
    %2 = tensor.empty() : tensor<2x9xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<9x2xf32>) outs(%2 : tensor<2x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x9xf32>
    %cast = tensor.cast %3 : tensor<2x9xf32> to tensor<?x9xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_0 : tensor<9x2xf32>) outs(%2 : tensor<2x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x9xf32>
    %cast_1 = tensor.cast %4 : tensor<2x9xf32> to tensor<?x9xf32>
    %concat = tensor.concat dim(0) %cast, %cast_1 : (tensor<?x9xf32>, tensor<?x9xf32>) -> tensor<4x9xf32>
    %5 = tensor.empty() : tensor<9x4xf32>
    %extracted_slice_2 = tensor.extract_slice %concat[1, 0] [3, 9] [1, 1] : tensor<4x9xf32> to tensor<3x9xf32>
    %extracted_slice_3 = tensor.extract_slice %concat[0, 0] [1, 9] [1, 1] : tensor<4x9xf32> to tensor<9xf32>
    %expanded = tensor.expand_shape %extracted_slice_3 [[0, 1]] output_shape [9, 1] : tensor<9xf32> into tensor<9x1xf32>
    %cast_4 = tensor.cast %extracted_slice_2 : tensor<3x9xf32> to tensor<?x9xf32>
    %6 = tensor.empty() : tensor<1x9xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<9x1xf32>) outs(%6 : tensor<1x9xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x9xf32>
    %cast_5 = tensor.cast %7 : tensor<1x9xf32> to tensor<?x9xf32>
    %concat_6 = tensor.concat dim(0) %cast_4, %cast_5 : (tensor<?x9xf32>, tensor<?x9xf32>) -> tensor<4x9xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%concat_6 : tensor<4x9xf32>) outs(%5 : tensor<9x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<9x4xf32>
    %9 = iree_tensor_ext.compute_barrier.end %8 : tensor<9x4xf32> -> tensor<9x4xf32>
    %10 = hal.tensor.barrier join(%9 : tensor<9x4xf32>) => %arg2 : !hal.fence
    %11 = hal.tensor.export %10 : tensor<9x4xf32> -> !hal.buffer_view
    util.return %11 : !hal.buffer_view
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
      pipeline: "builtin.module(util.func(iree-dispatch-creation-bubble-up-expand-shapes{enable-reshape-movement-across-reductions=false}))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
