module {
  func.func @main(%arg0: !torch.vtensor<[2,8],si64>, %arg1: !torch.vtensor<[2,8],i1>, %arg2: !torch.vtensor<[],si64>) -> !torch.vtensor<[2,8],si64> {
    %0 = torch.prim.ListConstruct %arg1 : (!torch.vtensor<[2,8],i1>) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %1 = torch.aten.index_put %arg0, %0, %arg2, %false : !torch.vtensor<[2,8],si64>, !torch.list<optional<vtensor>>, !torch.vtensor<[],si64>, !torch.bool -> !torch.vtensor<[2,8],si64>
    return %1 : !torch.vtensor<[2,8],si64>
  }
}
