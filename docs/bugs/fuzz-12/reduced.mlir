module {
  func.func @main(%arg0: !torch.vtensor<[2,3,?,2],f32>, %arg1: !torch.vtensor<[5,3,3,3],f32>) -> !torch.vtensor<[2,5,2,?],f32> {
    %int2 = torch.constant.int 2
    %0 = torch.aten.size.int %arg0, %int2 : !torch.vtensor<[2,3,?,2],f32>, !torch.int -> !torch.int
    %none = torch.constant.none
    %float2.000000e00 = torch.constant.float 2.000000e+00
    %float2.000000e00_0 = torch.constant.float 2.000000e+00
    %1 = torch.prim.ListConstruct %float2.000000e00, %float2.000000e00_0 : (!torch.float, !torch.float) -> !torch.list<float>
    %2 = torch.aten.upsample_nearest2d.vec %arg0, %none, %1 : !torch.vtensor<[2,3,?,2],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[2,3,?,4],f32>
    %int2_1 = torch.constant.int 2
    %3 = torch.prim.ListConstruct %int2_1 : (!torch.int) -> !torch.list<int>
    %4 = torch.aten.flip %2, %3 : !torch.vtensor<[2,3,?,4],f32>, !torch.list<int> -> !torch.vtensor<[2,3,?,4],f32>
    %int2_2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %5 = torch.aten.transpose.int %4, %int2_2, %int3 : !torch.vtensor<[2,3,?,4],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3,4,?],f32>
    %int2_3 = torch.constant.int 2
    %6 = torch.aten.mul.int %int2_3, %0 : !torch.int, !torch.int -> !torch.int
    %7 = torch.prim.ListConstruct %6 : (!torch.int) -> !torch.list<int>
    %none_4 = torch.constant.none
    %none_5 = torch.constant.none
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %false = torch.constant.bool false
    %8 = torch.aten.layer_norm %5, %7, %none_4, %none_5, %float1.000000e-05, %false : !torch.vtensor<[2,3,4,?],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,3,4,?],f32>
    %int2_6 = torch.constant.int 2
    %int0 = torch.constant.int 0
    %int9223372036854775807 = torch.constant.int 9223372036854775807
    %int2_7 = torch.constant.int 2
    %9 = torch.aten.slice.Tensor %8, %int2_6, %int0, %int9223372036854775807, %int2_7 : !torch.vtensor<[2,3,4,?],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,2,?],f32>
    %none_8 = torch.constant.none
    %int1 = torch.constant.int 1
    %int1_9 = torch.constant.int 1
    %10 = torch.prim.ListConstruct %int1, %int1_9 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_10 = torch.constant.int 1
    %int1_11 = torch.constant.int 1
    %11 = torch.prim.ListConstruct %int1_10, %int1_11 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_12 = torch.constant.int 1
    %int1_13 = torch.constant.int 1
    %12 = torch.prim.ListConstruct %int1_12, %int1_13 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_14 = torch.constant.int 1
    %13 = torch.aten.conv2d %9, %arg1, %none_8, %10, %11, %12, %int1_14 : !torch.vtensor<[2,3,2,?],f32>, !torch.vtensor<[5,3,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[2,5,2,?],f32>
    return %13 : !torch.vtensor<[2,5,2,?],f32>
  }
}
