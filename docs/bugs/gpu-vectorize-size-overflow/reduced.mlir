// m = (a == 1) ? 0 : 1 (elementwise, returned); r = sum_{i,j} x[j,i] * m[i,j] (full reduction)
// The transposed read of %x prevents IREE from collapsing the 2-D iteration space to 1-D.
func.func @f(%a: tensor<?x?xi64>, %x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %d0 = tensor.dim %a, %c0 : tensor<?x?xi64>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xi64>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x?xi64>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%in: i64, %out: f32):
    %c = arith.cmpi eq, %in, %one : i64
    %s = arith.select %c, %f0, %f1 : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  %se = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%f0 : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
                       iterator_types = ["reduction", "reduction"]}
      ins(%x, %m : tensor<?x?xf32>, tensor<?x?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %w: f32, %out: f32):
    %p = arith.mulf %in, %w : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %m, %r : tensor<?x?xf32>, tensor<f32>
}
