module {
  func.func @rnn(%x: !torch.vtensor<[?,?,2],f32>, %w: !torch.vtensor<[1,4,2],f32>, %r: !torch.vtensor<[1,4,4],f32>) -> !torch.vtensor<[1,?,4],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 22 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0:2 = torch.operator "onnx.RNN"(%x, %w, %r) {torch.onnx.hidden_size = 4 : si64} : (!torch.vtensor<[?,?,2],f32>, !torch.vtensor<[1,4,2],f32>, !torch.vtensor<[1,4,4],f32>) -> (!torch.none, !torch.vtensor<[1,?,4],f32>)
    return %0#1 : !torch.vtensor<[1,?,4],f32>
  }
}
