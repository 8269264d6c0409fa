// torch.aten.matmul with the same types: operands' dim 2 dynamic, the result's 1.
func.func @main(%a: !torch.vtensor<[2,4,?,64,16],f32>, %b: !torch.vtensor<[2,4,?,16,64],f32>) -> !torch.vtensor<[2,4,1,64,64],f32> {
  %r = torch.aten.matmul %a, %b : !torch.vtensor<[2,4,?,64,16],f32>, !torch.vtensor<[2,4,?,16,64],f32> -> !torch.vtensor<[2,4,1,64,64],f32>
  return %r : !torch.vtensor<[2,4,1,64,64],f32>
}
