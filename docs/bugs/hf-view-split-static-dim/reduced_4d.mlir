// x [?, ?, 4, 16] reshaped to [-1, 32] (onnx.Reshape), jetmoe's form: the result has B*S*2 rows.
func.func @main(%x: !torch.vtensor<[?,?,4,16],f32>) -> !torch.vtensor<[?,32],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64} {
  %view = torch.operator "onnx.Constant"() {torch.onnx.value = dense<[-1, 32]> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64>
  %r = torch.operator "onnx.Reshape"(%x, %view) : (!torch.vtensor<[?,?,4,16],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[?,32],f32>
  return %r : !torch.vtensor<[?,32],f32>
}
