// layer norm over the last dim of tensor<2x1024x64xf32>; result transposed to tensor<2x64x1024xf32>
// iree-compile reduced.mlir --iree-hal-target-backends=vulkan-spirv --iree-vulkan-target=vp_android_baseline_2022 --iree-opt-level=O2 -o /dev/null
// fails in ConvertToSPIRVPass: failed to legalize operation 'arith.constant' (a zero vector as wide as the row tile)
func.func @main(%x: tensor<2x1024x64xf32>) -> tensor<2x64x1024xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %n = arith.constant 6.400000e+01 : f32
  %eps = arith.constant 9.99999974E-6 : f32
  %eo = tensor.empty() : tensor<2x64x1024xf32>
  %ex = tensor.empty() : tensor<2x1024x64xf32>
  %es = tensor.empty() : tensor<2x1024xf32>
  %z = linalg.fill ins(%cst : f32) outs(%es : tensor<2x1024xf32>) -> tensor<2x1024xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x1024x64xf32>) outs(%z : tensor<2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.addf %in, %out : f32
      linalg.yield %11 : f32
  } -> tensor<2x1024xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %sum : tensor<2x1024x64xf32>, tensor<2x1024xf32>) outs(%ex : tensor<2x1024x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.divf %in_4, %n : f32
      %12 = arith.subf %in, %11 : f32
      linalg.yield %12 : f32
  } -> tensor<2x1024x64xf32>
  %ss = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%c : tensor<2x1024x64xf32>) outs(%z : tensor<2x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.mulf %in, %in : f32
      %12 = arith.addf %11, %out : f32
      linalg.yield %12 : f32
  } -> tensor<2x1024xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c, %ss : tensor<2x1024x64xf32>, tensor<2x1024xf32>) outs(%eo : tensor<2x64x1024xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.divf %in_4, %n : f32
      %12 = arith.addf %11, %eps : f32
      %13 = math.rsqrt %12 : f32
      %14 = arith.mulf %in, %13 : f32
      linalg.yield %14 : f32
  } -> tensor<2x64x1024xf32>
  return %y : tensor<2x64x1024xf32>
}
