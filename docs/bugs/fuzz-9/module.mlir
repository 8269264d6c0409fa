module {
  func.func @main(%arg0: !torch.vtensor<[4,1,?,2],f32>) -> !torch.vtensor<[4,1,?,?],f32> {
    %int2 = torch.constant.int 2
    %int2_0 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2_1 = torch.constant.int 2
    %int2_2 = torch.constant.int 2
    %1 = torch.prim.ListConstruct %int2_1, %int2_2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0 = torch.constant.int 0
    %int0_3 = torch.constant.int 0
    %2 = torch.prim.ListConstruct %int0, %int0_3 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %int1_4 = torch.constant.int 1
    %3 = torch.prim.ListConstruct %int1, %int1_4 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %4 = torch.aten.max_pool2d %arg0, %0, %1, %2, %3, %false : !torch.vtensor<[4,1,?,2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[4,1,?,1],f32>
    %float-1.000000e00 = torch.constant.float -1.000000e+00
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int3 = torch.constant.int 3
    %none = torch.constant.none
    %none_5 = torch.constant.none
    %cpu = torch.constant.device "cpu"
    %false_6 = torch.constant.bool false
    %5 = torch.aten.linspace %float-1.000000e00, %float1.000000e00, %int3, %none, %none_5, %cpu, %false_6 : !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[3],f32>
    %int1_7 = torch.constant.int 1
    %int3_8 = torch.constant.int 3
    %6 = torch.prim.ListConstruct %int1_7, %int3_8 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.view %5, %6 : !torch.vtensor<[3],f32>, !torch.list<int> -> !torch.vtensor<[1,3],f32>
    %8 = torch.aten.matmul %4, %7 : !torch.vtensor<[4,1,?,1],f32>, !torch.vtensor<[1,3],f32> -> !torch.vtensor<[4,1,?,?],f32>
    return %8 : !torch.vtensor<[4,1,?,?],f32>
  }
}
