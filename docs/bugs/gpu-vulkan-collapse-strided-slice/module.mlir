module {
  func.func @main(%arg0: !torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[?,?],f32> {
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %int6 = torch.constant.int 6
    %cpu = torch.constant.device "cpu"
    %int0 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %arg0, %none, %none_0, %int6, %cpu, %int0 : !torch.vtensor<[?,?,?],f32>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int15 = torch.constant.int 15
    %0 = torch.prims.convert_element_type %arg0, %int15 : !torch.vtensor<[?,?,?],f32>, !torch.int -> !torch.vtensor<[?,?,?],bf16>
    %int1 = torch.constant.int 1
    %int-1 = torch.constant.int -1
    %1 = torch.aten.select.int %0, %int1, %int-1 : !torch.vtensor<[?,?,?],bf16>, !torch.int, !torch.int -> !torch.vtensor<[?,?],bf16>
    %none_1 = torch.constant.none
    %none_2 = torch.constant.none
    %int15_3 = torch.constant.int 15
    %cpu_4 = torch.constant.device "cpu"
    %int0_5 = torch.constant.int 0
    torch.aten._assert_tensor_metadata %1, %none_1, %none_2, %int15_3, %cpu_4, %int0_5 : !torch.vtensor<[?,?],bf16>, !torch.none, !torch.none, !torch.int, !torch.Device, !torch.int
    %int6_6 = torch.constant.int 6
    %2 = torch.prims.convert_element_type %1, %int6_6 : !torch.vtensor<[?,?],bf16>, !torch.int -> !torch.vtensor<[?,?],f32>
    return %2 : !torch.vtensor<[?,?],f32>
  }
}
