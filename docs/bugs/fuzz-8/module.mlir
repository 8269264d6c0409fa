module {
  func.func @main(%arg0: !torch.vtensor<[?,?,3],f32>, %arg1: !torch.vtensor<[3,6],f32>) -> (!torch.vtensor<[?,?,36],f32>, !torch.vtensor<[?,?,8],f32>, !torch.vtensor<[?,?,3],f32>) {
    %0 = torch.aten.tanh %arg0 : !torch.vtensor<[?,?,3],f32> -> !torch.vtensor<[?,?,3],f32>
    %1 = torch.prim.ListConstruct %arg0, %0 : (!torch.vtensor<[?,?,3],f32>, !torch.vtensor<[?,?,3],f32>) -> !torch.list<vtensor>
    %int1 = torch.constant.int 1
    %2 = torch.aten.cat %1, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[?,?,3],f32>
    %int1_0 = torch.constant.int 1
    %none = torch.constant.none
    %3 = torch.aten.softmax.int %2, %int1_0, %none : !torch.vtensor<[?,?,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,?,3],f32>
    %int2 = torch.constant.int 2
    %4 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int2_1 = torch.constant.int 2
    %5 = torch.prim.ListConstruct %int2_1 : (!torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %6 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %7 = torch.aten.avg_pool1d %3, %4, %5, %6, %false, %true : !torch.vtensor<[?,?,3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[?,?,1],f32>
    %8 = torch.vtensor.literal(dense_resource<torch_tensor_1_16_torch.float32> : tensor<1x16xf32>) : !torch.vtensor<[1,16],f32>
    %9 = torch.aten.matmul %7, %8 : !torch.vtensor<[?,?,1],f32>, !torch.vtensor<[1,16],f32> -> !torch.vtensor<[?,?,16],f32>
    %int0_2 = torch.constant.int 0
    %false_3 = torch.constant.bool false
    %values, %indices = torch.aten.sort %9, %int0_2, %false_3 : !torch.vtensor<[?,?,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,?,16],f32>, !torch.vtensor<[?,?,16],si64>
    %10 = torch.aten.maximum %values, %9 : !torch.vtensor<[?,?,16],f32>, !torch.vtensor<[?,?,16],f32> -> !torch.vtensor<[?,?,16],f32>
    %int1_4 = torch.constant.int 1
    %int1_5 = torch.constant.int 1
    %11 = torch.prim.ListConstruct %int1_4, %int1_5 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "reflect"
    %none_6 = torch.constant.none
    %12 = torch.aten.pad %10, %11, %str, %none_6 : !torch.vtensor<[?,?,16],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[?,?,18],f32>
    %none_7 = torch.constant.none
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %13 = torch.prim.ListConstruct %float2.000000e00 : (!torch.float) -> !torch.list<float>
    %14 = torch.aten.upsample_nearest1d.vec %12, %none_7, %13 : !torch.vtensor<[?,?,18],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[?,?,36],f32>
    %15 = torch.aten.matmul %arg0, %arg1 : !torch.vtensor<[?,?,3],f32>, !torch.vtensor<[3,6],f32> -> !torch.vtensor<[?,?,6],f32>
    %float1.732050e00 = torch.constant.float 1.7320508075688772
    %16 = torch.aten.div.Scalar %15, %float1.732050e00 : !torch.vtensor<[?,?,6],f32>, !torch.float -> !torch.vtensor<[?,?,6],f32>
    %int1_8 = torch.constant.int 1
    %false_9 = torch.constant.bool false
    %values_10, %indices_11 = torch.aten.sort %16, %int1_8, %false_9 : !torch.vtensor<[?,?,6],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,?,6],f32>, !torch.vtensor<[?,?,6],si64>
    %int0_12 = torch.constant.int 0
    %int0_13 = torch.constant.int 0
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int1_14 = torch.constant.int 1
    %17 = torch.aten.slice.Tensor %values_10, %int0_12, %int0_13, %int9223372036854775807, %int1_14 : !torch.vtensor<[?,?,6],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,6],f32>
    %int1_15 = torch.constant.int 1
    %int0_16 = torch.constant.int 0
    %int9223372036854775807_17 = torch.constant.int 9223372036854775807
    %int1_18 = torch.constant.int 1
    %18 = torch.aten.slice.Tensor %17, %int1_15, %int0_16, %int9223372036854775807_17, %int1_18 : !torch.vtensor<[?,?,6],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,6],f32>
    %int2_19 = torch.constant.int 2
    %int0_20 = torch.constant.int 0
    %int9223372036854775807_21 = torch.constant.int 9223372036854775807
    %int2_22 = torch.constant.int 2
    %19 = torch.aten.slice.Tensor %18, %int2_19, %int0_20, %int9223372036854775807_21, %int2_22 : !torch.vtensor<[?,?,6],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,3],f32>
    %20 = torch.vtensor.literal(dense_resource<torch_tensor_3_8_torch.float32> : tensor<3x8xf32>) : !torch.vtensor<[3,8],f32>
    %21 = torch.aten.matmul %19, %20 : !torch.vtensor<[?,?,3],f32>, !torch.vtensor<[3,8],f32> -> !torch.vtensor<[?,?,8],f32>
    %int2_23 = torch.constant.int 2
    %none_24 = torch.constant.none
    %22 = torch.aten.softmax.int %21, %int2_23, %none_24 : !torch.vtensor<[?,?,8],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,?,8],f32>
    %int0_25 = torch.constant.int 0
    %int0_26 = torch.constant.int 0
    %int9223372036854775807_27 = torch.constant.int 9223372036854775807
    %int1_28 = torch.constant.int 1
    %23 = torch.aten.slice.Tensor %22, %int0_25, %int0_26, %int9223372036854775807_27, %int1_28 : !torch.vtensor<[?,?,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,8],f32>
    %int1_29 = torch.constant.int 1
    %int0_30 = torch.constant.int 0
    %int9223372036854775807_31 = torch.constant.int 9223372036854775807
    %int2_32 = torch.constant.int 2
    %24 = torch.aten.slice.Tensor %23, %int1_29, %int0_30, %int9223372036854775807_31, %int2_32 : !torch.vtensor<[?,?,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,?,8],f32>
    %int2_33 = torch.constant.int 2
    %none_34 = torch.constant.none
    %25 = torch.aten.cumsum %arg0, %int2_33, %none_34 : !torch.vtensor<[?,?,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,?,3],f32>
    return %14, %24, %25 : !torch.vtensor<[?,?,36],f32>, !torch.vtensor<[?,?,8],f32>, !torch.vtensor<[?,?,3],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_16_torch.float32: "0x04000000A7DFCE3FF7B9BF3DC2E5193DB3249A3F9EBEE1BE2C478E3F52107DBF980C30BE99ED8FBF12AFBFBEFF20EF3EE3A8EC3EB65E2BBFE362373EEA0DBC3FA76CF33F",
      torch_tensor_3_8_torch.float32: "0x040000009B48043F74D6223F0BEA26BE2CF2FDBE7146E93EB2B90E3E03E4823EF15C9F3DB49684BFA34D79BF9F9FB4BF854C0F3F7F46213F879D58BD594FB4BEED5610BF3959F2BD34F4B2BEE65B433FF6F3903E45E403BFA2E9913F9C965FBE594E65BD"
    }
  }
#-}
