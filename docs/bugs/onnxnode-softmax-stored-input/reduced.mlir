// Failure A reduced: an elementwise op feeding a linalg.softmax, with both results returned.
// GPU (cuda/rocm, O2/O3): VerifyWorkgroupDistributionPass rejects the store of the elementwise
// result, which TileAndFuse leaves outside the workgroup scf.forall.
func.func @main(%a: tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %e = tensor.empty() : tensor<2x8xf32>
  %neg = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<2x8xf32>
  %sm = linalg.softmax dimension(1) ins(%neg : tensor<2x8xf32>) outs(%e : tensor<2x8xf32>) -> tensor<2x8xf32>
  return %neg, %sm : tensor<2x8xf32>, tensor<2x8xf32>
}
