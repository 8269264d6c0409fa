// x (N x A x B, dynamic) reshaped by tensor.reshape to N x (A*B) as torch-mlir's group_norm does, then row normalization: mean, x - mean, sum of squares, (x - mean) * rsqrt(var).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x3: tensor<?x?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x3, %c0 : tensor<?x?x?xf32>
  %da = tensor.dim %x3, %c1 : tensor<?x?x?xf32>
  %db = tensor.dim %x3, %c2 : tensor<?x?x?xf32>
  %ni = arith.index_cast %n : index to i64
  %ai = arith.index_cast %da : index to i64
  %bi = arith.index_cast %db : index to i64
  %di = arith.muli %ai, %bi : i64
  %shape = tensor.from_elements %ni, %di : tensor<2xi64>
  %x = tensor.reshape %x3(%shape) : (tensor<?x?x?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %d = arith.index_cast %di : i64 to index
  %df = arith.sitofp %di : i64 to f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<?x?xf32>) outs(%acc : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %e2 = tensor.empty(%n, %d) : tensor<?x?xf32>
  %c = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %sum : tensor<?x?xf32>, tensor<?xf32>) outs(%e2 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %m = arith.divf %s, %df : f32
    %r = arith.subf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<?x?xf32>) outs(%acc : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %in, %in : f32
    %a = arith.addf %p, %out : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%c, %sq : tensor<?x?xf32>, tensor<?xf32>) outs(%e2 : tensor<?x?xf32>) {
  ^bb0(%in: f32, %v: f32, %out: f32):
    %m = arith.divf %v, %df : f32
    %r = math.rsqrt %m : f32
    %o = arith.mulf %in, %r : f32
    linalg.yield %o : f32
  } -> tensor<?x?xf32>
  return %y : tensor<?x?xf32>
}
