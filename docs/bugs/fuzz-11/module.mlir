module {
  func.func @main(%arg0: !torch.vtensor<[1,3,4],f32>) -> !torch.vtensor<[1,3,4],f32> {
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int1, %int1_0, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.repeat %arg0, %0 : !torch.vtensor<[1,3,4],f32>, !torch.list<int> -> !torch.vtensor<[1,3,8],f32>
    %int1_1 = torch.constant.int 1
    %int1_2 = torch.constant.int 1
    %int2_3 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int1_1, %int1_2, %int2_3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.repeat %arg0, %2 : !torch.vtensor<[1,3,4],f32>, !torch.list<int> -> !torch.vtensor<[1,3,8],f32>
    %none = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false = torch.constant.bool false
    %none_4 = torch.constant.none
    %false_5 = torch.constant.bool false
    %4 = torch.aten.scaled_dot_product_attention %1, %3, %arg0, %none, %float0.000000e00, %false, %none_4, %false_5 : !torch.vtensor<[1,3,8],f32>, !torch.vtensor<[1,3,8],f32>, !torch.vtensor<[1,3,4],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,3,4],f32>
    return %4 : !torch.vtensor<[1,3,4],f32>
  }
}
