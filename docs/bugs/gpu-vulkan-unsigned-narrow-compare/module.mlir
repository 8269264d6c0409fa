module {
  func.func @test_greater_equal_uint16(%arg0: !torch.vtensor<[3,4,5],ui16>, %arg1: !torch.vtensor<[3,4,5],ui16>) -> !torch.vtensor<[3,4,5],i1> attributes {torch.onnx_meta.ir_version = 8 : si64, torch.onnx_meta.opset_version = 16 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.GreaterOrEqual"(%arg0, %arg1) : (!torch.vtensor<[3,4,5],ui16>, !torch.vtensor<[3,4,5],ui16>) -> !torch.vtensor<[3,4,5],i1> 
    return %0 : !torch.vtensor<[3,4,5],i1>
  }
}
