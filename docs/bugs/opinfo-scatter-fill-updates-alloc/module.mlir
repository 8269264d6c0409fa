module {
  func.func @main(%arg0: !torch.vtensor<[?,?],f32>, %arg1: !torch.vtensor<[?,?],si64>, %arg2: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> {
    %int0 = torch.constant.int 0
    %str = torch.constant.str "prod"
    %false = torch.constant.bool false
    %0 = torch.aten.scatter_reduce.two %arg0, %int0, %arg1, %arg2, %str, %false : !torch.vtensor<[?,?],f32>, !torch.int, !torch.vtensor<[?,?],si64>, !torch.vtensor<[?,?],f32>, !torch.str, !torch.bool -> !torch.vtensor<[?,?],f32>
    return %0 : !torch.vtensor<[?,?],f32>
  }
}
