module {
  func.func @unsq(%arg0: !torch.vtensor<[?,4,?],f32>) -> !torch.vtensor<[],f32> attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 27 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %axes = torch.operator "onnx.Constant"() {torch.onnx.value = dense<-2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64>
    %0 = torch.operator "onnx.Unsqueeze"(%arg0, %axes) : (!torch.vtensor<[?,4,?],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32>
    return %0 : !torch.vtensor<[],f32>
  }
}
