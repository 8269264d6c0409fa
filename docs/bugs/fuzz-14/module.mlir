module {
  func.func @main(%arg0: !torch.vtensor<[3,4,5],f32>) -> !torch.vtensor<[4,2,3],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %1 = torch.aten.adaptive_avg_pool1d %arg0, %0 : !torch.vtensor<[3,4,5],f32>, !torch.list<int> -> !torch.vtensor<[3,4,2],f32>
    %int1 = torch.constant.int 1
    %int2_0 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int1, %int2_0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.permute %1, %2 : !torch.vtensor<[3,4,2],f32>, !torch.list<int> -> !torch.vtensor<[4,2,3],f32>
    return %3 : !torch.vtensor<[4,2,3],f32>
  }
}
