// Reduced from opinfo.argsort.s0.f32[vulkan|O2|static]: 1-D sort of 8000 f32 keys with an i64 payload, only the payload returned.
// The dropped keys are copied into workgroup memory: 8000*4 = 32000 bytes > 16384-byte limit of vp_android_baseline_2022.
func.func @argsort(%keys: tensor<8000xf32>, %idx: tensor<8000xi64>) -> tensor<8000xi64> {
  %4:2 = iree_linalg_ext.sort dimension(0) outs(%keys, %idx : tensor<8000xf32>, tensor<8000xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %5 = arith.cmpf olt, %a, %b : f32
    iree_linalg_ext.yield %5 : i1
  } -> tensor<8000xf32>, tensor<8000xi64>
  return %4#1 : tensor<8000xi64>
}
