// Reduced from test_nonmaxsuppression_center_point_box_format[vulkan|O2|static] (dispatch_4 "sort_6xf32"):
// 1-D iree_linalg_ext.sort of f32 keys carrying an i64 payload, only the i64 payload returned.
func.func @argsort6(%keys: tensor<6xf32>, %idx: tensor<6xi64>) -> tensor<6xi64> {
  %4:2 = iree_linalg_ext.sort dimension(0) outs(%keys, %idx : tensor<6xf32>, tensor<6xi64>) {
  ^bb0(%a: f32, %b: f32, %c: i64, %d: i64):
    %5 = arith.cmpf oge, %a, %b : f32
    iree_linalg_ext.yield %5 : i1
  } -> tensor<6xf32>, tensor<6xi64>
  return %4#1 : tensor<6xi64>
}
