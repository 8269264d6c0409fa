module {
  func.func @main(%arg0: !torch.vtensor<[4,16],f32>) -> !torch.vtensor<[4,16],f32> {
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %0 = torch.aten.argsort %arg0, %int-1, %false : !torch.vtensor<[4,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,16],si64>
    %int-1_0 = torch.constant.int -1
    %false_1 = torch.constant.bool false
    %1 = torch.aten.argsort %0, %int-1_0, %false_1 : !torch.vtensor<[4,16],si64>, !torch.int, !torch.bool -> !torch.vtensor<[4,16],si64>
    %none = torch.constant.none
    %none_2 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu = torch.constant.device "cpu"
    %int0 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1, %none, %none_2, %int4, %cpu, %int0 : !torch.vtensor<[4,16],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %2 = torch.prims.convert_element_type %1, %int6 : !torch.vtensor<[4,16],si64>, !torch.int -> !torch.vtensor<[4,16],f32>
    return %2 : !torch.vtensor<[4,16],f32>
  }
}
