// onnx.Reshape whose shape operand has length ?
func.func @f(%x: !torch.vtensor<[?,?,?],f32>, %shape: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?,?],f32> attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 25 : si64} {
  %0 = torch.operator "onnx.Reshape"(%x, %shape) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?,?],f32>
  return %0 : !torch.vtensor<[?,?,?],f32>
}
