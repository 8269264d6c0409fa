module {
  func.func @main(%arg0: !torch.vtensor<[?,5],f16>) -> !torch.vtensor<[?],f32> {
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int5 = torch.constant.int 5
    %cpu = torch.constant.device "cpu"
    %int0 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %arg0, %none, %none_0, %int5, %cpu, %int0 : !torch.vtensor<[?,5],f16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %0 = torch.prims.convert_element_type %arg0, %int6 : !torch.vtensor<[?,5],f16>, !torch.int -> !torch.vtensor<[?,5],f32>
    %int1 = torch.constant.int 1
    %1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %none_1 = torch.constant.none
    %2 = torch.aten.sum.dim_IntList %0, %1, %false, %none_1 : !torch.vtensor<[?,5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32>
    return %2 : !torch.vtensor<[?],f32>
  }
}
