module {
  func.func @main(%arg0: !torch.vtensor<[5,5,5],i1>) -> !torch.vtensor<[5,5,5],si64> {
    %int2 = torch.constant.int 2
    %true = torch.constant.bool true
    %0 = torch.aten.argsort %arg0, %int2, %true : !torch.vtensor<[5,5,5],i1>, !torch.int, !torch.bool -> !torch.vtensor<[5,5,5],si64>
    return %0 : !torch.vtensor<[5,5,5],si64>
  }
}
