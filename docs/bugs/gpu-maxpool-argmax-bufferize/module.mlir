module {
  func.func @test_maxpool_with_argmax_2d_precomputed_pads(%arg0: !torch.vtensor<[?,?,?,?],f32>) -> (!torch.vtensor<[?,?,?,?],f32>, !torch.vtensor<[?,?,?,?],si64>) attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 22 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0:2 = torch.operator "onnx.MaxPool"(%arg0) {torch.onnx.kernel_shape = [5 : si64, 5 : si64], torch.onnx.pads = [2 : si64, 2 : si64, 2 : si64, 2 : si64]} : (!torch.vtensor<[?,?,?,?],f32>) -> (!torch.vtensor<[?,?,?,?],f32>, !torch.vtensor<[?,?,?,?],si64>) 
    return %0#0, %0#1 : !torch.vtensor<[?,?,?,?],f32>, !torch.vtensor<[?,?,?,?],si64>
  }
}
