// Reduced from fuzz_41000002[cuda|O2|static] (x0.unfold(1, 2, 1) -> clamp -> amax(dim=(0,1)), the clamp also used):
// one dispatch (O2/O3) holds an elementwise producer (the unfold's window gather x[d0, d1+d3, d2] fused with the clamp)
// whose result is stored (returned) AND read by a fused reduction over d1 with a transposed map (the amax).
// iree-compile reduced.mlir --iree-hal-target-backends=cuda --iree-cuda-target=sm_80 --iree-opt-level=O2 -o /dev/null
//   -> error: failed to bufferize op; note: bufferization.alloc_tensor() copy(%arg2) : tensor<4x16x4x2xf32> (IREE 3.13.0)
// O3 fails the same; O0/O1 compile (two dispatches); llvm-cpu, vulkan-spirv and rocm gfx942 compile;
// rocm gfx942 with --iree-rocdl-enable-buffer-instructions=false fails the same (copy of tensor<2x16x4x2xf32>).
func.func @main(%x: tensor<4x17x4xf32>) -> (tensor<4x4x2xf32>, tensor<4x16x4x2xf32>) {
  %lo = arith.constant -5.000000e-01 : f32
  %hi = arith.constant 5.000000e-01 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<4x16x4x2xf32>
  %clamp = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<4x17x4xf32>) outs(%e : tensor<4x16x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.maximumf %in, %lo : f32
    %b = arith.minimumf %a, %hi : f32
    linalg.yield %b : f32
  } -> tensor<4x16x4x2xf32>
  %er = tensor.empty() : tensor<4x4x2xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x4x2xf32>) -> tensor<4x4x2xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%clamp : tensor<4x16x4x2xf32>) outs(%init : tensor<4x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<4x4x2xf32>
  return %max, %clamp : tensor<4x4x2xf32>, tensor<4x16x4x2xf32>
}
