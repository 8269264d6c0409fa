#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%a8: tensor<6x32xi32>) -> tensor<6xi64> {
  %ea = tensor.empty() : tensor<6x32xi64>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%a8 : tensor<6x32xi32>) outs(%ea : tensor<6x32xi64>) {
  ^bb0(%in: i32, %out: i64):
    %x = arith.extsi %in : i32 to i64
    linalg.yield %x : i64
  } -> tensor<6x32xi64>
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<6xi64>
  %f = linalg.fill ins(%c0 : i64) outs(%e : tensor<6xi64>) -> tensor<6xi64>
  %r = linalg.reduce ins(%a : tensor<6x32xi64>) outs(%f : tensor<6xi64>) dimensions = [1]
    (%x: i64, %acc: i64) { %s = arith.addi %x, %acc : i64
      linalg.yield %s : i64 }
  return %r : tensor<6xi64>
}
