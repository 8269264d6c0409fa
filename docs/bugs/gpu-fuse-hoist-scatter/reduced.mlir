module {
  func.func @main(%arg0: !torch.vtensor<[9,15,3],f32>, %arg1: !torch.vtensor<[8,15,3],f32>, %arg2: !torch.vtensor<[8],si64>) -> !torch.vtensor<[9,15,3],f32> {
    %true = torch.constant.bool true
    %0 = torch.aten.tanh %arg1 : !torch.vtensor<[8,15,3],f32> -> !torch.vtensor<[8,15,3],f32>
    %1 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[8],si64>) -> !torch.list<optional<vtensor>>
    %2 = torch.aten.index_put %arg0, %1, %0, %true : !torch.vtensor<[9,15,3],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[8,15,3],f32>, !torch.bool -> !torch.vtensor<[9,15,3],f32>
    return %2 : !torch.vtensor<[9,15,3],f32>
  }
}
