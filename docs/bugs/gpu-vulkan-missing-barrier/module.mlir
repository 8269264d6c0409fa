module {
  func.func @main(%arg0: !torch.vtensor<[3,19,6],f32>) -> !torch.vtensor<[3,6],si64> {
    %int1 = torch.constant.int 1
    %false = torch.constant.bool false
    %0 = torch.aten.argmax %arg0, %int1, %false : !torch.vtensor<[3,19,6],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,6],si64>
    return %0 : !torch.vtensor<[3,6],si64>
  }
}
