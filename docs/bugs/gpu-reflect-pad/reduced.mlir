// Reduced from opinfo.nn_functional_pad_reflect.s0.f32[rocm|O2|static]: a 2-element reversal
// (linalg.generic with input map (d0) -> (-d0 + 1)), which reflect padding lowers to.
func.func @reverse2(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (-d0 + 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg0 : tensor<2xf32>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
