module {
  func.func @test_reshape_negative_dim(%arg0: !torch.vtensor<[?,?,?],f32>, %arg1: !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?,?],f32> attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 25 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Reshape"(%arg0, %arg1) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?],si64>) -> !torch.vtensor<[?,?,?],f32> 
    return %0 : !torch.vtensor<[?,?,?],f32>
  }
}
