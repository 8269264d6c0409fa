#executable_target_cuda_nvptx_fb = #hal.executable.target<"cuda", "cuda-nvptx-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "sm_80", features = "+ptx76", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<NV_MMA_SYNC_F32_16x8x16_F16>, <NV_MMA_SYNC_F16_16x8x16_F16>, <NV_MMA_SYNC_F32_16x8x16_BF16>, <NV_WMMA_F32_16x16x16_F16>, <NV_WMMA_F16_16x16x16_F16>], subgroup_size_choices = [32], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 166912, max_workgroup_counts = [2147483647, 65535, 65535]>>}>
#map = affine_map<()[s0] -> ((s0 ceildiv 256) * 256)>
#map1 = affine_map<()[s0, s1] -> (256, s0 - s1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#nested = #iree_vector_ext.nested_layout<subgroup_tile = [1, 1, 1], batch_tile = [1, 1, 1], outer_tile = [1, 1, 1], thread_tile = [1, 1, 1], element_tile = [1, 1, 4], subgroup_strides = [0, 0, 0], thread_strides = [0, 0, 0]>
#nested1 = #iree_vector_ext.nested_layout<subgroup_tile = [1, 8, 1], batch_tile = [1, 1, 1], outer_tile = [1, 1, 1], thread_tile = [1, 32, 1], element_tile = [1, 1, 4], subgroup_strides = [0, 1, 0], thread_strides = [0, 1, 0]>
#nested2 = #iree_vector_ext.nested_layout<subgroup_tile = [1, 8, 1], batch_tile = [1, 1, 1], outer_tile = [1, 1, 1], thread_tile = [1, 32, 1], element_tile = [1, 1, 1], subgroup_strides = [0, 1, 0], thread_strides = [0, 1, 0]>
#nested3 = #iree_vector_ext.nested_layout<subgroup_tile = [8, 1, 1, 1], batch_tile = [1, 1, 1, 1], outer_tile = [1, 1, 1, 1], thread_tile = [32, 1, 1, 1], element_tile = [1, 1, 1, 4], subgroup_strides = [1, 0, 0, 0], thread_strides = [1, 0, 0, 0]>
#pipeline_layout = #hal.pipeline.layout<constants = 6, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#translation = #iree_codegen.translation_info<pipeline = #iree_gpu.pipeline<VectorDistribute> workgroup_size = [256, 1, 1] subgroup_size = 32, {iree_codegen.denormal_fp_math_f32 = #iree_codegen.denormal_fp_math<"preserve-sign">}>
#device_target_cuda = #hal.device.target<"cuda", [#executable_target_cuda_nvptx_fb]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_cuda
  hal.executable private @main$async_dispatch_0 {
    hal.executable.variant public @cuda_nvptx_fb target(#executable_target_cuda_nvptx_fb) {
      hal.executable.export public @main$async_dispatch_0_attention_8xDx2x2xD ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2, %arg3)
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main$async_dispatch_0_attention_8xDx2x2xD() attributes {translation_info = #translation} {
          %alloca = memref.alloca() : memref<1x256x2xf32, #gpu.address_space<private>>
          %alloca_0 = memref.alloca() : memref<1x256x2xf32, #gpu.address_space<private>>
          %cst = arith.constant dense<2> : vector<4xindex>
          %cst_1 = arith.constant dense<1.000000e+00> : vector<1x1xf32>
          %cst_2 = arith.constant dense<1.44269502> : vector<1x1x256xf32>
          %cst_3 = arith.constant dense<0.000000e+00> : vector<1x256x1xf32>
          %cst_4 = arith.constant dense<1.02013946> : vector<1x1x4xf32>
          %cst_5 = arith.constant dense<0xFF800000> : vector<1x1x256xf32>
          %cst_6 = arith.constant dense<0xFF800000> : vector<256xf32>
          %cst_7 = arith.constant dense<0.000000e+00> : vector<256xf32>
          %cst_8 = arith.constant dense<0.000000e+00> : vector<1x256x4xf32>
          %cst_9 = arith.constant dense<0.000000e+00> : vector<256x1x1xf32>
          %cst_10 = arith.constant dense<-3.40282347E+38> : vector<256x1x1xf32>
          %cst_11 = arith.constant dense<0.000000e+00> : vector<256x1x1x4xf32>
          %cst_12 = arith.constant dense<0.000000e+00> : vector<1x1xf32>
          %cst_13 = arith.constant dense<-3.40282347E+38> : vector<1x1xf32>
          %cst_14 = arith.constant dense<0.000000e+00> : vector<1x1x4xf32>
          %c256 = arith.constant 256 : index
          %0 = ub.poison : f32
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
          %26 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>{%24}
          %assume_align = memref.assume_alignment %26, 64 : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>
          %27 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>{%23}
          %assume_align_15 = memref.assume_alignment %27, 64 : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>
          %28 = hal.interface.binding.subspan layout(#pipeline_layout) binding(2) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>{%25}
          %assume_align_16 = memref.assume_alignment %28, 64 : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>
          %29 = hal.interface.binding.subspan layout(#pipeline_layout) binding(3) alignment(64) offset(%c0) flags(Indirect) : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>{%24}
          %assume_align_17 = memref.assume_alignment %29, 64 : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>>
          scf.forall (%arg0, %arg1, %arg2) = (0, 0, 0) to (8, %24, 2) step (1, 1, 8) {
            %subview = memref.subview %assume_align[%arg0, %arg1, 0] [1, 1, 2] [1, 1, 1] : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>> to memref<1x1x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
            %subview_18 = memref.subview %assume_align_17[%arg0, %arg1, 0] [1, 1, 2] [1, 1, 1] : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>> to memref<1x1x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
            %30 = vector.step : vector<4xindex>
            %31 = arith.cmpi slt, %30, %cst : vector<4xindex>
            %32 = vector.shape_cast %31 : vector<4xi1> to vector<1x1x4xi1>
            %33 = vector.transfer_read %subview[%c0, %c0, %c0], %0, %32 {in_bounds = [true, true, true]} : memref<1x1x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>, vector<1x1x4xf32>
            %34 = affine.apply #map()[%23]
            %35:3 = scf.for %arg3 = %c0 to %34 step %c256 iter_args(%arg4 = %cst_11, %arg5 = %cst_9, %arg6 = %cst_10) -> (vector<256x1x1x4xf32>, vector<256x1x1xf32>, vector<256x1x1xf32>) {
              %51 = affine.min #map1()[%23, %arg3]
              %subview_19 = memref.subview %assume_align_15[%arg0, %arg3, 0] [1, %51, 2] [1, 1, 1] : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>> to memref<1x?x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
              %subview_20 = memref.subview %assume_align_16[%arg0, %arg3, 0] [1, %51, 2] [1, 1, 1] : memref<8x?x2xf32, #hal.descriptor_type<storage_buffer>> to memref<1x?x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
              %52 = vector.step : vector<256xindex>
              %53 = vector.broadcast %51 : index to vector<256xindex>
              %54 = arith.cmpi slt, %52, %53 : vector<256xindex>
              %55 = vector.broadcast %54 : vector<256xi1> to vector<1x2x256xi1>
              %56 = vector.transpose %55, [0, 2, 1] : vector<1x2x256xi1> to vector<1x256x2xi1>
              %57 = vector.transfer_read %subview_19[%c0, %c0, %c0], %0, %56 {in_bounds = [true, true, true]} : memref<1x?x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>, vector<1x256x2xf32>
              vector.transfer_write %57, %alloca_0[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x256x2xf32>, memref<1x256x2xf32, #gpu.address_space<private>>
              %58 = vector.broadcast %31 : vector<4xi1> to vector<1x256x4xi1>
              %59 = vector.transfer_read %alloca_0[%c0, %c0, %c0], %0, %58 {in_bounds = [true, true, true]} : memref<1x256x2xf32, #gpu.address_space<private>>, vector<1x256x4xf32>
              %60 = vector.broadcast %52 : vector<256xindex> to vector<1x4x256xindex>
              %61 = vector.transpose %60, [0, 2, 1] : vector<1x4x256xindex> to vector<1x256x4xindex>
              %62 = vector.broadcast %arg3 : index to vector<1x256x4xindex>
              %63 = arith.addi %62, %61 : vector<1x256x4xindex>
              %64 = vector.broadcast %23 : index to vector<1x256x4xindex>
              %65 = arith.cmpi ult, %63, %64 : vector<1x256x4xindex>
              %66 = arith.select %65, %59, %cst_8 : vector<1x256x4xi1>, vector<1x256x4xf32>
              %67 = vector.transfer_read %subview_20[%c0, %c0, %c0], %0, %56 {in_bounds = [true, true, true]} : memref<1x?x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>, vector<1x256x2xf32>
              vector.transfer_write %67, %alloca[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<1x256x2xf32>, memref<1x256x2xf32, #gpu.address_space<private>>
              %68 = vector.transfer_read %alloca[%c0, %c0, %c0], %0, %58 {in_bounds = [true, true, true]} : memref<1x256x2xf32, #gpu.address_space<private>>, vector<1x256x4xf32>
              %69 = arith.select %65, %68, %cst_8 : vector<1x256x4xi1>, vector<1x256x4xf32>
              %70 = vector.broadcast %arg3 : index to vector<256xindex>
              %71 = arith.addi %52, %70 : vector<256xindex>
              %72 = vector.broadcast %arg1 : index to vector<256xindex>
              %73 = arith.cmpi sge, %72, %71 : vector<256xindex>
              %74 = arith.select %73, %cst_7, %cst_6 : vector<256xi1>, vector<256xf32>
              %75 = vector.shape_cast %74 : vector<256xf32> to vector<1x1x256xf32>
              %76 = vector.broadcast %23 : index to vector<256xindex>
              %77 = arith.cmpi ult, %71, %76 : vector<256xindex>
              %78 = vector.shape_cast %77 : vector<256xi1> to vector<1x1x256xi1>
              %79 = arith.select %78, %75, %cst_5 : vector<1x1x256xi1>, vector<1x1x256xf32>
              %80 = arith.mulf %33, %cst_4 : vector<1x1x4xf32>
              %81 = iree_vector_ext.to_layout %80 to layout(#nested) : vector<1x1x4xf32>
              %82 = iree_vector_ext.to_layout %66 to layout(#nested1) : vector<1x256x4xf32>
              %83 = iree_vector_ext.to_layout %cst_3 to layout(#nested2) : vector<1x256x1xf32>
              %84 = vector.transpose %83, [0, 2, 1] : vector<1x256x1xf32> to vector<1x1x256xf32>
              %85 = arith.select %32, %81, %cst_14 : vector<1x1x4xi1>, vector<1x1x4xf32>
              %86 = arith.select %58, %82, %cst_8 : vector<1x256x4xi1>, vector<1x256x4xf32>
              %87 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction", "parallel"], kind = #vector.kind<add>} %85, %86, %84 : vector<1x1x4xf32>, vector<1x256x4xf32> into vector<1x1x256xf32>
              %88 = vector.transpose %87, [0, 2, 1] : vector<1x1x256xf32> to vector<1x256x1xf32>
              %89 = iree_vector_ext.to_layout %88 to layout(#nested2) : vector<1x256x1xf32>
              %90 = vector.transpose %89, [0, 2, 1] : vector<1x256x1xf32> to vector<1x1x256xf32>
              %91 = arith.mulf %79, %cst_2 : vector<1x1x256xf32>
              %92 = arith.addf %90, %91 : vector<1x1x256xf32>
              %93 = vector.transpose %arg6, [1, 2, 0] : vector<256x1x1xf32> to vector<1x1x256xf32>
              %94 = arith.maximumf %92, %93 : vector<1x1x256xf32>
              %95 = vector.transpose %94, [2, 0, 1] : vector<1x1x256xf32> to vector<256x1x1xf32>
              %96 = arith.subf %93, %94 : vector<1x1x256xf32>
              %97 = math.exp2 %96 : vector<1x1x256xf32>
              %98 = vector.transpose %97, [2, 0, 1] : vector<1x1x256xf32> to vector<256x1x1xf32>
              %99 = vector.transpose %arg5, [1, 2, 0] : vector<256x1x1xf32> to vector<1x1x256xf32>
              %100 = arith.mulf %97, %99 : vector<1x1x256xf32>
              %101 = arith.subf %92, %94 : vector<1x1x256xf32>
              %102 = math.exp2 %101 : vector<1x1x256xf32>
              %103 = vector.transpose %102, [0, 2, 1] : vector<1x1x256xf32> to vector<1x256x1xf32>
              %104 = arith.addf %102, %100 : vector<1x1x256xf32>
              %105 = vector.transpose %104, [2, 0, 1] : vector<1x1x256xf32> to vector<256x1x1xf32>
              %106 = vector.broadcast %98 : vector<256x1x1xf32> to vector<4x256x1x1xf32>
              %107 = vector.transpose %106, [2, 3, 0, 1] : vector<4x256x1x1xf32> to vector<1x1x4x256xf32>
              %108 = vector.transpose %arg4, [1, 2, 3, 0] : vector<256x1x1x4xf32> to vector<1x1x4x256xf32>
              %109 = arith.mulf %107, %108 : vector<1x1x4x256xf32>
              %110 = vector.transpose %109, [3, 0, 1, 2] : vector<1x1x4x256xf32> to vector<256x1x1x4xf32>
              %111 = iree_vector_ext.to_layout %103 to layout(#nested2) : vector<1x256x1xf32>
              %112 = iree_vector_ext.to_layout %69 to layout(#nested1) : vector<1x256x4xf32>
              %113 = iree_vector_ext.to_layout %110 to layout(#nested3) : vector<256x1x1x4xf32>
              %114 = vector.broadcast %111 : vector<1x256x1xf32> to vector<4x1x256x1xf32>
              %115 = vector.transpose %114, [1, 3, 0, 2] : vector<4x1x256x1xf32> to vector<1x1x4x256xf32>
              %116 = vector.shape_cast %112 : vector<1x256x4xf32> to vector<1x1x256x4xf32>
              %117 = vector.transpose %116, [1, 0, 3, 2] : vector<1x1x256x4xf32> to vector<1x1x4x256xf32>
              %118 = vector.transpose %113, [1, 2, 3, 0] : vector<256x1x1x4xf32> to vector<1x1x4x256xf32>
              %119 = arith.mulf %115, %117 : vector<1x1x4x256xf32>
              %120 = arith.addf %119, %118 : vector<1x1x4x256xf32>
              %121 = vector.transpose %120, [3, 0, 1, 2] : vector<1x1x4x256xf32> to vector<256x1x1x4xf32>
              %122 = iree_vector_ext.to_layout %121 to layout(#nested3) : vector<256x1x1x4xf32>
              scf.yield %122, %105, %95 : vector<256x1x1x4xf32>, vector<256x1x1xf32>, vector<256x1x1xf32>
            }
            %36 = vector.multi_reduction <maximumf>, %35#2, %cst_13 [0] : vector<256x1x1xf32> to vector<1x1xf32>
            %37 = vector.broadcast %36 : vector<1x1xf32> to vector<256x1x1xf32>
            %38 = arith.subf %35#2, %37 : vector<256x1x1xf32>
            %39 = math.exp2 %38 : vector<256x1x1xf32>
            %40 = arith.mulf %39, %35#1 : vector<256x1x1xf32>
            %41 = vector.multi_reduction <add>, %40, %cst_12 [0] : vector<256x1x1xf32> to vector<1x1xf32>
            %42 = vector.broadcast %39 : vector<256x1x1xf32> to vector<4x256x1x1xf32>
            %43 = vector.transpose %42, [2, 3, 0, 1] : vector<4x256x1x1xf32> to vector<1x1x4x256xf32>
            %44 = vector.transpose %35#0, [1, 2, 3, 0] : vector<256x1x1x4xf32> to vector<1x1x4x256xf32>
            %45 = arith.mulf %43, %44 : vector<1x1x4x256xf32>
            %46 = vector.transpose %45, [3, 0, 1, 2] : vector<1x1x4x256xf32> to vector<256x1x1x4xf32>
            %47 = vector.multi_reduction <add>, %46, %cst_14 [0] : vector<256x1x1x4xf32> to vector<1x1x4xf32>
            %48 = arith.divf %cst_1, %41 : vector<1x1xf32>
            %49 = vector.broadcast %48 : vector<1x1xf32> to vector<1x1x4xf32>
            %50 = arith.mulf %49, %47 : vector<1x1x4xf32>
            vector.transfer_write %50, %subview_18[%c0, %c0, %c0], %32 {in_bounds = [true, true, true]} : vector<1x1x4xf32>, memref<1x1x2xf32, strided<[?, 2, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
          } {mapping = [#iree_codegen.workgroup_mapping<z>, #iree_codegen.workgroup_mapping<y>, #iree_codegen.workgroup_mapping<x>]}
          return
        }
        iree_codegen.dispatch_config @main$async_dispatch_0_attention_8xDx2x2xD {
        ^bb0(%arg0: !hal.device, %arg1: index, %arg2: index, %arg3: index):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2, %arg3)
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.fence, %arg4: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c32_i64 = arith.constant 32 : i64
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[2] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c1, %c8, %0, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c64 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<1x8x?x2xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg3 : (!hal.fence) => !stream.timepoint
    %4 = hal.buffer_view.dim<%arg1 : !hal.buffer_view>[2] : index
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c1, %c8, %4, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %5 = arith.muli %4, %c64 : index
    %6 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<1x8x?x2xf32>{%4} in !stream.resource<external>{%5}
    %7 = hal.buffer_view.dim<%arg2 : !hal.buffer_view>[2] : index
    hal.buffer_view.assert<%arg2 : !hal.buffer_view> message("tensor") shape([%c1, %c8, %7, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %8 = arith.muli %7, %c64 : index
    %9 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg2 : !hal.buffer_view -> tensor<1x8x?x2xf32>{%7} in !stream.resource<external>{%8}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<external>{%1} => !stream.timepoint
    %10 = arith.index_castui %4 : index to i64
    %11 = arith.index_castui %4 : index to i32
    %12 = arith.shrui %10, %c32_i64 : i64
    %13 = arith.trunci %12 : i64 to i32
    %14 = arith.index_castui %0 : index to i64
    %15 = arith.index_castui %0 : index to i32
    %16 = arith.shrui %14, %c32_i64 : i64
    %17 = arith.trunci %16 : i64 to i32
    %18 = arith.index_castui %7 : index to i64
    %19 = arith.index_castui %7 : index to i32
    %20 = arith.shrui %18, %c32_i64 : i64
    %21 = arith.trunci %20 : i64 to i32
    %22 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%2 as %arg5: !stream.resource<external>{%1}, %6 as %arg6: !stream.resource<external>{%5}, %9 as %arg7: !stream.resource<external>{%8}, %result as %arg8: !stream.resource<external>{%1}) {
      stream.cmd.dispatch @main$async_dispatch_0::@cuda_nvptx_fb::@main$async_dispatch_0_attention_8xDx2x2xD[%4, %0, %7](%11, %13, %15, %17, %19, %21 : i32, i32, i32, i32, i32, i32) {
        ro %arg5[%c0 for %1] : !stream.resource<external>{%1},
        ro %arg6[%c0 for %5] : !stream.resource<external>{%5},
        ro %arg7[%c0 for %8] : !stream.resource<external>{%8},
        wo %arg8[%c0 for %1] : !stream.resource<external>{%1}
      }
    } => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %22 => (%arg4 : !hal.fence)
    %23 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<1x8x?x2xf32>{%0} in !stream.resource<external>{%1} -> !hal.buffer_view
    util.return %23 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %arg2, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(hal.executable(hal.executable.variant(builtin.module(func.func(iree-llvmgpu-vector-distribute)))))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
