module {
  func.func @main(%arg0: !torch.vtensor<[2,8],si64>) -> !torch.vtensor<[2,8],si64> {
    %none = torch.constant.none
    %0 = torch.aten.clone %arg0, %none : !torch.vtensor<[2,8],si64>, !torch.none -> !torch.vtensor<[2,8],si64>
    %int-1 = torch.constant.int -1
    %1 = torch.aten.eq.Scalar %arg0, %int-1 : !torch.vtensor<[2,8],si64>, !torch.int -> !torch.vtensor<[2,8],i1>
    %2 = torch.vtensor.literal(dense<0> : tensor<si64>) : !torch.vtensor<[],si64>
    %none_0 = torch.constant.none
    %3 = torch.aten.clone %2, %none_0 : !torch.vtensor<[],si64>, !torch.none -> !torch.vtensor<[],si64>
    %4 = torch.prim.ListConstruct %1 : (!torch.vtensor<[2,8],i1>) -> !torch.list<optional<vtensor>>
    %false = torch.constant.bool false
    %5 = torch.aten.index_put %0, %4, %3, %false : !torch.vtensor<[2,8],si64>, !torch.list<optional<vtensor>>, !torch.vtensor<[],si64>, !torch.bool -> !torch.vtensor<[2,8],si64>
    %int1 = torch.constant.int 1
    %6 = torch.aten.mul.Scalar %5, %int1 : !torch.vtensor<[2,8],si64>, !torch.int -> !torch.vtensor<[2,8],si64>
    return %6 : !torch.vtensor<[2,8],si64>
  }
}
