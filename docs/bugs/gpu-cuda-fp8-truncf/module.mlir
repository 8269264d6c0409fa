module {
  func.func @main(%arg0: !torch.vtensor<[5,24],f32>) -> !torch.vtensor<[5,24],f32> {
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int6 = torch.constant.int 6
    %cpu = torch.constant.device "cpu"
    %int0 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %arg0, %none, %none_0, %int6, %cpu, %int0 : !torch.vtensor<[5,24],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int24 = torch.constant.int 24
    %0 = torch.prims.convert_element_type %arg0, %int24 : !torch.vtensor<[5,24],f32>, !torch.int -> !torch.vtensor<[5,24],f8E4M3FN>
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %int24_3 = torch.constant.int 24
    %cpu_4 = torch.constant.device "cpu"
    %int0_5 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %0, %none_1, %none_2, %int24_3, %cpu_4, %int0_5 : !torch.vtensor<[5,24],f8E4M3FN>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_6 = torch.constant.int 6
    %1 = torch.prims.convert_element_type %0, %int6_6 : !torch.vtensor<[5,24],f8E4M3FN>, !torch.int -> !torch.vtensor<[5,24],f32>
    return %1 : !torch.vtensor<[5,24],f32>
  }
}
