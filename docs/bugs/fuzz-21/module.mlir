module {
  func.func @main(%arg0: !torch.vtensor<[5,24],si64>) -> !torch.vtensor<[5,24],si64> {
    %int7 = torch.constant.int 7
    %0 = torch.aten.floor_divide.Scalar %arg0, %int7 : !torch.vtensor<[5,24],si64>, !torch.int -> !torch.vtensor<[5,24],si64>
    return %0 : !torch.vtensor<[5,24],si64>
  }
}
