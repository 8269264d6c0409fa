// x [?, ?, 64] viewed as [-1, 16] (torch.aten.view): the result has B*S*4 rows.
func.func @main(%x: !torch.vtensor<[?,?,64],f32>) -> !torch.vtensor<[?,16],f32> {
  %m1 = torch.constant.int -1
  %c16 = torch.constant.int 16
  %l = torch.prim.ListConstruct %m1, %c16 : (!torch.int, !torch.int) -> !torch.list<int>
  %r = torch.aten.view %x, %l : !torch.vtensor<[?,?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,16],f32>
  return %r : !torch.vtensor<[?,16],f32>
}
