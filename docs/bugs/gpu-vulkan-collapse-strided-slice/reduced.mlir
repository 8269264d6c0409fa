func.func @main(%x: tensor<?x?x?xf32>, %i64: i64) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?x?xf32>
  %d2 = tensor.dim %x, %c2 : tensor<?x?x?xf32>
  %i = arith.index_cast %i64 : i64 to index
  %s = tensor.extract_slice %x[0, %i, 0] [%d0, 1, %d2] [1, 1, 1] : tensor<?x?x?xf32> to tensor<?x1x?xf32>
  %c = tensor.collapse_shape %s [[0, 1], [2]] : tensor<?x1x?xf32> into tensor<?x?xf32>
  %e = tensor.empty(%d0, %d2) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%c : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
