// Reduced from opinfo.as_strided.s1.f32[vulkan|O2|static]: a gather whose i64 indices are a constant
// tensor (non-splat) inside the dispatch; vp_android_baseline_2022 has no Int64 -> SPIRVEmulateI64Pass.
func.func @gather_const(%src: tensor<4xf32>) -> tensor<2xf32> {
  %idx = arith.constant dense<[2, 1]> : tensor<2xi64>
  %e = tensor.empty() : tensor<2xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%idx : tensor<2xi64>) outs(%e : tensor<2xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = arith.index_cast %in : i64 to index
    %v = tensor.extract %src[%i] : tensor<4xf32>
    linalg.yield %v : f32
  } -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
