module {
  func.func @main(%arg0: !torch.vtensor<[?,17,?,8],f32>, %arg1: !torch.vtensor<[17],f32>, %arg2: !torch.vtensor<[1,1,1,1],f32>) -> (!torch.vtensor<[?,17,?],f32>, !torch.vtensor<[?,17,?,8],f32>, !torch.vtensor<[?,17,?,1],f32>, !torch.vtensor<[?,1,1,4],f32>) {
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,17,?,8],f32>, !torch.int -> !torch.int
    %int2 = torch.constant.int 2
    %int2_0 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2, %int2_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2_1 = torch.constant.int 2
    %int2_2 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int2_1, %int2_2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_3 = torch.constant.int 0
    %int0_4 = torch.constant.int 0
    %3 = torch.prim.ListConstruct %int0_3, %int0_4 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %none = torch.constant.none
    %4 = torch.aten.avg_pool2d %arg0, %1, %2, %3, %false, %true, %none : !torch.vtensor<[?,17,?,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,17,?,4],f32>
    %int3 = torch.constant.int 3
    %int0_5 = torch.constant.int 0
    %5 = torch.aten.select.int %4, %int3, %int0_5 : !torch.vtensor<[?,17,?,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,17,?],f32>
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_17_torch.float32> : tensor<17xf32>) : !torch.vtensor<[17],f32>
    %7 = torch.aten.detach %6 : !torch.vtensor<[17],f32> -> !torch.vtensor<[17],f32>
    %8 = torch.vtensor.literal(dense_resource<torch_tensor_17_torch.float32_1> : tensor<17xf32>) : !torch.vtensor<[17],f32>
    %9 = torch.aten.detach %8 : !torch.vtensor<[17],f32> -> !torch.vtensor<[17],f32>
    %10 = torch.aten.abs %9 : !torch.vtensor<[17],f32> -> !torch.vtensor<[17],f32>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %int1 = torch.constant.int 1
    %11 = torch.aten.add.Scalar %10, %float5.000000e-01, %int1 : !torch.vtensor<[17],f32>, !torch.float, !torch.int -> !torch.vtensor<[17],f32>
    %int6 = torch.constant.int 6
    %12 = torch.prims.convert_element_type %7, %int6 : !torch.vtensor<[17],f32>, !torch.int -> !torch.vtensor<[17],f32>
    %int6_6 = torch.constant.int 6
    %13 = torch.prims.convert_element_type %11, %int6_6 : !torch.vtensor<[17],f32>, !torch.int -> !torch.vtensor<[17],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_7 = torch.constant.int 1
    %14 = torch.aten.add.Scalar %13, %float1.000000e-05, %int1_7 : !torch.vtensor<[17],f32>, !torch.float, !torch.int -> !torch.vtensor<[17],f32>
    %15 = torch.aten.sqrt %14 : !torch.vtensor<[17],f32> -> !torch.vtensor<[17],f32>
    %16 = torch.aten.reciprocal %15 : !torch.vtensor<[17],f32> -> !torch.vtensor<[17],f32>
    %int1_8 = torch.constant.int 1
    %17 = torch.aten.mul.Scalar %16, %int1_8 : !torch.vtensor<[17],f32>, !torch.int -> !torch.vtensor<[17],f32>
    %int-1 = torch.constant.int -1
    %18 = torch.aten.unsqueeze %12, %int-1 : !torch.vtensor<[17],f32>, !torch.int -> !torch.vtensor<[17,1],f32>
    %int-1_9 = torch.constant.int -1
    %19 = torch.aten.unsqueeze %17, %int-1_9 : !torch.vtensor<[17],f32>, !torch.int -> !torch.vtensor<[17,1],f32>
    %int1_10 = torch.constant.int 1
    %20 = torch.aten.sub.Tensor %5, %18, %int1_10 : !torch.vtensor<[?,17,?],f32>, !torch.vtensor<[17,1],f32>, !torch.int -> !torch.vtensor<[?,17,?],f32>
    %21 = torch.aten.mul.Tensor %20, %19 : !torch.vtensor<[?,17,?],f32>, !torch.vtensor<[17,1],f32> -> !torch.vtensor<[?,17,?],f32>
    %22 = torch.vtensor.literal(dense_resource<torch_tensor_17_torch.float32_2> : tensor<17xf32>) : !torch.vtensor<[17],f32>
    %int-1_11 = torch.constant.int -1
    %23 = torch.aten.unsqueeze %22, %int-1_11 : !torch.vtensor<[17],f32>, !torch.int -> !torch.vtensor<[17,1],f32>
    %24 = torch.aten.mul.Tensor %21, %23 : !torch.vtensor<[?,17,?],f32>, !torch.vtensor<[17,1],f32> -> !torch.vtensor<[?,17,?],f32>
    %25 = torch.vtensor.literal(dense_resource<torch_tensor_17_torch.float32_3> : tensor<17xf32>) : !torch.vtensor<[17],f32>
    %int-1_12 = torch.constant.int -1
    %26 = torch.aten.unsqueeze %25, %int-1_12 : !torch.vtensor<[17],f32>, !torch.int -> !torch.vtensor<[17,1],f32>
    %int1_13 = torch.constant.int 1
    %27 = torch.aten.add.Tensor %24, %26, %int1_13 : !torch.vtensor<[?,17,?],f32>, !torch.vtensor<[17,1],f32>, !torch.int -> !torch.vtensor<[?,17,?],f32>
    %int-1_14 = torch.constant.int -1
    %false_15 = torch.constant.bool false
    %28 = torch.aten.argsort %arg1, %int-1_14, %false_15 : !torch.vtensor<[17],f32>, !torch.int, !torch.bool -> !torch.vtensor<[17],si64>
    %int1_16 = torch.constant.int 1
    %29 = torch.aten.index_select %arg0, %int1_16, %28 : !torch.vtensor<[?,17,?,8],f32>, !torch.int, !torch.vtensor<[17],si64> -> !torch.vtensor<[?,17,?,8],f32>
    %30 = torch.aten.tanh %29 : !torch.vtensor<[?,17,?,8],f32> -> !torch.vtensor<[?,17,?,8],f32>
    %none_17 = torch.constant.none
    %float0.000000e00 = torch.constant.float 0.000000e+00
    %false_18 = torch.constant.bool false
    %none_19 = torch.constant.none
    %false_20 = torch.constant.bool false
    %31 = torch.aten.scaled_dot_product_attention %29, %29, %30, %none_17, %float0.000000e00, %false_18, %none_19, %false_20 : !torch.vtensor<[?,17,?,8],f32>, !torch.vtensor<[?,17,?,8],f32>, !torch.vtensor<[?,17,?,8],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,17,?,8],f32>
    %int1_21 = torch.constant.int 1
    %none_22 = torch.constant.none
    %32 = torch.aten.softmax.int %31, %int1_21, %none_22 : !torch.vtensor<[?,17,?,8],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,17,?,8],f32>
    %33 = torch.aten.tanh %4 : !torch.vtensor<[?,17,?,4],f32> -> !torch.vtensor<[?,17,?,4],f32>
    %34 = torch.aten.exp %33 : !torch.vtensor<[?,17,?,4],f32> -> !torch.vtensor<[?,17,?,4],f32>
    %int1_23 = torch.constant.int 1
    %int-1_24 = torch.constant.int -1
    %true_25 = torch.constant.bool true
    %true_26 = torch.constant.bool true
    %values, %indices = torch.aten.topk %34, %int1_23, %int-1_24, %true_25, %true_26 : !torch.vtensor<[?,17,?,4],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,17,?,1],f32>, !torch.vtensor<[?,17,?,1],si64>
    %int1_27 = torch.constant.int 1
    %none_28 = torch.constant.none
    %35 = torch.aten.cumsum %4, %int1_27, %none_28 : !torch.vtensor<[?,17,?,4],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,17,?,4],f32>
    %int1_29 = torch.constant.int 1
    %36 = torch.aten.add.Tensor %34, %35, %int1_29 : !torch.vtensor<[?,17,?,4],f32>, !torch.vtensor<[?,17,?,4],f32>, !torch.int -> !torch.vtensor<[?,17,?,4],f32>
    %int1_30 = torch.constant.int 1
    %int2_31 = torch.constant.int 2
    %37 = torch.prim.ListConstruct %int1_30, %int2_31 : (!torch.int, !torch.int) -> !torch.list<int>
    %true_32 = torch.constant.bool true
    %none_33 = torch.constant.none
    %38 = torch.aten.sum.dim_IntList %36, %37, %true_32, %none_33 : !torch.vtensor<[?,17,?,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,1,1,4],f32>
    %39 = torch.aten.tanh %38 : !torch.vtensor<[?,1,1,4],f32> -> !torch.vtensor<[?,1,1,4],f32>
    %none_34 = torch.constant.none
    %float0.000000e00_35 = torch.constant.float 0.000000e+00
    %false_36 = torch.constant.bool false
    %none_37 = torch.constant.none
    %false_38 = torch.constant.bool false
    %40 = torch.aten.scaled_dot_product_attention %38, %38, %39, %none_34, %float0.000000e00_35, %false_36, %none_37, %false_38 : !torch.vtensor<[?,1,1,4],f32>, !torch.vtensor<[?,1,1,4],f32>, !torch.vtensor<[?,1,1,4],f32>, !torch.none, !torch.float, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[?,1,1,4],f32>
    %int1_39 = torch.constant.int 1
    %41 = torch.aten.sub.int %0, %int1_39 : !torch.int, !torch.int -> !torch.int
    %int0_40 = torch.constant.int 0
    %int1_41 = torch.constant.int 1
    %int1_42 = torch.constant.int 1
    %42 = torch.aten.slice.Tensor %40, %int0_40, %int1_41, %0, %int1_42 : !torch.vtensor<[?,1,1,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,1,4],f32>
    %int0_43 = torch.constant.int 0
    %43 = torch.aten.gt.Scalar %arg2, %int0_43 : !torch.vtensor<[1,1,1,1],f32>, !torch.int -> !torch.vtensor<[1,1,1,1],i1>
    %float5.000000e-01_44 = torch.constant.float 5.000000e-01
    %44 = torch.aten.where.ScalarSelf %43, %float5.000000e-01_44, %42 : !torch.vtensor<[1,1,1,1],i1>, !torch.float, !torch.vtensor<[?,1,1,4],f32> -> !torch.vtensor<[?,1,1,4],f32>
    %45 = torch.aten.neg %44 : !torch.vtensor<[?,1,1,4],f32> -> !torch.vtensor<[?,1,1,4],f32>
    return %27, %32, %values, %45 : !torch.vtensor<[?,17,?],f32>, !torch.vtensor<[?,17,?,8],f32>, !torch.vtensor<[?,17,?,1],f32>, !torch.vtensor<[?,1,1,4],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_17_torch.float32: "0x0400000088A4AC3FA4A1BDBE946F3A3F1FDC86BFEDB8463F1184243D8700973F2DDEE03F1D492D3FD1DCC1BFA542DABE122CDF3E38E611BF0FC2813E9246BEBFB0EABB3F53EE403F",
      torch_tensor_17_torch.float32_1: "0x040000002FABE0BE67578F3FCDF582BEFDA89B3DAE1090BD1DAA78BE62BD4E3EA4DD73BAE756783D2D1D553FAB4F463FBD5CBEBFCAD50AC0DEB5113E2B979E3E1ACC26BE0AB7D2BE",
      torch_tensor_17_torch.float32_2: "0x04000000DC7DAF3F0A4D303FE43E173F8241063E64FF7BBF9FF0943E64EE99BEFD695D3E62CDB43FC1B35EBF42858CBD52D518BF75A6883FA0F8BD3E30E5733E31583E3EAEB1C23D",
      torch_tensor_17_torch.float32_3: "0x040000006A82373F7DAE7A3DBD3AA43EEFA7213FEFBD463ED83404BF81A9883FE0EE213F82AEC33F6880B13EE4F90ABD7A31333FB770D3BF1FBD0E3F0196EA3D4233A03EFE561ABF"
    }
  }
#-}
