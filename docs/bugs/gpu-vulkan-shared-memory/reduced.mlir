module {
  func.func @main(%arg0: !torch.vtensor<[2,17,64],f32>, %arg1: !torch.vtensor<[1,17,64],f32>) -> !torch.vtensor<[2,17,64],f32> {
    %int1 = torch.constant.int 1
    %0 = torch.aten.add.Tensor %arg0, %arg1, %int1 : !torch.vtensor<[2,17,64],f32>, !torch.vtensor<[1,17,64],f32>, !torch.int -> !torch.vtensor<[2,17,64],f32>
    %int64 = torch.constant.int 64
    %1 = torch.prim.ListConstruct %int64 : (!torch.int) -> !torch.list<int>
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %2 = torch.aten.layer_norm %0, %1, %none, %none_0, %float1.000000e-05, %false : !torch.vtensor<[2,17,64],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,17,64],f32>
    return %2 : !torch.vtensor<[2,17,64],f32>
  }
}
