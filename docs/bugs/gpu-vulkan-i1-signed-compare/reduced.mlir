func.func @main(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %e = tensor.empty() : tensor<4xi1>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xi1>, tensor<4xi1>) outs(%e : tensor<4xi1>) {
  ^bb0(%x: i1, %y: i1, %o: i1):
    %c = arith.cmpi sge, %x, %y : i1
    linalg.yield %c : i1
  } -> tensor<4xi1>
  return %r : tensor<4xi1>
}
