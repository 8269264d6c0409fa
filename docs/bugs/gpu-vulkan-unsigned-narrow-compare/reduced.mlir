// arith.cmpi uge on i16 (ONNX GreaterOrEqual on uint16): vulkan vp_android_baseline_2022 (no Int16) fails in ConvertToSPIRVPass
func.func @main(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi1> {
  %e = tensor.empty() : tensor<4xi1>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : tensor<4xi16>, tensor<4xi16>) outs(%e : tensor<4xi1>) {
  ^bb0(%x: i16, %y: i16, %o: i1):
    %z = arith.cmpi uge, %x, %y : i16
    linalg.yield %z : i1
  } -> tensor<4xi1>
  return %r : tensor<4xi1>
}
