module {
  func.func @main(%arg0: !torch.vtensor<[2,3],si64>) -> (!torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64>) {
    %int-1 = torch.constant.int -1
    %0 = torch.aten.unsqueeze %arg0, %int-1 : !torch.vtensor<[2,3],si64>, !torch.int -> !torch.vtensor<[2,3,1],si64>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %none = torch.constant.none
    %2 = torch.aten.clone %1, %none : !torch.vtensor<[2],si64>, !torch.none -> !torch.vtensor<[2],si64>
    %3 = torch.aten.floor_divide %0, %2 : !torch.vtensor<[2,3,1],si64>, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,3,2],si64>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.int64_1> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
    %none_0 = torch.constant.none
    %5 = torch.aten.clone %4, %none_0 : !torch.vtensor<[2],si64>, !torch.none -> !torch.vtensor<[2],si64>
    %6 = torch.aten.remainder.Tensor %3, %5 : !torch.vtensor<[2,3,2],si64>, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,3,2],si64>
    %int2 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int1_1 = torch.constant.int 1
    %7 = torch.aten.slice.Tensor %6, %int2, %int0, %int1, %int1_1 : !torch.vtensor<[2,3,2],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,1],si64>
    %int2_2 = torch.constant.int 2
    %int1_3 = torch.constant.int 1
    %int2_4 = torch.constant.int 2
    %int1_5 = torch.constant.int 1
    %8 = torch.aten.slice.Tensor %6, %int2_2, %int1_3, %int2_4, %int1_5 : !torch.vtensor<[2,3,2],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,1],si64>
    %int2_6 = torch.constant.int 2
    %9 = torch.aten.squeeze.dim %7, %int2_6 : !torch.vtensor<[2,3,1],si64>, !torch.int -> !torch.vtensor<[2,3],si64>
    %int2_7 = torch.constant.int 2
    %10 = torch.aten.squeeze.dim %8, %int2_7 : !torch.vtensor<[2,3,1],si64>, !torch.int -> !torch.vtensor<[2,3],si64>
    return %9, %10 : !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si64>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000005000000000000000100000000000000",
      torch_tensor_2_torch.int64_1: "0x0800000004000000000000000500000000000000"
    }
  }
#-}
