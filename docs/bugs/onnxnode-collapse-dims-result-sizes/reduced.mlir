// Two results from one dispatch: a rank-1 dynamic reduction (result 0) and a
// rank-4 dynamic elementwise result (result 1) whose dims [1,2,3] get collapsed
// by iree-dispatch-creation-collapse-dimensions.
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#red = affine_map<(d0, d1, d2, d3) -> (d0)>
func.func @f(%x: tensor<?x?x?x?xf32>) -> (tensor<?xf32>, tensor<?x?x?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %d0 = tensor.dim %x, %c0 : tensor<?x?x?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?x?x?xf32>
  %d2 = tensor.dim %x, %c2 : tensor<?x?x?x?xf32>
  %d3 = tensor.dim %x, %c3 : tensor<?x?x?x?xf32>
  %e1 = tensor.empty(%d0) : tensor<?xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id4, #red], iterator_types = ["parallel", "reduction", "reduction", "reduction"]}
      ins(%x : tensor<?x?x?x?xf32>) outs(%f1 : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<?xf32>
  %e4 = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf32>
  %y = linalg.generic {indexing_maps = [#id4, #red, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %sum : tensor<?x?x?x?xf32>, tensor<?xf32>) outs(%e4 : tensor<?x?x?x?xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %r = arith.subf %in, %s : f32
    linalg.yield %r : f32
  } -> tensor<?x?x?x?xf32>
  return %sum, %y : tensor<?xf32>, tensor<?x?x?x?xf32>
}
