#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "rocketlake", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdrnd,+rdseed,+sahf,+sha,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vaes,+vpclmulqdq,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,+amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,+amx-int8,-amx-movrs,+amx-tile,+avx,+avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,+avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,+cldemote,+clflushopt,+clwb,-clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,+movdir64b,+movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,+prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,+rtm,+sahf,+serialize,-sgx,+sha,-sha512,-shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,-sse4a,+ssse3,-tbm,+tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<()[s0] -> ((s0 floordiv 16) * 16, 0)>
#map1 = affine_map<(d0)[s0] -> (-d0 + s0, 8)>
#map2 = affine_map<(d0)[s0] -> (-d0 + s0)>
#map3 = affine_map<(d0)[s0] -> (-d0 + s0, 32)>
#map4 = affine_map<()[s0] -> ((s0 floordiv 8) * 8, 0)>
#map5 = affine_map<()[s0, s1] -> (s0 + s1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1, d0)>
#pipeline_layout = #hal.pipeline.layout<constants = 6, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout1 = #hal.pipeline.layout<constants = 6, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#translation = #iree_codegen.translation_info<pipeline = #iree_cpu.pipeline<DoubleTilingExpert>, {enable_loop_peeling}>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  hal.executable private @main$async_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_0_softmax_DxDxDxf32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2, %arg3)
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main$async_dispatch_0_softmax_DxDxDxf32() attributes {translation_info = #translation} {
          %cst = arith.constant dense<0.000000e+00> : vector<1x7xf32>
          %cst_0 = arith.constant dense<0xFFC00000> : vector<1x7xf32>
          %cst_1 = arith.constant dense<0x7F800000> : vector<1x7xf32>
          %cst_2 = arith.constant dense<0.000000e+00> : vector<1x8xf32>
          %cst_3 = arith.constant dense<0xFFC00000> : vector<1x8xf32>
          %cst_4 = arith.constant dense<0x7F800000> : vector<1x8xf32>
          %cst_5 = arith.constant dense<0.000000e+00> : vector<9007199254740991x9007199254740991xf32>
          %cst_6 = arith.constant dense<0xFFC00000> : vector<9007199254740991x9007199254740991xf32>
          %0 = ub.poison : f32
          %c8 = arith.constant 8 : index
          %c1 = arith.constant 1 : index
          %c16 = arith.constant 16 : index
          %c32_i64 = arith.constant 32 : i64
          %c0 = arith.constant 0 : index
          %1 = hal.interface.constant.load layout(#pipeline_layout) ordinal(0) : i32
          %2 = hal.interface.constant.load layout(#pipeline_layout) ordinal(1) : i32
          %3 = hal.interface.constant.load layout(#pipeline_layout) ordinal(2) : i32
          %4 = hal.interface.constant.load layout(#pipeline_layout) ordinal(3) : i32
          %5 = hal.interface.constant.load layout(#pipeline_layout) ordinal(4) : i32
          %6 = hal.interface.constant.load layout(#pipeline_layout) ordinal(5) : i32
          %7 = arith.extui %1 : i32 to i64
          %8 = arith.extui %2 : i32 to i64
          %9 = arith.shli %8, %c32_i64 : i64
          %10 = arith.ori %7, %9 : i64
          %11 = arith.index_castui %10 : i64 to index
          %12 = arith.extui %3 : i32 to i64
          %13 = arith.extui %4 : i32 to i64
          %14 = arith.shli %13, %c32_i64 : i64
          %15 = arith.ori %12, %14 : i64
          %16 = arith.index_castui %15 : i64 to index
          %17 = arith.extui %5 : i32 to i64
          %18 = arith.extui %6 : i32 to i64
          %19 = arith.shli %18, %c32_i64 : i64
          %20 = arith.ori %17, %19 : i64
          %21 = arith.index_castui %20 : i64 to index
          %22:3 = util.assume.int 
              %11<umin = 0, umax = 9007199254740991>, 
              %16<umin = 0, umax = 9007199254740991>, 
              %21<umin = 0, umax = 9007199254740991>
            : index, index, index
          %23 = iree_tensor_ext.dispatch.workload.ordinal %22#0, 0 : index
          %24 = iree_tensor_ext.dispatch.workload.ordinal %22#1, 1 : index
          %25 = iree_tensor_ext.dispatch.workload.ordinal %22#2, 2 : index
          %26 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<?x?x?xf32, #hal.descriptor_type<storage_buffer>>{%23, %24, %25}
          %27 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c0) flags(Indirect) : memref<?x?xf32, #hal.descriptor_type<storage_buffer>>{%23, %24}
          %28 = hal.interface.binding.subspan layout(#pipeline_layout) binding(2) alignment(64) offset(%c0) flags(Indirect) : memref<?x?x?xf32, #hal.descriptor_type<storage_buffer>>{%23, %24, %25}
          %29 = iree_codegen.load_from_buffer %26 : memref<?x?x?xf32, #hal.descriptor_type<storage_buffer>> -> tensor<?x?x?xf32>
          %30 = tensor.empty(%23, %24) : tensor<?x?xf32>
          %31 = tensor.empty(%23, %24, %25) : tensor<?x?x?xf32>
          %32 = vector.create_mask %23, %24 : vector<9007199254740991x9007199254740991xi1>
          %33 = vector.transfer_write %cst_6, %30[%c0, %c0], %32 {in_bounds = [true, true]} : vector<9007199254740991x9007199254740991xf32>, tensor<?x?xf32>
          %34 = affine.max #map()[%25]
          %extracted_slice = tensor.extract_slice %33[0, 0] [%23, %24] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
          %35 = scf.for %arg0 = %c0 to %34 step %c16 iter_args(%arg1 = %extracted_slice) -> (tensor<?x?xf32>) {
            %extracted_slice_8 = tensor.extract_slice %29[0, 0, %arg0] [%23, %24, 16] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x16xf32>
            %43 = scf.for %arg2 = %c0 to %23 step %c1 iter_args(%arg3 = %arg1) -> (tensor<?x?xf32>) {
              %44 = scf.for %arg4 = %c0 to %24 step %c8 iter_args(%arg5 = %arg3) -> (tensor<?x?xf32>) {
                %45 = affine.min #map1(%arg4)[%24]
                %extracted_slice_9 = tensor.extract_slice %arg5[%arg2, %arg4] [1, %45] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_10 = tensor.extract_slice %extracted_slice_8[%arg2, %arg4, 0] [1, %45, 16] [1, 1, 1] : tensor<?x?x16xf32> to tensor<1x?x16xf32>
                %46 = vector.create_mask %c1, %45, %c16 : vector<1x8x16xi1>
                %47 = vector.transfer_read %extracted_slice_10[%c0, %c0, %c0], %0, %46 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x8x16xf32>
                %48 = vector.create_mask %c1, %45 : vector<1x8xi1>
                %49 = vector.transfer_read %extracted_slice_9[%c0, %c0], %0, %48 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %50 = vector.mask %46 { vector.multi_reduction <maxnumf>, %47, %49 [2] : vector<1x8x16xf32> to vector<1x8xf32> } : vector<1x8x16xi1> -> vector<1x8xf32>
                %51 = vector.transfer_write %50, %extracted_slice_9[%c0, %c0], %48 {in_bounds = [true, true]} : vector<1x8xf32>, tensor<1x?xf32>
                %inserted_slice = tensor.insert_slice %51 into %arg5[%arg2, %arg4] [1, %45] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
                scf.yield %inserted_slice : tensor<?x?xf32>
              }
              scf.yield %44 : tensor<?x?xf32>
            }
            scf.yield %43 : tensor<?x?xf32>
          }
          %36 = scf.for %arg0 = %34 to %25 step %c16 iter_args(%arg1 = %35) -> (tensor<?x?xf32>) {
            %43 = affine.apply #map2(%arg0)[%25]
            %extracted_slice_8 = tensor.extract_slice %29[0, 0, %arg0] [%23, %24, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
            %44 = scf.for %arg2 = %c0 to %23 step %c1 iter_args(%arg3 = %arg1) -> (tensor<?x?xf32>) {
              %45 = scf.for %arg4 = %c0 to %24 step %c8 iter_args(%arg5 = %arg3) -> (tensor<?x?xf32>) {
                %46 = affine.min #map1(%arg4)[%24]
                %extracted_slice_9 = tensor.extract_slice %arg5[%arg2, %arg4] [1, %46] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_10 = tensor.extract_slice %extracted_slice_8[%arg2, %arg4, 0] [1, %46, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
                %47 = vector.create_mask %c1, %46, %43 : vector<1x8x15xi1>
                %48 = vector.transfer_read %extracted_slice_10[%c0, %c0, %c0], %0, %47 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x8x15xf32>
                %49 = vector.create_mask %c1, %46 : vector<1x8xi1>
                %50 = vector.transfer_read %extracted_slice_9[%c0, %c0], %0, %49 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %51 = vector.mask %47 { vector.multi_reduction <maxnumf>, %48, %50 [2] : vector<1x8x15xf32> to vector<1x8xf32> } : vector<1x8x15xi1> -> vector<1x8xf32>
                %52 = vector.transfer_write %51, %extracted_slice_9[%c0, %c0], %49 {in_bounds = [true, true]} : vector<1x8xf32>, tensor<1x?xf32>
                %inserted_slice = tensor.insert_slice %52 into %arg5[%arg2, %arg4] [1, %46] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
                scf.yield %inserted_slice : tensor<?x?xf32>
              }
              scf.yield %45 : tensor<?x?xf32>
            }
            scf.yield %44 : tensor<?x?xf32>
          }
          %37 = vector.transfer_write %cst_5, %30[%c0, %c0], %32 {in_bounds = [true, true]} : vector<9007199254740991x9007199254740991xf32>, tensor<?x?xf32>
          %extracted_slice_7 = tensor.extract_slice %37[0, 0] [%23, %24] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
          %38 = scf.for %arg0 = %c0 to %34 step %c16 iter_args(%arg1 = %extracted_slice_7) -> (tensor<?x?xf32>) {
            %extracted_slice_8 = tensor.extract_slice %29[0, 0, %arg0] [%23, %24, 16] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x16xf32>
            %43 = scf.for %arg2 = %c0 to %23 step %c1 iter_args(%arg3 = %arg1) -> (tensor<?x?xf32>) {
              %44 = scf.for %arg4 = %c0 to %24 step %c8 iter_args(%arg5 = %arg3) -> (tensor<?x?xf32>) {
                %45 = affine.min #map1(%arg4)[%24]
                %extracted_slice_9 = tensor.extract_slice %arg5[%arg2, %arg4] [1, %45] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_10 = tensor.extract_slice %36[%arg2, %arg4] [1, %45] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_11 = tensor.extract_slice %extracted_slice_8[%arg2, %arg4, 0] [1, %45, 16] [1, 1, 1] : tensor<?x?x16xf32> to tensor<1x?x16xf32>
                %46 = vector.create_mask %c1, %45, %c16 : vector<1x8x16xi1>
                %47 = vector.transfer_read %extracted_slice_11[%c0, %c0, %c0], %0, %46 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x8x16xf32>
                %48 = vector.create_mask %c1, %45 : vector<1x8xi1>
                %49 = vector.transfer_read %extracted_slice_10[%c0, %c0], %0, %48 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %50 = vector.broadcast %49 : vector<1x8xf32> to vector<16x1x8xf32>
                %51 = vector.transpose %50, [1, 2, 0] : vector<16x1x8xf32> to vector<1x8x16xf32>
                %52 = vector.transfer_read %extracted_slice_9[%c0, %c0], %0, %48 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %53 = arith.subf %47, %51 : vector<1x8x16xf32>
                %54 = math.exp %53 : vector<1x8x16xf32>
                %55 = vector.mask %46 { vector.multi_reduction <add>, %54, %52 [2] : vector<1x8x16xf32> to vector<1x8xf32> } : vector<1x8x16xi1> -> vector<1x8xf32>
                %56 = vector.transfer_write %55, %extracted_slice_9[%c0, %c0], %48 {in_bounds = [true, true]} : vector<1x8xf32>, tensor<1x?xf32>
                %inserted_slice = tensor.insert_slice %56 into %arg5[%arg2, %arg4] [1, %45] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
                scf.yield %inserted_slice : tensor<?x?xf32>
              }
              scf.yield %44 : tensor<?x?xf32>
            }
            scf.yield %43 : tensor<?x?xf32>
          }
          %39 = scf.for %arg0 = %34 to %25 step %c16 iter_args(%arg1 = %38) -> (tensor<?x?xf32>) {
            %43 = affine.apply #map2(%arg0)[%25]
            %extracted_slice_8 = tensor.extract_slice %29[0, 0, %arg0] [%23, %24, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
            %44 = scf.for %arg2 = %c0 to %23 step %c1 iter_args(%arg3 = %arg1) -> (tensor<?x?xf32>) {
              %45 = scf.for %arg4 = %c0 to %24 step %c8 iter_args(%arg5 = %arg3) -> (tensor<?x?xf32>) {
                %46 = affine.min #map1(%arg4)[%24]
                %extracted_slice_9 = tensor.extract_slice %arg5[%arg2, %arg4] [1, %46] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_10 = tensor.extract_slice %36[%arg2, %arg4] [1, %46] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_11 = tensor.extract_slice %extracted_slice_8[%arg2, %arg4, 0] [1, %46, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
                %47 = vector.create_mask %c1, %46, %43 : vector<1x8x15xi1>
                %48 = vector.transfer_read %extracted_slice_11[%c0, %c0, %c0], %0, %47 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x8x15xf32>
                %49 = vector.create_mask %c1, %46 : vector<1x8xi1>
                %50 = vector.transfer_read %extracted_slice_10[%c0, %c0], %0, %49 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %51 = vector.broadcast %50 : vector<1x8xf32> to vector<15x1x8xf32>
                %52 = vector.transpose %51, [1, 2, 0] : vector<15x1x8xf32> to vector<1x8x15xf32>
                %53 = vector.transfer_read %extracted_slice_9[%c0, %c0], %0, %49 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %54 = arith.subf %48, %52 : vector<1x8x15xf32>
                %55 = math.exp %54 : vector<1x8x15xf32>
                %56 = vector.mask %47 { vector.multi_reduction <add>, %55, %53 [2] : vector<1x8x15xf32> to vector<1x8xf32> } : vector<1x8x15xi1> -> vector<1x8xf32>
                %57 = vector.transfer_write %56, %extracted_slice_9[%c0, %c0], %49 {in_bounds = [true, true]} : vector<1x8xf32>, tensor<1x?xf32>
                %inserted_slice = tensor.insert_slice %57 into %arg5[%arg2, %arg4] [1, %46] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
                scf.yield %inserted_slice : tensor<?x?xf32>
              }
              scf.yield %45 : tensor<?x?xf32>
            }
            scf.yield %44 : tensor<?x?xf32>
          }
          %40 = scf.for %arg0 = %c0 to %34 step %c16 iter_args(%arg1 = %31) -> (tensor<?x?x?xf32>) {
            %extracted_slice_8 = tensor.extract_slice %29[0, 0, %arg0] [%23, %24, 16] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x16xf32>
            %extracted_slice_9 = tensor.extract_slice %arg1[0, 0, %arg0] [%23, %24, 16] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x16xf32>
            %43 = scf.for %arg2 = %c0 to %23 step %c1 iter_args(%arg3 = %extracted_slice_9) -> (tensor<?x?x16xf32>) {
              %44 = scf.for %arg4 = %c0 to %24 step %c8 iter_args(%arg5 = %arg3) -> (tensor<?x?x16xf32>) {
                %45 = affine.min #map1(%arg4)[%24]
                %extracted_slice_10 = tensor.extract_slice %arg5[%arg2, %arg4, 0] [1, %45, 16] [1, 1, 1] : tensor<?x?x16xf32> to tensor<1x?x16xf32>
                %extracted_slice_11 = tensor.extract_slice %39[%arg2, %arg4] [1, %45] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_12 = tensor.extract_slice %36[%arg2, %arg4] [1, %45] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_13 = tensor.extract_slice %extracted_slice_8[%arg2, %arg4, 0] [1, %45, 16] [1, 1, 1] : tensor<?x?x16xf32> to tensor<1x?x16xf32>
                %46 = vector.create_mask %c1, %45, %c16 : vector<1x8x16xi1>
                %47 = vector.transfer_read %extracted_slice_13[%c0, %c0, %c0], %0, %46 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x8x16xf32>
                %48 = vector.create_mask %c1, %45 : vector<1x8xi1>
                %49 = vector.transfer_read %extracted_slice_12[%c0, %c0], %0, %48 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %50 = vector.broadcast %49 : vector<1x8xf32> to vector<16x1x8xf32>
                %51 = vector.transpose %50, [1, 2, 0] : vector<16x1x8xf32> to vector<1x8x16xf32>
                %52 = vector.transfer_read %extracted_slice_11[%c0, %c0], %0, %48 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %53 = vector.broadcast %52 : vector<1x8xf32> to vector<16x1x8xf32>
                %54 = vector.transpose %53, [1, 2, 0] : vector<16x1x8xf32> to vector<1x8x16xf32>
                %55 = arith.subf %47, %51 : vector<1x8x16xf32>
                %56 = math.exp %55 : vector<1x8x16xf32>
                %57 = arith.divf %56, %54 : vector<1x8x16xf32>
                %58 = vector.transfer_write %57, %extracted_slice_10[%c0, %c0, %c0], %46 {in_bounds = [true, true, true]} : vector<1x8x16xf32>, tensor<1x?x16xf32>
                %inserted_slice_14 = tensor.insert_slice %58 into %arg5[%arg2, %arg4, 0] [1, %45, 16] [1, 1, 1] : tensor<1x?x16xf32> into tensor<?x?x16xf32>
                scf.yield %inserted_slice_14 : tensor<?x?x16xf32>
              }
              scf.yield %44 : tensor<?x?x16xf32>
            }
            %inserted_slice = tensor.insert_slice %43 into %arg1[0, 0, %arg0] [%23, %24, 16] [1, 1, 1] : tensor<?x?x16xf32> into tensor<?x?x?xf32>
            scf.yield %inserted_slice : tensor<?x?x?xf32>
          }
          %41 = scf.for %arg0 = %34 to %25 step %c16 iter_args(%arg1 = %40) -> (tensor<?x?x?xf32>) {
            %43 = affine.apply #map2(%arg0)[%25]
            %extracted_slice_8 = tensor.extract_slice %arg1[0, 0, %arg0] [%23, %24, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
            %extracted_slice_9 = tensor.extract_slice %29[0, 0, %arg0] [%23, %24, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
            %44 = scf.for %arg2 = %c0 to %23 step %c1 iter_args(%arg3 = %extracted_slice_8) -> (tensor<?x?x?xf32>) {
              %45 = scf.for %arg4 = %c0 to %24 step %c8 iter_args(%arg5 = %arg3) -> (tensor<?x?x?xf32>) {
                %46 = affine.min #map1(%arg4)[%24]
                %extracted_slice_10 = tensor.extract_slice %39[%arg2, %arg4] [1, %46] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_11 = tensor.extract_slice %36[%arg2, %arg4] [1, %46] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %extracted_slice_12 = tensor.extract_slice %extracted_slice_9[%arg2, %arg4, 0] [1, %46, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
                %extracted_slice_13 = tensor.extract_slice %arg5[%arg2, %arg4, 0] [1, %46, %43] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
                %47 = vector.create_mask %c1, %46, %43 : vector<1x8x15xi1>
                %48 = vector.transfer_read %extracted_slice_12[%c0, %c0, %c0], %0, %47 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x8x15xf32>
                %49 = vector.create_mask %c1, %46 : vector<1x8xi1>
                %50 = vector.transfer_read %extracted_slice_11[%c0, %c0], %0, %49 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %51 = vector.broadcast %50 : vector<1x8xf32> to vector<15x1x8xf32>
                %52 = vector.transpose %51, [1, 2, 0] : vector<15x1x8xf32> to vector<1x8x15xf32>
                %53 = vector.transfer_read %extracted_slice_10[%c0, %c0], %0, %49 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x8xf32>
                %54 = vector.broadcast %53 : vector<1x8xf32> to vector<15x1x8xf32>
                %55 = vector.transpose %54, [1, 2, 0] : vector<15x1x8xf32> to vector<1x8x15xf32>
                %56 = arith.subf %48, %52 : vector<1x8x15xf32>
                %57 = math.exp %56 : vector<1x8x15xf32>
                %58 = arith.divf %57, %55 : vector<1x8x15xf32>
                %59 = vector.transfer_write %58, %extracted_slice_13[%c0, %c0, %c0], %47 {in_bounds = [true, true, true]} : vector<1x8x15xf32>, tensor<1x?x?xf32>
                %inserted_slice_14 = tensor.insert_slice %59 into %arg5[%arg2, %arg4, 0] [1, %46, %43] [1, 1, 1] : tensor<1x?x?xf32> into tensor<?x?x?xf32>
                scf.yield %inserted_slice_14 : tensor<?x?x?xf32>
              }
              scf.yield %45 : tensor<?x?x?xf32>
            }
            %inserted_slice = tensor.insert_slice %44 into %arg1[0, 0, %arg0] [%23, %24, %43] [1, 1, 1] : tensor<?x?x?xf32> into tensor<?x?x?xf32>
            scf.yield %inserted_slice : tensor<?x?x?xf32>
          }
          %42 = scf.forall (%arg0, %arg1) = (0, 0) to (%23, %24) step (32, 32) shared_outs(%arg2 = %30) -> (tensor<?x?xf32>) {
            %43 = affine.min #map3(%arg0)[%23]
            %44 = affine.min #map3(%arg1)[%24]
            %45 = tensor.empty(%43, %44) : tensor<?x?xf32>
            %46 = scf.for %arg3 = %c0 to %43 step %c1 iter_args(%arg4 = %45) -> (tensor<?x?xf32>) {
              %47 = affine.max #map4()[%44]
              %48 = scf.for %arg5 = %c0 to %47 step %c8 iter_args(%arg6 = %arg4) -> (tensor<?x?xf32>) {
                %50 = scf.for %arg7 = %c0 to %34 step %c16 iter_args(%arg8 = %cst_4) -> (vector<1x8xf32>) {
                  %53 = affine.apply #map5()[%arg3, %arg0]
                  %54 = affine.apply #map5()[%arg5, %arg1]
                  %extracted_slice_8 = tensor.extract_slice %29[%53, %54, 0] [1, 8, %25] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x8x?xf32>
                  %55 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %cst_3) -> (vector<1x8xf32>) {
                    %68 = vector.transfer_read %29[%53, %54, %arg9], %0 {in_bounds = [true, true, true]} : tensor<?x?x?xf32>, vector<1x8x16xf32>
                    %69 = vector.multi_reduction <maxnumf>, %68, %arg10 [2] : vector<1x8x16xf32> to vector<1x8xf32>
                    scf.yield %69 : vector<1x8xf32>
                  }
                  %56 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %55) -> (vector<1x8xf32>) {
                    %68 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_9 = tensor.extract_slice %extracted_slice_8[0, 0, %arg9] [1, 8, %68] [1, 1, 1] : tensor<1x8x?xf32> to tensor<1x8x?xf32>
                    %69 = vector.create_mask %c1, %c8, %68 : vector<1x8x15xi1>
                    %70 = vector.transfer_read %extracted_slice_9[%c0, %c0, %c0], %0, %69 {in_bounds = [true, true, true]} : tensor<1x8x?xf32>, vector<1x8x15xf32>
                    %71 = vector.mask %69 { vector.multi_reduction <maxnumf>, %70, %arg10 [2] : vector<1x8x15xf32> to vector<1x8xf32> } : vector<1x8x15xi1> -> vector<1x8xf32>
                    scf.yield %71 : vector<1x8xf32>
                  }
                  %57 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %cst_2) -> (vector<1x8xf32>) {
                    %68 = vector.transfer_read %29[%53, %54, %arg9], %0 {in_bounds = [true, true, true]} : tensor<?x?x?xf32>, vector<1x8x16xf32>
                    %69 = vector.broadcast %56 : vector<1x8xf32> to vector<16x1x8xf32>
                    %70 = vector.transpose %69, [1, 2, 0] : vector<16x1x8xf32> to vector<1x8x16xf32>
                    %71 = arith.subf %68, %70 : vector<1x8x16xf32>
                    %72 = math.exp %71 : vector<1x8x16xf32>
                    %73 = vector.multi_reduction <add>, %72, %arg10 [2] : vector<1x8x16xf32> to vector<1x8xf32>
                    scf.yield %73 : vector<1x8xf32>
                  }
                  %58 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %57) -> (vector<1x8xf32>) {
                    %68 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_9 = tensor.extract_slice %extracted_slice_8[0, 0, %arg9] [1, 8, %68] [1, 1, 1] : tensor<1x8x?xf32> to tensor<1x8x?xf32>
                    %69 = vector.create_mask %c1, %c8, %68 : vector<1x8x15xi1>
                    %70 = vector.transfer_read %extracted_slice_9[%c0, %c0, %c0], %0, %69 {in_bounds = [true, true, true]} : tensor<1x8x?xf32>, vector<1x8x15xf32>
                    %71 = vector.broadcast %56 : vector<1x8xf32> to vector<15x1x8xf32>
                    %72 = vector.transpose %71, [1, 2, 0] : vector<15x1x8xf32> to vector<1x8x15xf32>
                    %73 = arith.subf %70, %72 : vector<1x8x15xf32>
                    %74 = math.exp %73 : vector<1x8x15xf32>
                    %75 = vector.mask %69 { vector.multi_reduction <add>, %74, %arg10 [2] : vector<1x8x15xf32> to vector<1x8xf32> } : vector<1x8x15xi1> -> vector<1x8xf32>
                    scf.yield %75 : vector<1x8xf32>
                  }
                  %59 = vector.transfer_read %29[%53, %54, %arg7], %0 {in_bounds = [true, true, true]} : tensor<?x?x?xf32>, vector<1x8x16xf32>
                  %60 = vector.broadcast %56 : vector<1x8xf32> to vector<16x1x8xf32>
                  %61 = vector.transpose %60, [1, 2, 0] : vector<16x1x8xf32> to vector<1x8x16xf32>
                  %62 = vector.broadcast %58 : vector<1x8xf32> to vector<16x1x8xf32>
                  %63 = vector.transpose %62, [1, 2, 0] : vector<16x1x8xf32> to vector<1x8x16xf32>
                  %64 = arith.subf %59, %61 : vector<1x8x16xf32>
                  %65 = math.exp %64 : vector<1x8x16xf32>
                  %66 = arith.divf %65, %63 : vector<1x8x16xf32>
                  %67 = vector.multi_reduction <minimumf>, %66, %arg8 [2] : vector<1x8x16xf32> to vector<1x8xf32>
                  scf.yield %67 : vector<1x8xf32>
                }
                %51 = scf.for %arg7 = %34 to %25 step %c16 iter_args(%arg8 = %50) -> (vector<1x8xf32>) {
                  %53 = affine.apply #map2(%arg7)[%25]
                  %54 = affine.apply #map5()[%arg3, %arg0]
                  %55 = affine.apply #map5()[%arg5, %arg1]
                  %extracted_slice_8 = tensor.extract_slice %29[%54, %55, %arg7] [1, 8, %53] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x8x?xf32>
                  %extracted_slice_9 = tensor.extract_slice %29[%54, %55, 0] [1, 8, %25] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x8x?xf32>
                  %56 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %cst_3) -> (vector<1x8xf32>) {
                    %70 = vector.transfer_read %29[%54, %55, %arg9], %0 {in_bounds = [true, true, true]} : tensor<?x?x?xf32>, vector<1x8x16xf32>
                    %71 = vector.multi_reduction <maxnumf>, %70, %arg10 [2] : vector<1x8x16xf32> to vector<1x8xf32>
                    scf.yield %71 : vector<1x8xf32>
                  }
                  %57 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %56) -> (vector<1x8xf32>) {
                    %70 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_10 = tensor.extract_slice %extracted_slice_9[0, 0, %arg9] [1, 8, %70] [1, 1, 1] : tensor<1x8x?xf32> to tensor<1x8x?xf32>
                    %71 = vector.create_mask %c1, %c8, %70 : vector<1x8x15xi1>
                    %72 = vector.transfer_read %extracted_slice_10[%c0, %c0, %c0], %0, %71 {in_bounds = [true, true, true]} : tensor<1x8x?xf32>, vector<1x8x15xf32>
                    %73 = vector.mask %71 { vector.multi_reduction <maxnumf>, %72, %arg10 [2] : vector<1x8x15xf32> to vector<1x8xf32> } : vector<1x8x15xi1> -> vector<1x8xf32>
                    scf.yield %73 : vector<1x8xf32>
                  }
                  %58 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %cst_2) -> (vector<1x8xf32>) {
                    %70 = vector.transfer_read %29[%54, %55, %arg9], %0 {in_bounds = [true, true, true]} : tensor<?x?x?xf32>, vector<1x8x16xf32>
                    %71 = vector.broadcast %57 : vector<1x8xf32> to vector<16x1x8xf32>
                    %72 = vector.transpose %71, [1, 2, 0] : vector<16x1x8xf32> to vector<1x8x16xf32>
                    %73 = arith.subf %70, %72 : vector<1x8x16xf32>
                    %74 = math.exp %73 : vector<1x8x16xf32>
                    %75 = vector.multi_reduction <add>, %74, %arg10 [2] : vector<1x8x16xf32> to vector<1x8xf32>
                    scf.yield %75 : vector<1x8xf32>
                  }
                  %59 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %58) -> (vector<1x8xf32>) {
                    %70 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_10 = tensor.extract_slice %extracted_slice_9[0, 0, %arg9] [1, 8, %70] [1, 1, 1] : tensor<1x8x?xf32> to tensor<1x8x?xf32>
                    %71 = vector.create_mask %c1, %c8, %70 : vector<1x8x15xi1>
                    %72 = vector.transfer_read %extracted_slice_10[%c0, %c0, %c0], %0, %71 {in_bounds = [true, true, true]} : tensor<1x8x?xf32>, vector<1x8x15xf32>
                    %73 = vector.broadcast %57 : vector<1x8xf32> to vector<15x1x8xf32>
                    %74 = vector.transpose %73, [1, 2, 0] : vector<15x1x8xf32> to vector<1x8x15xf32>
                    %75 = arith.subf %72, %74 : vector<1x8x15xf32>
                    %76 = math.exp %75 : vector<1x8x15xf32>
                    %77 = vector.mask %71 { vector.multi_reduction <add>, %76, %arg10 [2] : vector<1x8x15xf32> to vector<1x8xf32> } : vector<1x8x15xi1> -> vector<1x8xf32>
                    scf.yield %77 : vector<1x8xf32>
                  }
                  %60 = vector.create_mask %c1, %c8, %53 : vector<1x8x15xi1>
                  %61 = vector.transfer_read %extracted_slice_8[%c0, %c0, %c0], %0, %60 {in_bounds = [true, true, true]} : tensor<1x8x?xf32>, vector<1x8x15xf32>
                  %62 = vector.broadcast %57 : vector<1x8xf32> to vector<15x1x8xf32>
                  %63 = vector.transpose %62, [1, 2, 0] : vector<15x1x8xf32> to vector<1x8x15xf32>
                  %64 = vector.broadcast %59 : vector<1x8xf32> to vector<15x1x8xf32>
                  %65 = vector.transpose %64, [1, 2, 0] : vector<15x1x8xf32> to vector<1x8x15xf32>
                  %66 = arith.subf %61, %63 : vector<1x8x15xf32>
                  %67 = math.exp %66 : vector<1x8x15xf32>
                  %68 = arith.divf %67, %65 : vector<1x8x15xf32>
                  %69 = vector.mask %60 { vector.multi_reduction <minimumf>, %68, %arg8 [2] : vector<1x8x15xf32> to vector<1x8xf32> } : vector<1x8x15xi1> -> vector<1x8xf32>
                  scf.yield %69 : vector<1x8xf32>
                }
                %52 = vector.transfer_write %51, %arg6[%arg3, %arg5] {in_bounds = [true, true]} : vector<1x8xf32>, tensor<?x?xf32>
                scf.yield %52 : tensor<?x?xf32>
              }
              %49 = scf.for %arg5 = %47 to %44 step %c8 iter_args(%arg6 = %48) -> (tensor<?x?xf32>) {
                %50 = affine.apply #map2(%arg5)[%44]
                %extracted_slice_8 = tensor.extract_slice %arg6[%arg3, %arg5] [1, %50] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
                %51 = vector.create_mask %c1, %50 : vector<1x7xi1>
                %52 = vector.transfer_write %cst_1, %extracted_slice_8[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                %extracted_slice_9 = tensor.extract_slice %52[0, 0] [1, %50] [1, 1] : tensor<1x?xf32> to tensor<1x?xf32>
                %53 = scf.for %arg7 = %c0 to %34 step %c16 iter_args(%arg8 = %extracted_slice_9) -> (tensor<1x?xf32>) {
                  %55 = affine.apply #map5()[%arg3, %arg0]
                  %56 = affine.apply #map5()[%arg5, %arg1]
                  %extracted_slice_11 = tensor.extract_slice %29[%55, %56, %arg7] [1, %50, 16] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x16xf32>
                  %extracted_slice_12 = tensor.extract_slice %29[%55, %56, 0] [1, %50, %25] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
                  %57 = tensor.empty(%50) : tensor<1x?xf32>
                  %58 = vector.transfer_write %cst_0, %57[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                  %extracted_slice_13 = tensor.extract_slice %58[0, 0] [1, %50] [1, 1] : tensor<1x?xf32> to tensor<1x?xf32>
                  %59 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %extracted_slice_13) -> (tensor<1x?xf32>) {
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, 16] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x16xf32>
                    %78 = vector.create_mask %c1, %50, %c16 : vector<1x7x16xi1>
                    %79 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %78 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x7x16xf32>
                    %80 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %81 = vector.mask %78 { vector.multi_reduction <maxnumf>, %79, %80 [2] : vector<1x7x16xf32> to vector<1x7xf32> } : vector<1x7x16xi1> -> vector<1x7xf32>
                    %82 = vector.transfer_write %81, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %82 : tensor<1x?xf32>
                  }
                  %60 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %59) -> (tensor<1x?xf32>) {
                    %78 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, %78] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x?xf32>
                    %79 = vector.create_mask %c1, %50, %78 : vector<1x7x15xi1>
                    %80 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %79 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x7x15xf32>
                    %81 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %82 = vector.mask %79 { vector.multi_reduction <maxnumf>, %80, %81 [2] : vector<1x7x15xf32> to vector<1x7xf32> } : vector<1x7x15xi1> -> vector<1x7xf32>
                    %83 = vector.transfer_write %82, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %83 : tensor<1x?xf32>
                  }
                  %61 = vector.transfer_write %cst, %57[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                  %extracted_slice_14 = tensor.extract_slice %61[0, 0] [1, %50] [1, 1] : tensor<1x?xf32> to tensor<1x?xf32>
                  %62 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %extracted_slice_14) -> (tensor<1x?xf32>) {
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, 16] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x16xf32>
                    %78 = vector.create_mask %c1, %50, %c16 : vector<1x7x16xi1>
                    %79 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %78 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x7x16xf32>
                    %80 = vector.transfer_read %60[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %81 = vector.broadcast %80 : vector<1x7xf32> to vector<16x1x7xf32>
                    %82 = vector.transpose %81, [1, 2, 0] : vector<16x1x7xf32> to vector<1x7x16xf32>
                    %83 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %84 = arith.subf %79, %82 : vector<1x7x16xf32>
                    %85 = math.exp %84 : vector<1x7x16xf32>
                    %86 = vector.mask %78 { vector.multi_reduction <add>, %85, %83 [2] : vector<1x7x16xf32> to vector<1x7xf32> } : vector<1x7x16xi1> -> vector<1x7xf32>
                    %87 = vector.transfer_write %86, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %87 : tensor<1x?xf32>
                  }
                  %63 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %62) -> (tensor<1x?xf32>) {
                    %78 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, %78] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x?xf32>
                    %79 = vector.create_mask %c1, %50, %78 : vector<1x7x15xi1>
                    %80 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %79 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x7x15xf32>
                    %81 = vector.transfer_read %60[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %82 = vector.broadcast %81 : vector<1x7xf32> to vector<15x1x7xf32>
                    %83 = vector.transpose %82, [1, 2, 0] : vector<15x1x7xf32> to vector<1x7x15xf32>
                    %84 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %85 = arith.subf %80, %83 : vector<1x7x15xf32>
                    %86 = math.exp %85 : vector<1x7x15xf32>
                    %87 = vector.mask %79 { vector.multi_reduction <add>, %86, %84 [2] : vector<1x7x15xf32> to vector<1x7xf32> } : vector<1x7x15xi1> -> vector<1x7xf32>
                    %88 = vector.transfer_write %87, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %88 : tensor<1x?xf32>
                  }
                  %64 = vector.create_mask %c1, %50, %c16 : vector<1x7x16xi1>
                  %65 = vector.transfer_read %extracted_slice_11[%c0, %c0, %c0], %0, %64 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x7x16xf32>
                  %66 = vector.transfer_read %60[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                  %67 = vector.broadcast %66 : vector<1x7xf32> to vector<16x1x7xf32>
                  %68 = vector.transpose %67, [1, 2, 0] : vector<16x1x7xf32> to vector<1x7x16xf32>
                  %69 = vector.transfer_read %63[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                  %70 = vector.broadcast %69 : vector<1x7xf32> to vector<16x1x7xf32>
                  %71 = vector.transpose %70, [1, 2, 0] : vector<16x1x7xf32> to vector<1x7x16xf32>
                  %72 = vector.transfer_read %arg8[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                  %73 = arith.subf %65, %68 : vector<1x7x16xf32>
                  %74 = math.exp %73 : vector<1x7x16xf32>
                  %75 = arith.divf %74, %71 : vector<1x7x16xf32>
                  %76 = vector.mask %64 { vector.multi_reduction <minimumf>, %75, %72 [2] : vector<1x7x16xf32> to vector<1x7xf32> } : vector<1x7x16xi1> -> vector<1x7xf32>
                  %77 = vector.transfer_write %76, %arg8[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                  scf.yield %77 : tensor<1x?xf32>
                }
                %54 = scf.for %arg7 = %34 to %25 step %c16 iter_args(%arg8 = %53) -> (tensor<1x?xf32>) {
                  %55 = affine.apply #map2(%arg7)[%25]
                  %56 = affine.apply #map5()[%arg3, %arg0]
                  %57 = affine.apply #map5()[%arg5, %arg1]
                  %extracted_slice_11 = tensor.extract_slice %29[%56, %57, %arg7] [1, %50, %55] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
                  %extracted_slice_12 = tensor.extract_slice %29[%56, %57, 0] [1, %50, %25] [1, 1, 1] : tensor<?x?x?xf32> to tensor<1x?x?xf32>
                  %58 = tensor.empty(%50) : tensor<1x?xf32>
                  %59 = vector.transfer_write %cst_0, %58[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                  %extracted_slice_13 = tensor.extract_slice %59[0, 0] [1, %50] [1, 1] : tensor<1x?xf32> to tensor<1x?xf32>
                  %60 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %extracted_slice_13) -> (tensor<1x?xf32>) {
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, 16] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x16xf32>
                    %79 = vector.create_mask %c1, %50, %c16 : vector<1x7x16xi1>
                    %80 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %79 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x7x16xf32>
                    %81 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %82 = vector.mask %79 { vector.multi_reduction <maxnumf>, %80, %81 [2] : vector<1x7x16xf32> to vector<1x7xf32> } : vector<1x7x16xi1> -> vector<1x7xf32>
                    %83 = vector.transfer_write %82, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %83 : tensor<1x?xf32>
                  }
                  %61 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %60) -> (tensor<1x?xf32>) {
                    %79 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, %79] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x?xf32>
                    %80 = vector.create_mask %c1, %50, %79 : vector<1x7x15xi1>
                    %81 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %80 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x7x15xf32>
                    %82 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %83 = vector.mask %80 { vector.multi_reduction <maxnumf>, %81, %82 [2] : vector<1x7x15xf32> to vector<1x7xf32> } : vector<1x7x15xi1> -> vector<1x7xf32>
                    %84 = vector.transfer_write %83, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %84 : tensor<1x?xf32>
                  }
                  %62 = vector.transfer_write %cst, %58[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                  %extracted_slice_14 = tensor.extract_slice %62[0, 0] [1, %50] [1, 1] : tensor<1x?xf32> to tensor<1x?xf32>
                  %63 = scf.for %arg9 = %c0 to %34 step %c16 iter_args(%arg10 = %extracted_slice_14) -> (tensor<1x?xf32>) {
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, 16] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x16xf32>
                    %79 = vector.create_mask %c1, %50, %c16 : vector<1x7x16xi1>
                    %80 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %79 {in_bounds = [true, true, true]} : tensor<1x?x16xf32>, vector<1x7x16xf32>
                    %81 = vector.transfer_read %61[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %82 = vector.broadcast %81 : vector<1x7xf32> to vector<16x1x7xf32>
                    %83 = vector.transpose %82, [1, 2, 0] : vector<16x1x7xf32> to vector<1x7x16xf32>
                    %84 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %85 = arith.subf %80, %83 : vector<1x7x16xf32>
                    %86 = math.exp %85 : vector<1x7x16xf32>
                    %87 = vector.mask %79 { vector.multi_reduction <add>, %86, %84 [2] : vector<1x7x16xf32> to vector<1x7xf32> } : vector<1x7x16xi1> -> vector<1x7xf32>
                    %88 = vector.transfer_write %87, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %88 : tensor<1x?xf32>
                  }
                  %64 = scf.for %arg9 = %34 to %25 step %c16 iter_args(%arg10 = %63) -> (tensor<1x?xf32>) {
                    %79 = affine.apply #map2(%arg9)[%25]
                    %extracted_slice_15 = tensor.extract_slice %extracted_slice_12[0, 0, %arg9] [1, %50, %79] [1, 1, 1] : tensor<1x?x?xf32> to tensor<1x?x?xf32>
                    %80 = vector.create_mask %c1, %50, %79 : vector<1x7x15xi1>
                    %81 = vector.transfer_read %extracted_slice_15[%c0, %c0, %c0], %0, %80 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x7x15xf32>
                    %82 = vector.transfer_read %61[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %83 = vector.broadcast %82 : vector<1x7xf32> to vector<15x1x7xf32>
                    %84 = vector.transpose %83, [1, 2, 0] : vector<15x1x7xf32> to vector<1x7x15xf32>
                    %85 = vector.transfer_read %arg10[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                    %86 = arith.subf %81, %84 : vector<1x7x15xf32>
                    %87 = math.exp %86 : vector<1x7x15xf32>
                    %88 = vector.mask %80 { vector.multi_reduction <add>, %87, %85 [2] : vector<1x7x15xf32> to vector<1x7xf32> } : vector<1x7x15xi1> -> vector<1x7xf32>
                    %89 = vector.transfer_write %88, %arg10[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                    scf.yield %89 : tensor<1x?xf32>
                  }
                  %65 = vector.create_mask %c1, %50, %55 : vector<1x7x15xi1>
                  %66 = vector.transfer_read %extracted_slice_11[%c0, %c0, %c0], %0, %65 {in_bounds = [true, true, true]} : tensor<1x?x?xf32>, vector<1x7x15xf32>
                  %67 = vector.transfer_read %61[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                  %68 = vector.broadcast %67 : vector<1x7xf32> to vector<15x1x7xf32>
                  %69 = vector.transpose %68, [1, 2, 0] : vector<15x1x7xf32> to vector<1x7x15xf32>
                  %70 = vector.transfer_read %64[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                  %71 = vector.broadcast %70 : vector<1x7xf32> to vector<15x1x7xf32>
                  %72 = vector.transpose %71, [1, 2, 0] : vector<15x1x7xf32> to vector<1x7x15xf32>
                  %73 = vector.transfer_read %arg8[%c0, %c0], %0, %51 {in_bounds = [true, true]} : tensor<1x?xf32>, vector<1x7xf32>
                  %74 = arith.subf %66, %69 : vector<1x7x15xf32>
                  %75 = math.exp %74 : vector<1x7x15xf32>
                  %76 = arith.divf %75, %72 : vector<1x7x15xf32>
                  %77 = vector.mask %65 { vector.multi_reduction <minimumf>, %76, %73 [2] : vector<1x7x15xf32> to vector<1x7xf32> } : vector<1x7x15xi1> -> vector<1x7xf32>
                  %78 = vector.transfer_write %77, %arg8[%c0, %c0], %51 {in_bounds = [true, true]} : vector<1x7xf32>, tensor<1x?xf32>
                  scf.yield %78 : tensor<1x?xf32>
                }
                %inserted_slice = tensor.insert_slice %54 into %52[0, 0] [1, %50] [1, 1] : tensor<1x?xf32> into tensor<1x?xf32>
                %inserted_slice_10 = tensor.insert_slice %inserted_slice into %arg6[%arg3, %arg5] [1, %50] [1, 1] : tensor<1x?xf32> into tensor<?x?xf32>
                scf.yield %inserted_slice_10 : tensor<?x?xf32>
              }
              scf.yield %49 : tensor<?x?xf32>
            }
            scf.forall.in_parallel {
              tensor.parallel_insert_slice %46 into %arg2[%arg0, %arg1] [%43, %44] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
            }
          } {mapping = [#iree_codegen.workgroup_mapping<y>, #iree_codegen.workgroup_mapping<x>]}
          iree_codegen.store_to_buffer %42, %27 : tensor<?x?xf32> into memref<?x?xf32, #hal.descriptor_type<storage_buffer>>
          iree_codegen.store_to_buffer %41, %28 : tensor<?x?x?xf32> into memref<?x?x?xf32, #hal.descriptor_type<storage_buffer>>
          return
        }
        iree_codegen.dispatch_config @main$async_dispatch_0_softmax_DxDxDxf32 {
        ^bb0(%arg0: !hal.device, %arg1: index, %arg2: index, %arg3: index):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2, %arg3)
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  hal.executable private @main$async_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_1_transpose_DxD_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device, %arg1: index, %arg2: index) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2)
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main$async_dispatch_1_transpose_DxD_f32() {
          %c32_i64 = arith.constant 32 : i64
          %c0 = arith.constant 0 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout1) ordinal(0) : i32
          %1 = hal.interface.constant.load layout(#pipeline_layout1) ordinal(1) : i32
          %2 = hal.interface.constant.load layout(#pipeline_layout1) ordinal(2) : i32
          %3 = hal.interface.constant.load layout(#pipeline_layout1) ordinal(3) : i32
          %4 = hal.interface.constant.load layout(#pipeline_layout1) ordinal(4) : i32
          %5 = hal.interface.constant.load layout(#pipeline_layout1) ordinal(5) : i32
          %6 = arith.extui %0 : i32 to i64
          %7 = arith.extui %1 : i32 to i64
          %8 = arith.shli %7, %c32_i64 : i64
          %9 = arith.ori %6, %8 : i64
          %10 = arith.index_castui %9 {stream.alignment = 64 : index} : i64 to index
          %11 = arith.extui %2 : i32 to i64
          %12 = arith.extui %3 : i32 to i64
          %13 = arith.shli %12, %c32_i64 : i64
          %14 = arith.ori %11, %13 : i64
          %15 = arith.index_castui %14 : i64 to index
          %16 = arith.extui %4 : i32 to i64
          %17 = arith.extui %5 : i32 to i64
          %18 = arith.shli %17, %c32_i64 : i64
          %19 = arith.ori %16, %18 : i64
          %20 = arith.index_castui %19 : i64 to index
          %21:3 = util.assume.int 
              %10<udiv = 64>, 
              %15<umin = 0, umax = 9223372036854775807>, 
              %20<umin = 0, umax = 9007199254740991>
            : index, index, index
          %22 = iree_tensor_ext.dispatch.workload.ordinal %21#1, 0 : index
          %23 = iree_tensor_ext.dispatch.workload.ordinal %21#2, 1 : index
          %24 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%23, %22}
          %25 = hal.interface.binding.subspan layout(#pipeline_layout1) binding(1) alignment(64) offset(%21#0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%22, %23}
          %26 = iree_tensor_ext.dispatch.tensor.load %24, offsets = [0, 0], sizes = [%23, %22], strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%23, %22} -> tensor<?x?xf32>
          %27 = tensor.empty(%22, %23) : tensor<?x?xf32>
          %28 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<?x?xf32>) outs(%27 : tensor<?x?xf32>) {
          ^bb0(%in: f32, %out: f32):
            linalg.yield %in : f32
          } -> tensor<?x?xf32>
          iree_tensor_ext.dispatch.tensor.store %28, %25, offsets = [0, 0], sizes = [%22, %23], strides = [1, 1] : tensor<?x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>{%22, %23}
          return
        }
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> (!hal.buffer_view, !hal.buffer_view) attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c32_i64 = arith.constant 32 : i64
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c4 = arith.constant 4 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[0] : index
    %1 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[1] : index
    %2 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[2] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%0, %1, %2]) type(%element_type_f32) encoding(%dense_row_major)
    %3 = arith.muli %0, %c4 : index
    %4 = arith.muli %3, %1 : index
    %5 = arith.muli %4, %2 : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<?x?x?xf32>{%0, %1, %2} in !stream.resource<external>{%5}
    %7 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %8 = arith.muli %1, %2 overflow<nsw> : index
    %9 = arith.muli %8, %c4 : index
    %10 = arith.muli %9, %0 : index
    %11 = util.align %4, %c64 : index
    %12 = util.align %10, %c64 : index
    %13 = arith.addi %11, %12 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%7) => !stream.resource<external>{%13} => !stream.timepoint
    %14 = stream.resource.subview %result[%c0] : !stream.resource<external>{%13} -> !stream.resource<external>{%4}
    %15 = stream.resource.subview %result[%11] : !stream.resource<external>{%13} -> !stream.resource<external>{%10}
    %16 = util.align %5, %c64 : index
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%7) => !stream.resource<transient>{%16} => !stream.timepoint
    %17 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %18 = arith.index_castui %0 : index to i64
    %19 = arith.index_castui %0 : index to i32
    %20 = arith.shrui %18, %c32_i64 : i64
    %21 = arith.trunci %20 : i64 to i32
    %22 = arith.index_castui %1 : index to i64
    %23 = arith.index_castui %1 : index to i32
    %24 = arith.shrui %22, %c32_i64 : i64
    %25 = arith.trunci %24 : i64 to i32
    %26 = arith.index_castui %2 : index to i64
    %27 = arith.index_castui %2 : index to i32
    %28 = arith.shrui %26, %c32_i64 : i64
    %29 = arith.trunci %28 : i64 to i32
    %30 = arith.index_castui %11 : index to i64
    %31 = arith.index_castui %11 : index to i32
    %32 = arith.shrui %30, %c32_i64 : i64
    %33 = arith.trunci %32 : i64 to i32
    %34 = arith.index_castui %8 : index to i64
    %35 = arith.index_castui %8 : index to i32
    %36 = arith.shrui %34, %c32_i64 : i64
    %37 = arith.trunci %36 : i64 to i32
    %38 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%17) => with(%6 as %arg3: !stream.resource<external>{%5}, %result as %arg4: !stream.resource<external>{%13}, %result_0 as %arg5: !stream.resource<transient>{%16}) {
      stream.cmd.dispatch @main$async_dispatch_0::@embedded_elf_x86_64::@main$async_dispatch_0_softmax_DxDxDxf32[%0, %1, %2](%19, %21, %23, %25, %27, %29 : i32, i32, i32, i32, i32, i32) {
        ro %arg3[%c0 for %5] : !stream.resource<external>{%5},
        wo %arg4[%c0 for %13] : !stream.resource<external>{%13},
        wo %arg5[%c0 for %16] : !stream.resource<transient>{%16}
      }
      stream.cmd.dispatch @main$async_dispatch_1::@embedded_elf_x86_64::@main$async_dispatch_1_transpose_DxD_f32[%8, %0](%31, %33, %35, %37, %19, %21 : i32, i32, i32, i32, i32, i32) {
        ro %arg5[%c0 for %16] : !stream.resource<transient>{%16},
        wo %arg4[%c0 for %13] : !stream.resource<external>{%13}
      }
    } => !stream.timepoint
    %39 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%38) => %result_0 : !stream.resource<transient>{%16} => !stream.timepoint
    %40 = arith.muli %1, %c4 : index
    %41 = arith.muli %40, %2 : index
    %42 = arith.muli %41, %0 : index
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %39 => (%arg2 : !hal.fence)
    %43 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %14 : tensor<?x?x1xf32>{%0, %1} in !stream.resource<external>{%4} -> !hal.buffer_view
    %44 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %15 : tensor<?x?x?xf32>{%1, %2, %0} in !stream.resource<external>{%42} -> !hal.buffer_view
    util.return %43, %44 : !hal.buffer_view, !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view) attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1:2 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> (!hal.buffer_view, !hal.buffer_view)
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1#0, %1#1 : !hal.buffer_view, !hal.buffer_view
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(hal.executable(hal.executable.variant(builtin.module(func.func(iree-llvmcpu-verify-vector-size-legality)))))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
