// Reduced from opinfo.unravel_index.s0.i64[vulkan|O2|static]: elementwise i64 signed remainder.
// vp_android_baseline_2022 has no Int64, so SPIRVEmulateI64Pass must emulate i64; it has no pattern for arith.remsi.
func.func @remsi_i64(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %0 = arith.remsi %a, %b : tensor<4xi64>
  return %0 : tensor<4xi64>
}
