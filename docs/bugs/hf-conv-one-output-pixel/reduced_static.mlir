// A 3x3, stride-2, pad-1 conv of a 2x2 image with 4 channels into one output pixel; batch dynamic.
func.func @main(%x: tensor<2x4x2x2xf32>, %w: tensor<4x4x3x3xf32>) -> tensor<2x4x1x1xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x4x2x2xf32> to tensor<2x4x4x4xf32>
  %e = tensor.empty() : tensor<2x4x1x1xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%p, %w : tensor<2x4x4x4xf32>, tensor<4x4x3x3xf32>) outs(%f : tensor<2x4x1x1xf32>) -> tensor<2x4x1x1xf32>
  return %r : tensor<2x4x1x1xf32>
}
