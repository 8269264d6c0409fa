module {
  func.func @main(%arg0: !torch.vtensor<[?,?,?],f32>) -> (!torch.vtensor<[?,?,1],f32>, !torch.vtensor<[?,?,?],f32>) {
    %int2 = torch.constant.int 2
    %none = torch.constant.none
    %0 = torch.aten.softmax.int %arg0, %int2, %none : !torch.vtensor<[?,?,?],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,?,?],f32>
    %int2_0 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2_0 : (!torch.int) -> !torch.list<int>
    %true = torch.constant.bool true
    %2 = torch.aten.amin %0, %1, %true : !torch.vtensor<[?,?,?],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,?,1],f32>
    %int2_1 = torch.constant.int 2
    %none_2 = torch.constant.none
    %3 = torch.aten.softmax.int %arg0, %int2_1, %none_2 : !torch.vtensor<[?,?,?],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,?,?],f32>
    return %2, %3 : !torch.vtensor<[?,?,1],f32>, !torch.vtensor<[?,?,?],f32>
  }
}
