func.func @main(%a: tensor<4xf32>) -> tensor<4xf8E4M3FN> {
  %0 = arith.truncf %a : tensor<4xf32> to tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}
