#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#map = affine_map<()[s0] -> (s0 * 4)>
#map1 = affine_map<()[s0] -> (s0 * -4 + 17, 4)>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#translation = #iree_codegen.translation_info<pipeline = #iree_gpu.spirv_pipeline<BaseDistribute> workgroup_size = [32, 2, 1]>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_vulkan
  hal.executable private @main$async_dispatch_0 {
    hal.executable.variant public @vulkan_spirv_fb target(#executable_target_vulkan_spirv_fb) {
      hal.executable.export public @main$async_dispatch_0_reduction_2x17x64_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module attributes {hal.executable.target = #executable_target_vulkan_spirv_fb} {
        func.func @main$async_dispatch_0_reduction_2x17x64_f32() attributes {gpu.known_block_size = array<i32: 32, 2, 1>, hal.executable.target = #executable_target_vulkan_spirv_fb, translation_info = #translation} {
          %c64 = arith.constant 64 : index
          %c1 = arith.constant 1 : index
          %c0 = arith.constant 0 : index
          %cst = arith.constant 9.99999974E-6 : f32
          %cst_0 = arith.constant 6.400000e+01 : f32
          %cst_1 = arith.constant 0.000000e+00 : f32
          %c17 = arith.constant 17 : index
          %c2 = arith.constant 2 : index
          %alloc = memref.alloc() alignment = 64 : memref<2x17xf32, #gpu.address_space<workgroup>>
          %alloc_2 = memref.alloc() alignment = 64 : memref<2x17xf32, #gpu.address_space<workgroup>>
          %alloc_3 = memref.alloc() alignment = 64 : memref<17x2x64xf32, #gpu.address_space<workgroup>>
          %alloc_4 = memref.alloc() alignment = 64 : memref<2x17x64xf32, #gpu.address_space<workgroup>>
          %0 = hal.interface.binding.subspan layout(#pipeline_layout) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<17x2x64xf32, #hal.descriptor_type<storage_buffer>>
          %assume_align = memref.assume_alignment %0, 64 : memref<17x2x64xf32, #hal.descriptor_type<storage_buffer>>
          %1 = hal.interface.binding.subspan layout(#pipeline_layout) binding(1) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<17x64xf32, #hal.descriptor_type<storage_buffer>>
          %assume_align_5 = memref.assume_alignment %1, 64 : memref<17x64xf32, #hal.descriptor_type<storage_buffer>>
          %2 = hal.interface.binding.subspan layout(#pipeline_layout) binding(2) alignment(64) offset(%c0) flags(Indirect) : memref<2x17x64xf32, #hal.descriptor_type<storage_buffer>>
          %assume_align_6 = memref.assume_alignment %2, 64 : memref<2x17x64xf32, #hal.descriptor_type<storage_buffer>>
          scf.forall (%arg0) = (0) to (17) step (32) {
            %thread_id_x = gpu.thread_id x upper_bound 32
            %thread_id_y = gpu.thread_id y upper_bound 2
            scf.for %arg1 = %thread_id_y to %c17 step %c2 {
              %6 = arith.cmpi slt, %thread_id_x, %c2 : index
              scf.if %6 {
                %subview = memref.subview %assume_align[%arg1, %thread_id_x, 0] [1, 1, 64] [1, 1, 1] : memref<17x2x64xf32, #hal.descriptor_type<storage_buffer>> to memref<1x1x64xf32, strided<[128, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
                %subview_7 = memref.subview %assume_align_5[%arg1, 0] [1, 64] [1, 1] : memref<17x64xf32, #hal.descriptor_type<storage_buffer>> to memref<1x64xf32, strided<[64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
                %subview_8 = memref.subview %alloc_3[%arg1, %thread_id_x, 0] [1, 1, 64] [1, 1, 1] : memref<17x2x64xf32, #gpu.address_space<workgroup>> to memref<1x1x64xf32, strided<[128, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
                scf.for %arg2 = %c0 to %c64 step %c1 {
                  %7 = memref.load %subview[%c0, %c0, %arg2] : memref<1x1x64xf32, strided<[128, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
                  %8 = memref.load %subview_7[%c0, %arg2] : memref<1x64xf32, strided<[64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
                  %9 = arith.addf %7, %8 : f32
                  memref.store %9, %subview_8[%c0, %c0, %arg2] : memref<1x1x64xf32, strided<[128, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
                }
              }
            }
            %3 = arith.cmpi slt, %thread_id_x, %c17 : index
            scf.if %3 {
              %subview = memref.subview %alloc_2[%thread_id_y, %thread_id_x] [1, 1] [1, 1] : memref<2x17xf32, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              memref.store %cst_1, %subview[%c0, %c0] : memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
            }
            gpu.barrier memfence [#gpu.address_space<workgroup>]
            %4 = affine.apply #map()[%thread_id_x]
            %5 = arith.cmpi slt, %4, %c17 : index
            scf.if %5 {
              %6 = affine.min #map1()[%thread_id_x]
              %subview = memref.subview %alloc_2[%thread_id_y, %4] [1, %6] [1, 1] : memref<2x17xf32, #gpu.address_space<workgroup>> to memref<1x?xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              %subview_7 = memref.subview %alloc[%thread_id_y, %4] [1, %6] [1, 1] : memref<2x17xf32, #gpu.address_space<workgroup>> to memref<1x?xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              scf.for %arg1 = %c0 to %6 step %c1 {
                %7 = memref.load %subview[%c0, %arg1] : memref<1x?xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
                memref.store %7, %subview_7[%c0, %arg1] : memref<1x?xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              }
            }
            gpu.barrier memfence [#gpu.address_space<workgroup>]
            scf.if %3 {
              %subview = memref.subview %alloc_3[%thread_id_x, %thread_id_y, 0] [1, 1, 64] [1, 1, 1] : memref<17x2x64xf32, #gpu.address_space<workgroup>> to memref<1x1x64xf32, strided<[128, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
              %subview_7 = memref.subview %alloc[%thread_id_y, %thread_id_x] [1, 1] [1, 1] : memref<2x17xf32, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              scf.for %arg1 = %c0 to %c64 step %c1 {
                %6 = memref.load %subview[%c0, %c0, %arg1] : memref<1x1x64xf32, strided<[128, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
                %7 = memref.load %subview_7[%c0, %c0] : memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
                %8 = arith.addf %6, %7 : f32
                memref.store %8, %subview_7[%c0, %c0] : memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              }
              %subview_8 = memref.subview %alloc_4[%thread_id_y, %thread_id_x, 0] [1, 1, 64] [1, 1, 1] : memref<2x17x64xf32, #gpu.address_space<workgroup>> to memref<1x1x64xf32, strided<[1088, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
              scf.for %arg1 = %c0 to %c64 step %c1 {
                %6 = memref.load %subview[%c0, %c0, %arg1] : memref<1x1x64xf32, strided<[128, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
                %7 = memref.load %subview_7[%c0, %c0] : memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
                %8 = arith.divf %7, %cst_0 : f32
                %9 = arith.subf %6, %8 : f32
                memref.store %9, %subview_8[%c0, %c0, %arg1] : memref<1x1x64xf32, strided<[1088, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
              }
              %subview_9 = memref.subview %alloc_2[%thread_id_y, %thread_id_x] [1, 1] [1, 1] : memref<2x17xf32, #gpu.address_space<workgroup>> to memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              scf.for %arg1 = %c0 to %c64 step %c1 {
                %6 = memref.load %subview_8[%c0, %c0, %arg1] : memref<1x1x64xf32, strided<[1088, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
                %7 = memref.load %subview_9[%c0, %c0] : memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
                %8 = arith.mulf %6, %6 : f32
                %9 = arith.addf %8, %7 : f32
                memref.store %9, %subview_9[%c0, %c0] : memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
              }
              %subview_10 = memref.subview %assume_align_6[%thread_id_y, %thread_id_x, 0] [1, 1, 64] [1, 1, 1] : memref<2x17x64xf32, #hal.descriptor_type<storage_buffer>> to memref<1x1x64xf32, strided<[1088, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
              scf.for %arg1 = %c0 to %c64 step %c1 {
                %6 = memref.load %subview_8[%c0, %c0, %arg1] : memref<1x1x64xf32, strided<[1088, 64, 1], offset: ?>, #gpu.address_space<workgroup>>
                %7 = memref.load %subview_9[%c0, %c0] : memref<1x1xf32, strided<[17, 1], offset: ?>, #gpu.address_space<workgroup>>
                %8 = arith.divf %7, %cst_0 : f32
                %9 = arith.addf %8, %cst : f32
                %10 = math.rsqrt %9 : f32
                %11 = arith.mulf %6, %10 : f32
                memref.store %11, %subview_10[%c0, %c0, %arg1] : memref<1x1x64xf32, strided<[1088, 64, 1], offset: ?>, #hal.descriptor_type<storage_buffer>>
              }
            }
          } {mapping = [#iree_codegen.workgroup_mapping<x>]}
          return
        }
        iree_codegen.dispatch_config @main$async_dispatch_0_reduction_2x17x64_f32 {
        ^bb0(%arg0: !hal.device):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice()
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.fence, %arg3: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c0 = arith.constant 0 : index
    %c4352 = arith.constant 4352 : index
    %c8704 = arith.constant 8704 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c17 = arith.constant 17 : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c17, %c2, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<17x2x64xf32> in !stream.resource<external>{%c8704}
    %1 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg2 : (!hal.fence) => !stream.timepoint
    hal.buffer_view.assert<%arg1 : !hal.buffer_view> message("tensor") shape([%c1, %c17, %c64]) type(%element_type_f32) encoding(%dense_row_major)
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg1 : !hal.buffer_view -> tensor<1x17x64xf32> in !stream.resource<external>{%c4352}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%1) => !stream.resource<external>{%c8704} => !stream.timepoint
    %3 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%result_timepoint) => with(%0 as %arg4: !stream.resource<external>{%c8704}, %2 as %arg5: !stream.resource<external>{%c4352}, %result as %arg6: !stream.resource<external>{%c8704}) {
      stream.cmd.dispatch @main$async_dispatch_0::@vulkan_spirv_fb::@main$async_dispatch_0_reduction_2x17x64_f32 {
        ro %arg4[%c0 for %c8704] : !stream.resource<external>{%c8704},
        ro %arg5[%c0 for %c4352] : !stream.resource<external>{%c4352},
        wo %arg6[%c0 for %c8704] : !stream.resource<external>{%c8704}
      }
    } => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %3 => (%arg3 : !hal.fence)
    %4 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<2x17x64xf32> in !stream.resource<external>{%c8704} -> !hal.buffer_view
    util.return %4 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %arg1, %0, %fence) : (!hal.buffer_view, !hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(hal.executable(hal.executable.variant(builtin.module(func.func(iree-codegen-gpu-check-resource-usage)))))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
