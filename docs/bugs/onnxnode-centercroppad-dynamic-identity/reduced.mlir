// onnx.CenterCropPad of a [?,?,?] input to a [?,?,?] result: ONNX crops/pads x to the sizes in %shape.
func.func @f(%x: !torch.vtensor<[?,?,?],f32>, %shape: !torch.vtensor<[3],si64>) -> !torch.vtensor<[?,?,?],f32> attributes {torch.onnx_meta.ir_version = 8 : si64, torch.onnx_meta.opset_version = 18 : si64} {
  %0 = torch.operator "onnx.CenterCropPad"(%x, %shape) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[?,?,?],f32>
  return %0 : !torch.vtensor<[?,?,?],f32>
}
