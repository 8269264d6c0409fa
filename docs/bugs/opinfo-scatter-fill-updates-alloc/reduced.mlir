func.func @main(%orig: tensor<?x?xf32>, %idx3: tensor<?x?x2xi64>) -> tensor<?x?xf32> {
  %one = arith.constant 1.0 : f32
  %idx = tensor.collapse_shape %idx3 [[0, 1], [2]] : tensor<?x?x2xi64> into tensor<?x2xi64>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %idx, %c0 : tensor<?x2xi64>
  %e = tensor.empty(%n) : tensor<?xf32>
  %u = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%u, %idx : tensor<?xf32>, tensor<?x2xi64>) outs(%orig : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    iree_linalg_ext.yield %a : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
