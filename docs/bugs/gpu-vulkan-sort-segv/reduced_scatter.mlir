// fuzz_42000011's second crashing dispatch (no sort): an accumulating scatter (index_put)
// whose result is padded (the conv1d's padding=1) in the same dispatch; the scatter's
// destination gets a workgroup-memory copy memref<3x5x6xf32> in a BaseDistribute dispatch
// with workgroup_size [1,1,1]; the innermost 6 is not a multiple of the 4-wide copy vector.
func.func @main(%upd: tensor<8x5x6xf32>, %ind: tensor<8x1xi32>, %dst: tensor<3x5x6xf32>) -> tensor<3x5x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = iree_linalg_ext.scatter dimension_map = [0] unique_indices(false) ins(%upd, %ind : tensor<8x5x6xf32>, tensor<8x1xi32>) outs(%dst : tensor<3x5x6xf32>) {
  ^bb0(%a: f32, %b: f32):
    %1 = arith.addf %b, %a : f32
    iree_linalg_ext.yield %1 : f32
  } -> tensor<3x5x6xf32>
  %2 = tensor.pad %0 low[0, 0, 1] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %cst : f32
  } : tensor<3x5x6xf32> to tensor<3x5x8xf32>
  return %2 : tensor<3x5x8xf32>
}
