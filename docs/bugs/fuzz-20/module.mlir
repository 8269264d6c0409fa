module {
  func.func @main(%arg0: !torch.vtensor<[2,6,8],f32>) -> !torch.vtensor<[2,6,8],f32> {
    %int0 = torch.constant.int 0
    %int0_0 = torch.constant.int 0
    %int-1 = torch.constant.int -1
    %int0_1 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int0, %int0_0, %int-1, %int0_1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %none = torch.constant.none
    %1 = torch.aten.pad %arg0, %0, %str, %none : !torch.vtensor<[2,6,8],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[2,5,8],f32>
    %int0_2 = torch.constant.int 0
    %int0_3 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int0_4 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0_2, %int0_3, %int1, %int0_4 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %str_5 = torch.constant.str "constant"
    %none_6 = torch.constant.none
    %3 = torch.aten.pad %1, %2, %str_5, %none_6 : !torch.vtensor<[2,5,8],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[2,6,8],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %4 = torch.aten.mul.Scalar %3, %float1.000000e00 : !torch.vtensor<[2,6,8],f32>, !torch.float -> !torch.vtensor<[2,6,8],f32>
    return %4 : !torch.vtensor<[2,6,8],f32>
  }
}
