module {
  func.func @main(%arg0: !torch.vtensor<[5,24],f32>, %arg1: !torch.vtensor<[5,24],f32>) -> !torch.vtensor<[5,24],f32> {
    %float6.000000e01 = torch.constant.float 6.000000e+01
    %0 = torch.aten.mul.Scalar %arg0, %float6.000000e01 : !torch.vtensor<[5,24],f32>, !torch.float -> !torch.vtensor<[5,24],f32>
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int0 = torch.constant.int 0
    %1 = torch.aten.binary_cross_entropy_with_logits %0, %arg1, %none, %none_0, %int0 : !torch.vtensor<[5,24],f32>, !torch.vtensor<[5,24],f32>, !torch.none, !torch.none, !torch.int -> !torch.vtensor<[5,24],f32>
    return %1 : !torch.vtensor<[5,24],f32>
  }
}
