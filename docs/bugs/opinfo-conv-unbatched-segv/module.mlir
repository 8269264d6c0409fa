module {
  func.func @main(%arg0: !torch.vtensor<[4,6,6],f32>, %arg1: !torch.vtensor<[4,1,3,3],f32>, %arg2: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4,2,2],f32> {
    %int3 = torch.constant.int 3
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %int0_0 = torch.constant.int 0
    %1 = torch.prim.ListConstruct %int0, %int0_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %int1_1 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1_1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int4 = torch.constant.int 4
    %3 = torch.aten.conv2d %arg0, %arg1, %arg2, %0, %1, %2, %int4 : !torch.vtensor<[4,6,6],f32>, !torch.vtensor<[4,1,3,3],f32>, !torch.vtensor<[4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[4,2,2],f32>
    return %3 : !torch.vtensor<[4,2,2],f32>
  }
}
