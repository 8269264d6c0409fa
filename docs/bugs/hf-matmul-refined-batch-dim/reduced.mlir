// A batched onnx.MatMul whose operands have a dynamic batch dim that the result types as 1
// (torch.onnx's typing where a dynamic size is known to be 1): [2,4,?,64,16] x [2,4,?,16,64] -> [2,4,1,64,64].
func.func @main(%a: !torch.vtensor<[2,4,?,64,16],f32>, %b: !torch.vtensor<[2,4,?,16,64],f32>) -> !torch.vtensor<[2,4,1,64,64],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 18 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = "2.13.0"} {
  %r = torch.operator "onnx.MatMul"(%a, %b) : (!torch.vtensor<[2,4,?,64,16],f32>, !torch.vtensor<[2,4,?,16,64],f32>) -> !torch.vtensor<[2,4,1,64,64],f32>
  return %r : !torch.vtensor<[2,4,1,64,64],f32>
}
