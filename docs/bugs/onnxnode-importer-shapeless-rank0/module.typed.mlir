module {
  func.func @test_causal_conv_with_state_basic_expanded(%arg0: !torch.vtensor<[?,?,?],f32>, %arg1: !torch.vtensor<[?,?,?],f32>) -> (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,?,?],f32>) attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 27 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Shape"(%arg1) {torch.onnx.end = 3 : si64, torch.onnx.start = 2 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Sub"(%1, %0) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 1 : si64, torch.onnx.start = 0 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Concat"(%3, %4, %2) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3],si64> 
    %6 = torch.operator "onnx.ConstantOfShape"(%5) : (!torch.vtensor<[3],si64>) -> !torch.vtensor<[?,?,?],f32> 
    %7 = torch.operator "onnx.CastLike"(%6, %arg0) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[?,?,?],f32> 
    %8 = torch.operator "onnx.Concat"(%7, %arg0) {torch.onnx.axis = 2 : si64} : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[?,?,?],f32> 
    %9 = torch.operator "onnx.Conv"(%8, %arg1) {torch.onnx.group = 4 : si64} : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[?,?,?],f32> 
    %10 = torch.operator "onnx.Identity"(%9) : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[?,?,?],f32> 
    %11 = torch.operator "onnx.Shape"(%8) {torch.onnx.end = 3 : si64, torch.onnx.start = 2 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %12 = torch.operator "onnx.Sub"(%11, %2) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %13 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %14 = torch.operator "onnx.Slice"(%8, %12, %11, %13) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[?,?,?],f32> 
    return %10, %14 : !torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,?,?],f32>
  }
}
