module {
  func.func @main(%arg0: !torch.vtensor<[8],i1>) -> (!torch.vtensor<[8],i1>, !torch.vtensor<[8],si64>) {
    %int0 = torch.constant.int 0
    %true = torch.constant.bool true
    %values, %indices = torch.aten.sort %arg0, %int0, %true : !torch.vtensor<[8],i1>, !torch.int, !torch.bool -> !torch.vtensor<[8],i1>, !torch.vtensor<[8],si64>
    return %values, %indices : !torch.vtensor<[8],i1>, !torch.vtensor<[8],si64>
  }
}
