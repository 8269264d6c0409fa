module {
  func.func @main(%arg0: !torch.vtensor<[0,1,2,2,2,2],f32>) -> !torch.vtensor<[0,4,4],f32> {
    %int0 = torch.constant.int 0
    %int4 = torch.constant.int 4
    %0 = torch.prim.ListConstruct %int0, %int4, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.view %arg0, %0 : !torch.vtensor<[0,1,2,2,2,2],f32>, !torch.list<int> -> !torch.vtensor<[0,4,4],f32>
    return %1 : !torch.vtensor<[0,4,4],f32>
  }
}
