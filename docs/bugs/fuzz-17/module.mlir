module {
  func.func @main(%arg0: !torch.vtensor<[4,5,7],f32>, %arg1: !torch.vtensor<[4,5,7],f32>, %arg2: !torch.vtensor<[4],si64>, %arg3: !torch.vtensor<[4,1,7],f32>, %arg4: !torch.vtensor<[1,7],f32>, %arg5: !torch.vtensor<[5,1,1,1],f32>) -> (!torch.vtensor<[4,7],f32>, !torch.vtensor<[4,8,20,5],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[4,5,5,10],f32>) {
    %int0 = torch.constant.int 0
    %0 = torch.aten.gt.Scalar %arg1, %int0 : !torch.vtensor<[4,5,7],f32>, !torch.int -> !torch.vtensor<[4,5,7],i1>
    %float5.000000e-01 = torch.constant.float 5.000000e-01
    %1 = torch.aten.where.ScalarSelf %0, %float5.000000e-01, %arg0 : !torch.vtensor<[4,5,7],i1>, !torch.float, !torch.vtensor<[4,5,7],f32> -> !torch.vtensor<[4,5,7],f32>
    %int5 = torch.constant.int 5
    %int5_0 = torch.constant.int 5
    %int7 = torch.constant.int 7
    %2 = torch.prim.ListConstruct %int5, %int5_0, %int7 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %int6 = torch.constant.int 6
    %none = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %3 = torch.aten.zeros %2, %int6, %none, %cpu, %false : !torch.list<int>, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[5,5,7],f32>
    %4 = torch.aten.tanh %1 : !torch.vtensor<[4,5,7],f32> -> !torch.vtensor<[4,5,7],f32>
    %5 = torch.prim.ListConstruct %arg2 : (!torch.vtensor<[4],si64>) -> !torch.list<optional<vtensor>>
    %true = torch.constant.bool true
    %6 = torch.aten.index_put %3, %5, %4, %true : !torch.vtensor<[5,5,7],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[4,5,7],f32>, !torch.bool -> !torch.vtensor<[5,5,7],f32>
    %7 = torch.vtensor.literal(dense_resource<torch_tensor_4_5_3_torch.float32> : tensor<4x5x3xf32>) : !torch.vtensor<[4,5,3],f32>
    %none_1 = torch.constant.none
    %int1 = torch.constant.int 1
    %8 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %int2 = torch.constant.int 2
    %9 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %int2_2 = torch.constant.int 2
    %10 = torch.prim.ListConstruct %int2_2 : (!torch.int) -> !torch.list<int>
    %int1_3 = torch.constant.int 1
    %11 = torch.aten.conv1d %6, %7, %none_1, %8, %9, %10, %int1_3 : !torch.vtensor<[5,5,7],f32>, !torch.vtensor<[4,5,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[5,4,7],f32>
    %int0_4 = torch.constant.int 0
    %12 = torch.prim.ListConstruct %int0_4 : (!torch.int) -> !torch.list<int>
    %false_5 = torch.constant.bool false
    %none_6 = torch.constant.none
    %13 = torch.aten.sum.dim_IntList %11, %12, %false_5, %none_6 : !torch.vtensor<[5,4,7],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[4,7],f32>
    %int0_7 = torch.constant.int 0
    %14 = torch.aten.gt.Scalar %arg4, %int0_7 : !torch.vtensor<[1,7],f32>, !torch.int -> !torch.vtensor<[1,7],i1>
    %float5.000000e-01_8 = torch.constant.float 5.000000e-01
    %15 = torch.aten.where.ScalarSelf %14, %float5.000000e-01_8, %13 : !torch.vtensor<[1,7],i1>, !torch.float, !torch.vtensor<[4,7],f32> -> !torch.vtensor<[4,7],f32>
    %int0_9 = torch.constant.int 0
    %16 = torch.aten.unsqueeze %11, %int0_9 : !torch.vtensor<[5,4,7],f32>, !torch.int -> !torch.vtensor<[1,5,4,7],f32>
    %int5_10 = torch.constant.int 5
    %int-1 = torch.constant.int -1
    %int-1_11 = torch.constant.int -1
    %int-1_12 = torch.constant.int -1
    %17 = torch.prim.ListConstruct %int5_10, %int-1, %int-1_11, %int-1_12 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %false_13 = torch.constant.bool false
    %18 = torch.aten.expand %16, %17, %false_13 : !torch.vtensor<[1,5,4,7],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[5,5,4,7],f32>
    %19 = torch.aten.mul.Tensor %18, %arg5 : !torch.vtensor<[5,5,4,7],f32>, !torch.vtensor<[5,1,1,1],f32> -> !torch.vtensor<[5,5,4,7],f32>
    %int1_14 = torch.constant.int 1
    %int2_15 = torch.constant.int 2
    %20 = torch.prim.ListConstruct %int1_14, %int2_15 : (!torch.int, !torch.int) -> !torch.list<int>
    %str = torch.constant.str "constant"
    %none_16 = torch.constant.none
    %21 = torch.aten.pad %19, %20, %str, %none_16 : !torch.vtensor<[5,5,4,7],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[5,5,4,10],f32>
    %22 = torch.vtensor.literal(dense_resource<torch_tensor_5_4_3_3_torch.float32> : tensor<5x4x3x3xf32>) : !torch.vtensor<[5,4,3,3],f32>
    %none_17 = torch.constant.none
    %int2_18 = torch.constant.int 2
    %int2_19 = torch.constant.int 2
    %23 = torch.prim.ListConstruct %int2_18, %int2_19 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_20 = torch.constant.int 1
    %int1_21 = torch.constant.int 1
    %24 = torch.prim.ListConstruct %int1_20, %int1_21 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_22 = torch.constant.int 1
    %int1_23 = torch.constant.int 1
    %25 = torch.prim.ListConstruct %int1_22, %int1_23 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_24 = torch.constant.int 1
    %int1_25 = torch.constant.int 1
    %int1_26 = torch.constant.int 1
    %26 = torch.prim.ListConstruct %int1_25, %int1_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %27 = torch.aten.conv_transpose2d.input %21, %22, %none_17, %23, %24, %25, %int1_24, %26 : !torch.vtensor<[5,5,4,10],f32>, !torch.vtensor<[5,4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int, !torch.list<int> -> !torch.vtensor<[5,4,8,20],f32>
    %int1_27 = torch.constant.int 1
    %int2_28 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int0_29 = torch.constant.int 0
    %28 = torch.prim.ListConstruct %int1_27, %int2_28, %int3, %int0_29 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %29 = torch.aten.permute %27, %28 : !torch.vtensor<[5,4,8,20],f32>, !torch.list<int> -> !torch.vtensor<[4,8,20,5],f32>
    %int0_30 = torch.constant.int 0
    %int0_31 = torch.constant.int 0
    %30 = torch.aten.select.int %13, %int0_30, %int0_31 : !torch.vtensor<[4,7],f32>, !torch.int, !torch.int -> !torch.vtensor<[7],f32>
    %31 = torch.aten.tanh %30 : !torch.vtensor<[7],f32> -> !torch.vtensor<[7],f32>
    %str_32 = torch.constant.str "none"
    %32 = torch.aten.gelu %21, %str_32 : !torch.vtensor<[5,5,4,10],f32>, !torch.str -> !torch.vtensor<[5,5,4,10],f32>
    %int2_33 = torch.constant.int 2
    %int0_34 = torch.constant.int 0
    %33 = torch.aten.transpose.int %32, %int2_33, %int0_34 : !torch.vtensor<[5,5,4,10],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,5,5,10],f32>
    %int3_35 = torch.constant.int 3
    %false_36 = torch.constant.bool false
    %values, %indices = torch.aten.sort %33, %int3_35, %false_36 : !torch.vtensor<[4,5,5,10],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,5,5,10],f32>, !torch.vtensor<[4,5,5,10],si64>
    return %15, %29, %31, %values : !torch.vtensor<[4,7],f32>, !torch.vtensor<[4,8,20,5],f32>, !torch.vtensor<[7],f32>, !torch.vtensor<[4,5,5,10],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_5_3_torch.float32: "0x04000000D2658C3EED2CE7BD577F07BF7151E83D83CEEDBD3C8484BEFB198F3D61BD2BBE20FB50BEF43F003E72B91C3ED7585E3D27018A3CDBBFD93E01081A3EF6B616BE282F7F3EF934FA3CC1F886BD171A1FBE755812BFE4EB393E928C663E03528F3D32DD7F3E711C4CBDAF5D0CBED42C94BEBFF6A2BE53BD56BE8705DDBDE209033D41C299BB95C6AA3D6469B8BE6CCEB73D1E2E1C3EA358D0BD822492BDAF45F0BE99A10F3FC1721F3EE9CEB63E19C4CE3E408E05BF3C510C3E5A62B43E3714543ED1C69D3DD44FA63E62D68CBE4EF6373B415EAE3DDEE4C7BC0138A53E103A96BE8C3191BE0015FF3C59671E3EFC08A6BD",
      torch_tensor_5_4_3_3_torch.float32: "0x04000000A42660BC7D48773E5BB52A3E9D9DC03DDE0307BEBC00D2BD2724BFBD5EB4A6BDD67F15BD8A1DA93C5AEF3C3DF93013BE7F6B823D2756A13CBDBE0FBDBB1746BE790A9FBE2ED392BE9528763DD77F863E78CF03BEAB0DC4BD32EBB6BD41E78F3D41F826BDACE422BE706D32BD1373873E8D9DEFBD969C43BEB61521BC64F2ACBC4A0607BE40FFDFBD50DEF4BC0C33E73D669BE33C3E5E833BB8CECABD31D158BEF65006BD5D834DBEA67A353E9A0B38BECCB0523E29F2143E9A8CAD3D7D2E6A3DD911FBBCC862C7BDB0F8373E23DECC3A6020B33C8D04D83D557DEABD13A9F53DCFE4C93DEA6C803D1D9510BEACC0D8BD230CA3BD0B36D53CF963953D849E8C3B3794A13EE94503BE09FC79BE0026FBBD57C785BC037C84BEEC93BD3E3A157D3DEEB43DBD6533033E556AEB3C2CCD16BD6DD129BD8D6537BE35DA36BDED512ABE182233BE1168DC3D57FAC93CF0D94BBEAD52493E26DA0E3E416F5DBC85F4BDBC7636BD3E4C8F99BD7D5B26BE640F17BE8FE25CBE64642A3E41C3EFBDE3D9DC3C722F12BEFFE4BB3E3C28B33DA8BA62BD4AE78A3E92A6FA3CB352FBBDEBB83E3EBEAF1D3DB1559C3D2CCD29BE7D4C86BC3A69FBBD7A608E3C14C7A83C3704A53D12EACB3D9CF95A3CDD77D3BDCC4B24BD5160F03C012CAD3CA6A0FEBD24D1C7BC8AB6583D7333373D91E74A3EE0A330BE450620BE9447373D7F1EDB3DB10FCB3E82A743BE6E93103E6D0AB2BD4E802CBEC829DE3D12C2A73D5DB9643E7C3692BD1F40FA3D234E163E0D78933A6A7ECA3EC8EC8C3D8CB258BD4075E13C2C4AFABC52F0183DFA2FB3BDCB5CBA3D4AEF08BEFA9701BE1833293E661D64BEDA8D053D442D1A3E0D79B13D508F9ABE4490923C5DB47FBD131A0ABE3F488F3B7C60C9BD56E269BE77D20B3DB48ED93CC14906BEAF1E243A296A633DA687FABD2B9404BE4C71CA3C20DA6F3E58367E3E8DC895BD4614093E25EB953DD61734BED1065D3E121D7BBE3D7A093E368A083EFD6E5BBE"
    }
  }
#-}
