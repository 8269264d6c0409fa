module {
  func.func @g(%arg0: !torch.vtensor<[?,?,?],f32>, %arg1: !torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[?,?,?],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 22 : si64, torch.onnx_meta.producer_name = "", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Conv"(%arg0, %arg1) {torch.onnx.group = 4 : si64} : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[],f32> 
    %1 = torch.operator "onnx.Identity"(%0) : (!torch.vtensor<[],f32>) -> !torch.vtensor<[?,?,?],f32> 
    return %1 : !torch.vtensor<[?,?,?],f32>
  }
}

