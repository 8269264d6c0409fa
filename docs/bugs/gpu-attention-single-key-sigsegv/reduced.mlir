// Attention over a single key: the key-sequence (K2) dim is unit and dropped, so
// K and V are [batch, 16] with no K2 dim at all (segformer's reduced keys at 1 token).
func.func @main(%q: tensor<?x64x16xf32>, %k: tensor<?x16xf32>, %v: tensor<?x16xf32>) -> tensor<?x64x16xf32> {
  %c0 = arith.constant 0 : index
  %scale = arith.constant 2.500000e-01 : f32
  %b = tensor.dim %q, %c0 : tensor<?x64x16xf32>
  %e = tensor.empty(%b) : tensor<?x64x16xf32>
  %r = iree_linalg_ext.attention <indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2)>, affine_map<(d0, d1, d2, d3) -> ()>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]> ins(%q, %k, %v, %scale : tensor<?x64x16xf32>, tensor<?x16xf32>, tensor<?x16xf32>, f32) outs(%e : tensor<?x64x16xf32>) {
  ^bb0(%s: f32):
    iree_linalg_ext.yield %s : f32
  } -> tensor<?x64x16xf32>
  return %r : tensor<?x64x16xf32>
}
