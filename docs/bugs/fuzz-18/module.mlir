module {
  func.func @main(%arg0: !torch.vtensor<[9,4],f32>) -> !torch.vtensor<[9,4],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %2 = torch.aten.roll %arg0, %0, %1 : !torch.vtensor<[9,4],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[9,4],f32>
    %int-1 = torch.constant.int -1
    %3 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %int1_0 = torch.constant.int 1
    %4 = torch.prim.ListConstruct %int1_0 : (!torch.int) -> !torch.list<int>
    %5 = torch.aten.roll %2, %3, %4 : !torch.vtensor<[9,4],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[9,4],f32>
    return %5 : !torch.vtensor<[9,4],f32>
  }
}
