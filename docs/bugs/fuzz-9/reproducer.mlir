module {
  func.func @main(%arg0: !torch.vtensor<[4,1,?,2],f32>) -> !torch.vtensor<[4,1,?,?],f32> attributes {torch.assume_strict_symbolic_shapes} {
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %none = torch.constant.none
    %int3 = torch.constant.int 3
    %float-1.000000e00 = torch.constant.float -1.000000e+00
    %false = torch.constant.bool false
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int2 = torch.constant.int 2
    %0 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %2 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %3 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %4 = torch.aten.max_pool2d %arg0, %0, %1, %2, %3, %false : !torch.vtensor<[4,1,?,2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[4,1,?,1],f32>
    %cpu = torch.constant.device "cpu"
    %5 = torch.aten.arange.start_step %int0, %int3, %int1, %none, %none, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[3],si64>
    %6 = torch.aten.mul.Scalar %5, %float1.000000e00 : !torch.vtensor<[3],si64>, !torch.float -> !torch.vtensor<[3],f32>
    %7 = torch.aten.add.Scalar %6, %float-1.000000e00, %int1 : !torch.vtensor<[3],f32>, !torch.float, !torch.int -> !torch.vtensor<[3],f32>
    %8 = torch.prim.ListConstruct %int1, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %9 = torch.aten.view %7, %8 : !torch.vtensor<[3],f32>, !torch.list<int> -> !torch.vtensor<[1,3],f32>
    %10 = torch.aten.matmul %4, %9 : !torch.vtensor<[4,1,?,1],f32>, !torch.vtensor<[1,3],f32> -> !torch.vtensor<[4,1,?,?],f32>
    return %10 : !torch.vtensor<[4,1,?,?],f32>
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(func.func(convert-torch-to-linalg{allow-non-finites=true}))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
