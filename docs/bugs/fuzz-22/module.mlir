module {
  func.func @main(%arg0: !torch.vtensor<[5,24],f32>, %arg1: !torch.vtensor<[5,24],si64>) -> !torch.vtensor<[5,24],f32> {
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int4 = torch.constant.int 4
    %cpu = torch.constant.device "cpu"
    %int0 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %arg1, %none, %none_0, %int4, %cpu, %int0 : !torch.vtensor<[5,24],si64>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6 = torch.constant.int 6
    %0 = torch.prims.convert_element_type %arg1, %int6 : !torch.vtensor<[5,24],si64>, !torch.int -> !torch.vtensor<[5,24],f32>
    %1 = torch.aten.pow.Tensor_Tensor %arg0, %0 : !torch.vtensor<[5,24],f32>, !torch.vtensor<[5,24],f32> -> !torch.vtensor<[5,24],f32>
    return %1 : !torch.vtensor<[5,24],f32>
  }
}
