module {
  func.func @main(%arg0: !torch.vtensor<[5,12],f32>) -> !torch.vtensor<[5,5],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none = torch.constant.none
    %1 = torch.aten.sum.dim_IntList %arg0, %0, %false, %none : !torch.vtensor<[5,12],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    %int1_0 = torch.constant.int 1
    %2 = torch.aten.unsqueeze %1, %int1_0 : !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[5,1],f32>
    %int1_1 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1_1 : (!torch.int) -> !torch.list<int>
    %false_2 = torch.constant.bool false
    %none_3 = torch.constant.none
    %4 = torch.aten.sum.dim_IntList %arg0, %3, %false_2, %none_3 : !torch.vtensor<[5,12],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>
    %int0 = torch.constant.int 0
    %5 = torch.aten.unsqueeze %4, %int0 : !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[1,5],f32>
    %6 = torch.aten.mul.Tensor %2, %5 : !torch.vtensor<[5,1],f32>, !torch.vtensor<[1,5],f32> -> !torch.vtensor<[5,5],f32>
    return %6 : !torch.vtensor<[5,5],f32>
  }
}
