module {
  func.func @g(%arg0: !torch.vtensor<[4096,768],f32>) -> (!torch.vtensor<[4096,768],f32>, !torch.vtensor<[4096,768],f32>) attributes {torch.onnx_meta.ir_version = 14 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "", torch.onnx_meta.producer_version = ""} {
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1.000000e+00> : tensor<768xf32>} : () -> !torch.vtensor<[768],f32> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0.000000e+00> : tensor<768xf32>} : () -> !torch.vtensor<[768],f32> 
    %none = torch.constant.none
    %2 = torch.operator "onnx.Add"(%arg0, %arg0) : (!torch.vtensor<[4096,768],f32>, !torch.vtensor<[4096,768],f32>) -> !torch.vtensor<[4096,768],f32> 
    %3 = torch.operator "onnx.LayerNormalization"(%2, %0, %1) {torch.onnx.axis = -1 : si64, torch.onnx.epsilon = 9.99999974E-6 : f32} : (!torch.vtensor<[4096,768],f32>, !torch.vtensor<[768],f32>, !torch.vtensor<[768],f32>) -> !torch.vtensor<[4096,768],f32> 
    return %2, %3 : !torch.vtensor<[4096,768],f32>, !torch.vtensor<[4096,768],f32>
  }
}
