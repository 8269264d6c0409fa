module {
  func.func @main(%arg0: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[2,2],f32> {
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_2_2_torch.int64> : tensor<2x2xsi64>) : !torch.vtensor<[2,2],si64>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_2_torch.int64_1> : tensor<2x2xsi64>) : !torch.vtensor<[2,2],si64>
    %2 = torch.prim.ListConstruct %0, %1 : (!torch.vtensor<[2,2],si64>, !torch.vtensor<[2,2],si64>) -> !torch.list<optional<vtensor>>
    %3 = torch.aten.index.Tensor %arg0, %2 : !torch.vtensor<[3,3],f32>, !torch.list<optional<vtensor>> -> !torch.vtensor<[2,2],f32>
    return %3 : !torch.vtensor<[2,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_2_torch.int64: "0x080000000000000000000000000000000000000000000000000000000100000000000000",
      torch_tensor_2_2_torch.int64_1: "0x080000000000000000000000020000000000000001000000000000000000000000000000"
    }
  }
#-}
