// onnx.Squeeze of x [?,?,?,?] with the axes a run-time input of type [?]
func.func @f(%x: !torch.vtensor<[?,?,?,?],f32>, %axes: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?,?],f32> attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 25 : si64} {
  %0 = torch.operator "onnx.Squeeze"(%x, %axes) : (!torch.vtensor<[?,?,?,?],f32>, !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?,?],f32>
  return %0 : !torch.vtensor<[?,?,?],f32>
}
