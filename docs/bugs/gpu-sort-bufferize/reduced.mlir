// Reduced from opinfo.argsort.s0.f32[cuda|O2|static]: 1-D argsort = iree_linalg_ext.sort of f32 keys with i64 payload,
// only the payload returned (keys result unused). CUDA TileAndFuse: bufferization.alloc_tensor copy of the keys fails to bufferize.
func.func @argsort(%keys: tensor<64xf32>, %idx: tensor<64xi64>) -> tensor<64xi64> {
  %4:2 = iree_linalg_ext.sort dimension(0) outs(%keys, %idx : tensor<64xf32>, tensor<64xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %5 = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %5 : i1
  } -> tensor<64xf32>, tensor<64xi64>
  return %4#1 : tensor<64xi64>
}
