module {
  func.func @main(%arg0: !torch.vtensor<[4,9],f32>) -> !torch.vtensor<[4,8],f32> {
    %int1 = torch.constant.int 1
    %int1_0 = torch.constant.int 1
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_1 = torch.constant.int 1
    %0 = torch.aten.slice.Tensor %arg0, %int1, %int1_0, %int9223372036854775807, %int1_1 : !torch.vtensor<[4,9],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4,8],f32>
    %int1_2 = torch.constant.int 1
    %false = torch.constant.bool false
    %values, %indices = torch.aten.sort %0, %int1_2, %false : !torch.vtensor<[4,8],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,8],f32>, !torch.vtensor<[4,8],si64>
    return %values : !torch.vtensor<[4,8],f32>
  }
}
