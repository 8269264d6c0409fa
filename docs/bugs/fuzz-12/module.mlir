module {
  func.func @main(%arg0: !torch.vtensor<[2,3,?,2],f32>) -> !torch.vtensor<[2,5,2,?],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.size.int %arg0, %int2 : !torch.vtensor<[2,3,?,2],f32>, !torch.int -> !torch.int
    %float-1.000000e00 = torch.constant.float -1.000000e+00
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int135 = torch.constant.int 135
    %none = torch.constant.none
    %none_0 = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false = torch.constant.bool false
    %1 = torch.aten.linspace %float-1.000000e00, %float1.000000e00, %int135, %none, %none_0, %cpu, %false : !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[135],f32>
    %int5 = torch.constant.int 5
    %int3 = torch.constant.int 3
    %int3_1 = torch.constant.int 3
    %int3_2 = torch.constant.int 3
    %2 = torch.prim.ListConstruct %int5, %int3, %int3_1, %int3_2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.aten.view %1, %2 : !torch.vtensor<[135],f32>, !torch.list<int> -> !torch.vtensor<[5,3,3,3],f32>
    %none_3 = torch.constant.none
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %float2.000000e00_4 = torch.constant.float 2.000000e+00
    %4 = torch.prim.ListConstruct %float2.000000e00, %float2.000000e00_4 : (!torch.float, !torch.float) -> !torch.list<float>
    %5 = torch.aten.upsample_nearest2d.vec %arg0, %none_3, %4 : !torch.vtensor<[2,3,?,2],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[2,3,?,4],f32>
    %int2_5 = torch.constant.int 2
    %6 = torch.prim.ListConstruct %int2_5 : (!torch.int) -> !torch.list<int>
    %7 = torch.aten.flip %5, %6 : !torch.vtensor<[2,3,?,4],f32>, !torch.list<int> -> !torch.vtensor<[2,3,?,4],f32>
    %int2_6 = torch.constant.int 2
    %int3_7 = torch.constant.int 3
    %8 = torch.aten.transpose.int %7, %int2_6, %int3_7 : !torch.vtensor<[2,3,?,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,4,?],f32>
    %int2_8 = torch.constant.int 2
    %9 = torch.aten.mul.int %int2_8, %0 : !torch.int, !torch.int -> !torch.int
    %10 = torch.prim.ListConstruct %9 : (!torch.int) -> !torch.list<int>
    %none_9 = torch.constant.none
    %none_10 = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false_11 = torch.constant.bool false
    %11 = torch.aten.layer_norm %8, %10, %none_9, %none_10, %float1.000000e-05, %false_11 : !torch.vtensor<[2,3,4,?],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,3,4,?],f32>
    %int2_12 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int2_13 = torch.constant.int 2
    %12 = torch.aten.slice.Tensor %11, %int2_12, %int0, %int9223372036854775807, %int2_13 : !torch.vtensor<[2,3,4,?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,2,?],f32>
    %none_14 = torch.constant.none
    %int1 = torch.constant.int 1
    %int1_15 = torch.constant.int 1
    %13 = torch.prim.ListConstruct %int1, %int1_15 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_16 = torch.constant.int 1
    %int1_17 = torch.constant.int 1
    %14 = torch.prim.ListConstruct %int1_16, %int1_17 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_18 = torch.constant.int 1
    %int1_19 = torch.constant.int 1
    %15 = torch.prim.ListConstruct %int1_18, %int1_19 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_20 = torch.constant.int 1
    %16 = torch.aten.conv2d %12, %3, %none_14, %13, %14, %15, %int1_20 : !torch.vtensor<[2,3,2,?],f32>, !torch.vtensor<[5,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,5,2,?],f32>
    return %16 : !torch.vtensor<[2,5,2,?],f32>
  }
}
