module {
  func.func @main(%arg0: !torch.vtensor<[1,2,3,6,5],si64>) -> !torch.vtensor<[1,2,2,2,3],si64> {
    %int3 = torch.constant.int 3
    %int3_0 = torch.constant.int 3
    %int3_1 = torch.constant.int 3
    %0 = torch.prim.ListConstruct %int3, %int3_0, %int3_1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %int2_2 = torch.constant.int 2
    %int2_3 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2_2, %int2_3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %int1_4 = torch.constant.int 1
    %int1_5 = torch.constant.int 1
    %2 = torch.prim.ListConstruct %int1, %int1_4, %int1_5 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int1_6 = torch.constant.int 1
    %int2_7 = torch.constant.int 2
    %int1_8 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1_6, %int2_7, %int1_8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.aten.max_pool3d %arg0, %0, %1, %2, %3, %false : !torch.vtensor<[1,2,3,6,5],si64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,2,2,3],si64>
    return %4 : !torch.vtensor<[1,2,2,2,3],si64>
  }
}
