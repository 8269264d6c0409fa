// x [?, ?, 64] reshaped to [-1, 16] (onnx.Reshape): the result has B*S*4 rows.
func.func @main(%x: !torch.vtensor<[?,?,64],f32>) -> !torch.vtensor<[?,16],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0"} {
  %view = torch.operator "onnx.Constant"() {torch.onnx.value = dense<[-1, 16]> : tensor<2xsi64>} : () -> !torch.vtensor<[2],si64>
  %r = torch.operator "onnx.Reshape"(%x, %view) {torch.onnx.allowzero = 0 : si64} : (!torch.vtensor<[?,?,64],f32>, !torch.vtensor<[2],si64>) -> !torch.vtensor<[?,16],f32>
  return %r : !torch.vtensor<[?,16],f32>
}
