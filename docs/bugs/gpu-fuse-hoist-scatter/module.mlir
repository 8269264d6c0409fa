module {
  func.func @main(%arg0: !torch.vtensor<[8,15,9],f32>, %arg1: !torch.vtensor<[8,1,1],f32>, %arg2: !torch.vtensor<[8],si64>, %arg3: !torch.vtensor<[2,1,1,1],f32>) -> (!torch.vtensor<[1,9,15,3],f32>, !torch.vtensor<[8,15,9],f32>, !torch.vtensor<[3,15,36],f32>) {
    %int2 = torch.constant.int 2
    %int-1 = torch.constant.int -1
    %true = torch.constant.bool true
    %true_0 = torch.constant.bool true
    %values, %indices = torch.aten.topk %arg0, %int2, %int-1, %true, %true_0 : !torch.vtensor<[8,15,9],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[8,15,2],f32>, !torch.vtensor<[8,15,2],si64>
    %int1 = torch.constant.int 1
    %0 = torch.aten.sub.Tensor %arg1, %values, %int1 : !torch.vtensor<[8,1,1],f32>, !torch.vtensor<[8,15,2],f32>, !torch.int -> !torch.vtensor<[8,15,2],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_2_3_torch.float32> : tensor<2x3xf32>) : !torch.vtensor<[2,3],f32>
    %2 = torch.aten.matmul %0, %1 : !torch.vtensor<[8,15,2],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[8,15,3],f32>
    %int3 = torch.constant.int 3
    %3 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %int1_1 = torch.constant.int 1
    %4 = torch.prim.ListConstruct %int1_1 : (!torch.int) -> !torch.list<int>
    %int1_2 = torch.constant.int 1
    %5 = torch.prim.ListConstruct %int1_2 : (!torch.int) -> !torch.list<int>
    %int1_3 = torch.constant.int 1
    %6 = torch.prim.ListConstruct %int1_3 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %7 = torch.aten.max_pool1d %2, %3, %4, %5, %6, %false : !torch.vtensor<[8,15,3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[8,15,3],f32>
    %int9 = torch.constant.int 9
    %int15 = torch.constant.int 15
    %int3_4 = torch.constant.int 3
    %8 = torch.prim.ListConstruct %int9, %int15, %int3_4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false_5 = torch.constant.bool false
    %9 = torch.aten.zeros %8, %int6, %none, %cpu, %false_5 : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[9,15,3],f32>
    %10 = torch.aten.tanh %7 : !torch.vtensor<[8,15,3],f32> -> !torch.vtensor<[8,15,3],f32>
    %11 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[8],si64>) -> !torch.list<optional<vtensor>>
    %true_6 = torch.constant.bool true
    %12 = torch.aten.index_put %9, %11, %10, %true_6 : !torch.vtensor<[9,15,3],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[8,15,3],f32>, !torch.bool -> !torch.vtensor<[9,15,3],f32>
    %int0 = torch.constant.int 0
    %13 = torch.aten.unsqueeze %12, %int0 : !torch.vtensor<[9,15,3],f32>, !torch.int -> !torch.vtensor<[1,9,15,3],f32>
    %int2_7 = torch.constant.int 2
    %int-1_8 = torch.constant.int -1
    %int-1_9 = torch.constant.int -1
    %int-1_10 = torch.constant.int -1
    %14 = torch.prim.ListConstruct %int2_7, %int-1_8, %int-1_9, %int-1_10 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_11 = torch.constant.bool false
    %15 = torch.aten.expand %13, %14, %false_11 : !torch.vtensor<[1,9,15,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,9,15,3],f32>
    %16 = torch.aten.mul.Tensor %15, %arg3 : !torch.vtensor<[2,9,15,3],f32>, !torch.vtensor<[2,1,1,1],f32> -> !torch.vtensor<[2,9,15,3],f32>
    %int0_12 = torch.constant.int 0
    %17 = torch.prim.ListConstruct %int0_12 : (!torch.int) -> !torch.list<int>
    %true_13 = torch.constant.bool true
    %none_14 = torch.constant.none
    %18 = torch.aten.sum.dim_IntList %16, %17, %true_13, %none_14 : !torch.vtensor<[2,9,15,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,9,15,3],f32>
    %int2_15 = torch.constant.int 2
    %none_16 = torch.constant.none
    %19 = torch.aten.softmax.int %arg0, %int2_15, %none_16 : !torch.vtensor<[8,15,9],f32>, !torch.int, !torch.none -> !torch.vtensor<[8,15,9],f32>
    %int2_17 = torch.constant.int 2
    %false_18 = torch.constant.bool false
    %values_19, %indices_20 = torch.aten.sort %12, %int2_17, %false_18 : !torch.vtensor<[9,15,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[9,15,3],f32>, !torch.vtensor<[9,15,3],si64>
    %int0_21 = torch.constant.int 0
    %int2_22 = torch.constant.int 2
    %20 = torch.aten.transpose.int %values_19, %int0_21, %int2_22 : !torch.vtensor<[9,15,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,15,9],f32>
    %21 = torch.aten.tanh %20 : !torch.vtensor<[3,15,9],f32> -> !torch.vtensor<[3,15,9],f32>
    %22 = torch.prim.ListConstruct %20, %21 : (!torch.vtensor<[3,15,9],f32>, !torch.vtensor<[3,15,9],f32>) -> !torch.list<vtensor>
    %int2_23 = torch.constant.int 2
    %23 = torch.aten.cat %22, %int2_23 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3,15,18],f32>
    %int0_24 = torch.constant.int 0
    %24 = torch.aten.triu %23, %int0_24 : !torch.vtensor<[3,15,18],f32>, !torch.int -> !torch.vtensor<[3,15,18],f32>
    %25 = torch.aten.abs %24 : !torch.vtensor<[3,15,18],f32> -> !torch.vtensor<[3,15,18],f32>
    %26 = torch.aten.sqrt %25 : !torch.vtensor<[3,15,18],f32> -> !torch.vtensor<[3,15,18],f32>
    %int-1_25 = torch.constant.int -1
    %27 = torch.aten.tril %26, %int-1_25 : !torch.vtensor<[3,15,18],f32>, !torch.int -> !torch.vtensor<[3,15,18],f32>
    %int1_26 = torch.constant.int 1
    %int1_27 = torch.constant.int 1
    %int2_28 = torch.constant.int 2
    %28 = torch.prim.ListConstruct %int1_26, %int1_27, %int2_28 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %29 = torch.aten.repeat %27, %28 : !torch.vtensor<[3,15,18],f32>, !torch.list<int> -> !torch.vtensor<[3,15,36],f32>
    return %18, %19, %29 : !torch.vtensor<[1,9,15,3],f32>, !torch.vtensor<[8,15,9],f32>, !torch.vtensor<[3,15,36],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_3_torch.float32: "0x04000000E75DCBBE843A82BC9C8984BE7277DC3FE712E13EB5084EBF"
    }
  }
#-}
