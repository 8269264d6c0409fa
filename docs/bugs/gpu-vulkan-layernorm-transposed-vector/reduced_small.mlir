// layer norm over the last dim of tensor<1x64x4xf32>; result transposed to tensor<1x4x64xf32>
// iree-compile reduced_small.mlir --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=vp_android_baseline_2022 --iree-opt-level=O2 -o /dev/null
// fails in ConvertToSPIRVPass: failed to legalize operation 'arith.constant' (a zero vector as wide as the row tile)
func.func @main(%x: tensor<1x64x4xf32>) -> tensor<1x4x64xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %n = arith.constant 4.000000e+00 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %eo = tensor.empty() : tensor<1x4x64xf32>
  %ex = tensor.empty() : tensor<1x64x4xf32>
  %es = tensor.empty() : tensor<1x64xf32>
  %z = linalg.fill ins(%cst : f32) outs(%es : tensor<1x64xf32>) -> tensor<1x64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<1x64x4xf32>) outs(%z : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.addf %in, %out : f32
      linalg.yield %11 : f32
  } -> tensor<1x64xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %sum : tensor<1x64x4xf32>, tensor<1x64xf32>) outs(%ex : tensor<1x64x4xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.divf %in_4, %n : f32
      %12 = arith.subf %in, %11 : f32
      linalg.yield %12 : f32
  } -> tensor<1x64x4xf32>
  %ss = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%c : tensor<1x64x4xf32>) outs(%z : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.mulf %in, %in : f32
      %12 = arith.addf %11, %out : f32
      linalg.yield %12 : f32
  } -> tensor<1x64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c, %ss : tensor<1x64x4xf32>, tensor<1x64xf32>) outs(%eo : tensor<1x4x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.divf %in_4, %n : f32
      %12 = arith.addf %11, %eps : f32
      %13 = math.rsqrt %12 : f32
      %14 = arith.mulf %in, %13 : f32
      linalg.yield %14 : f32
  } -> tensor<1x4x64xf32>
  return %y : tensor<1x4x64xf32>
}
