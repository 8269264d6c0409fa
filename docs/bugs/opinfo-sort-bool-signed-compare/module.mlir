module {
  func.func @main(%arg0: !torch.vtensor<[?,?,?],i1>) -> (!torch.vtensor<[?,?,?],i1>, !torch.vtensor<[?,?,?],si64>) {
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %values, %indices = torch.aten.sort %arg0, %int-1, %true : !torch.vtensor<[?,?,?],i1>, !torch.int, !torch.bool -> !torch.vtensor<[?,?,?],i1>, !torch.vtensor<[?,?,?],si64>
    return %values, %indices : !torch.vtensor<[?,?,?],i1>, !torch.vtensor<[?,?,?],si64>
  }
}
