module {
  func.func @main(%arg0: !torch.vtensor<[5,24],f32>) -> !torch.vtensor<[5,24],f16> {
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int6 = torch.constant.int 6
    %cpu = torch.constant.device "cpu"
    %int0 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %arg0, %none, %none_0, %int6, %cpu, %int0 : !torch.vtensor<[5,24],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int5 = torch.constant.int 5
    %0 = torch.prims.convert_element_type %arg0, %int5 : !torch.vtensor<[5,24],f32>, !torch.int -> !torch.vtensor<[5,24],f16>
    return %0 : !torch.vtensor<[5,24],f16>
  }
}
