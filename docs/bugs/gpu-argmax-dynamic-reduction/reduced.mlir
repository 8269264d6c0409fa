// Reduced from test_argmax_default_axis_example[rocm|O2|dynamic]: argmax (iree_linalg_ext.arg_compare)
// over a dynamically sized reduction dimension.
func.func @argmax_dyn(%arg0: tensor<?xf32>) -> tensor<i32> {
  %cst = arith.constant 0xFF800000 : f32
  %c0_i32 = arith.constant 0 : i32
  %2 = tensor.empty() : tensor<f32>
  %3 = tensor.empty() : tensor<i32>
  %4 = linalg.fill ins(%cst : f32) outs(%2 : tensor<f32>) -> tensor<f32>
  %5 = linalg.fill ins(%c0_i32 : i32) outs(%3 : tensor<i32>) -> tensor<i32>
  %6:2 = iree_linalg_ext.arg_compare dimension(0) ins(%arg0 : tensor<?xf32>) outs(%4, %5 : tensor<f32>, tensor<i32>) {
  ^bb0(%a: f32, %b: f32):
    %11 = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %11 : i1
  } -> tensor<f32>, tensor<i32>
  return %6#1 : tensor<i32>
}
