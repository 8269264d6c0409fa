func.func @main(%a: tensor<2x6x2xf32>, %b: tensor<2x2x2xf32>) -> tensor<2x6x2xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6x2xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<2x6x2xf32>) -> tensor<2x6x2xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x6x2xf32>, tensor<2x2x2xf32>) outs(%f : tensor<2x6x2xf32>) -> tensor<2x6x2xf32>
  return %r : tensor<2x6x2xf32>
}
