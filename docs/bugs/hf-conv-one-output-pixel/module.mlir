module {
  func.func @main(%arg0: !torch.vtensor<[?,3,32,32],f32>) -> !torch.vtensor<[?,2],f32> {
    %int0 = torch.constant.int 0
    %0 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,3,32,32],f32>, !torch.int -> !torch.int
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_64_3_7_7_torch.float32> : tensor<64x3x7x7xf32>) : !torch.vtensor<[64,3,7,7],f32>
    %none = torch.constant.none
    %int2 = torch.constant.int 2
    %int2_0 = torch.constant.int 2
    %2 = torch.prim.ListConstruct %int2, %int2_0 : (!torch.int, !torch.int) -> !torch.list<int>
    %int3 = torch.constant.int 3
    %int3_1 = torch.constant.int 3
    %3 = torch.prim.ListConstruct %int3, %int3_1 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1 = torch.constant.int 1
    %int1_2 = torch.constant.int 1
    %4 = torch.prim.ListConstruct %int1, %int1_2 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_3 = torch.constant.int 1
    %5 = torch.aten.conv2d %arg0, %1, %none, %2, %3, %4, %int1_3 : !torch.vtensor<[?,3,32,32],f32>, !torch.vtensor<[64,3,7,7],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,64,16,16],f32>
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) : !torch.vtensor<[64],f32>
    %int6 = torch.constant.int 6
    %7 = torch.prims.convert_element_type %6, %int6 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %8 = torch.vtensor.literal(dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>) : !torch.vtensor<[64],f32>
    %int6_4 = torch.constant.int 6
    %9 = torch.prims.convert_element_type %8, %int6_4 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %int1_5 = torch.constant.int 1
    %10 = torch.aten.add.Scalar %9, %float1.000000e-05, %int1_5 : !torch.vtensor<[64],f32>, !torch.float, !torch.int -> !torch.vtensor<[64],f32>
    %11 = torch.aten.sqrt %10 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %12 = torch.aten.reciprocal %11 : !torch.vtensor<[64],f32> -> !torch.vtensor<[64],f32>
    %int1_6 = torch.constant.int 1
    %13 = torch.aten.mul.Scalar %12, %int1_6 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %int-1 = torch.constant.int -1
    %14 = torch.aten.unsqueeze %7, %int-1 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64,1],f32>
    %int-1_7 = torch.constant.int -1
    %15 = torch.aten.unsqueeze %14, %int-1_7 : !torch.vtensor<[64,1],f32>, !torch.int -> !torch.vtensor<[64,1,1],f32>
    %int-1_8 = torch.constant.int -1
    %16 = torch.aten.unsqueeze %13, %int-1_8 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64,1],f32>
    %int-1_9 = torch.constant.int -1
    %17 = torch.aten.unsqueeze %16, %int-1_9 : !torch.vtensor<[64,1],f32>, !torch.int -> !torch.vtensor<[64,1,1],f32>
    %int1_10 = torch.constant.int 1
    %18 = torch.aten.sub.Tensor %5, %15, %int1_10 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,1,1],f32>, !torch.int -> !torch.vtensor<[?,64,16,16],f32>
    %19 = torch.aten.mul.Tensor %18, %17 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,1,1],f32> -> !torch.vtensor<[?,64,16,16],f32>
    %20 = torch.vtensor.literal(dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>) : !torch.vtensor<[64],f32>
    %int-1_11 = torch.constant.int -1
    %21 = torch.aten.unsqueeze %20, %int-1_11 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64,1],f32>
    %int-1_12 = torch.constant.int -1
    %22 = torch.aten.unsqueeze %21, %int-1_12 : !torch.vtensor<[64,1],f32>, !torch.int -> !torch.vtensor<[64,1,1],f32>
    %23 = torch.aten.mul.Tensor %19, %22 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,1,1],f32> -> !torch.vtensor<[?,64,16,16],f32>
    %24 = torch.vtensor.literal(dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>) : !torch.vtensor<[64],f32>
    %int-1_13 = torch.constant.int -1
    %25 = torch.aten.unsqueeze %24, %int-1_13 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64,1],f32>
    %int-1_14 = torch.constant.int -1
    %26 = torch.aten.unsqueeze %25, %int-1_14 : !torch.vtensor<[64,1],f32>, !torch.int -> !torch.vtensor<[64,1,1],f32>
    %int1_15 = torch.constant.int 1
    %27 = torch.aten.add.Tensor %23, %26, %int1_15 : !torch.vtensor<[?,64,16,16],f32>, !torch.vtensor<[64,1,1],f32>, !torch.int -> !torch.vtensor<[?,64,16,16],f32>
    %28 = torch.aten.relu %27 : !torch.vtensor<[?,64,16,16],f32> -> !torch.vtensor<[?,64,16,16],f32>
    %int3_16 = torch.constant.int 3
    %int3_17 = torch.constant.int 3
    %29 = torch.prim.ListConstruct %int3_16, %int3_17 : (!torch.int, !torch.int) -> !torch.list<int>
    %int2_18 = torch.constant.int 2
    %int2_19 = torch.constant.int 2
    %30 = torch.prim.ListConstruct %int2_18, %int2_19 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_20 = torch.constant.int 1
    %int1_21 = torch.constant.int 1
    %31 = torch.prim.ListConstruct %int1_20, %int1_21 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_22 = torch.constant.int 1
    %int1_23 = torch.constant.int 1
    %32 = torch.prim.ListConstruct %int1_22, %int1_23 : (!torch.int, !torch.int) -> !torch.list<int>
    %false = torch.constant.bool false
    %33 = torch.aten.max_pool2d %28, %29, %30, %31, %32, %false : !torch.vtensor<[?,64,16,16],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,64,8,8],f32>
    %34 = torch.vtensor.literal(dense_resource<torch_tensor_4_64_1_1_torch.float32> : tensor<4x64x1x1xf32>) : !torch.vtensor<[4,64,1,1],f32>
    %none_24 = torch.constant.none
    %int1_25 = torch.constant.int 1
    %int1_26 = torch.constant.int 1
    %35 = torch.prim.ListConstruct %int1_25, %int1_26 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_27 = torch.constant.int 0
    %int0_28 = torch.constant.int 0
    %36 = torch.prim.ListConstruct %int0_27, %int0_28 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_29 = torch.constant.int 1
    %int1_30 = torch.constant.int 1
    %37 = torch.prim.ListConstruct %int1_29, %int1_30 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_31 = torch.constant.int 1
    %38 = torch.aten.conv2d %33, %34, %none_24, %35, %36, %37, %int1_31 : !torch.vtensor<[?,64,8,8],f32>, !torch.vtensor<[4,64,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %39 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_32 = torch.constant.int 6
    %40 = torch.prims.convert_element_type %39, %int6_32 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %41 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_1> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_33 = torch.constant.int 6
    %42 = torch.prims.convert_element_type %41, %int6_33 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_34 = torch.constant.float 1.000000e-05
    %int1_35 = torch.constant.int 1
    %43 = torch.aten.add.Scalar %42, %float1.000000e-05_34, %int1_35 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %44 = torch.aten.sqrt %43 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %45 = torch.aten.reciprocal %44 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_36 = torch.constant.int 1
    %46 = torch.aten.mul.Scalar %45, %int1_36 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_37 = torch.constant.int -1
    %47 = torch.aten.unsqueeze %40, %int-1_37 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_38 = torch.constant.int -1
    %48 = torch.aten.unsqueeze %47, %int-1_38 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_39 = torch.constant.int -1
    %49 = torch.aten.unsqueeze %46, %int-1_39 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_40 = torch.constant.int -1
    %50 = torch.aten.unsqueeze %49, %int-1_40 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_41 = torch.constant.int 1
    %51 = torch.aten.sub.Tensor %38, %48, %int1_41 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %52 = torch.aten.mul.Tensor %51, %50 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %53 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_2> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_42 = torch.constant.int -1
    %54 = torch.aten.unsqueeze %53, %int-1_42 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_43 = torch.constant.int -1
    %55 = torch.aten.unsqueeze %54, %int-1_43 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %56 = torch.aten.mul.Tensor %52, %55 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %57 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_3> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_44 = torch.constant.int -1
    %58 = torch.aten.unsqueeze %57, %int-1_44 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_45 = torch.constant.int -1
    %59 = torch.aten.unsqueeze %58, %int-1_45 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_46 = torch.constant.int 1
    %60 = torch.aten.add.Tensor %56, %59, %int1_46 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %61 = torch.aten.relu %60 : !torch.vtensor<[?,4,8,8],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %62 = torch.vtensor.literal(dense_resource<torch_tensor_4_4_3_3_torch.float32> : tensor<4x4x3x3xf32>) : !torch.vtensor<[4,4,3,3],f32>
    %none_47 = torch.constant.none
    %int1_48 = torch.constant.int 1
    %int1_49 = torch.constant.int 1
    %63 = torch.prim.ListConstruct %int1_48, %int1_49 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_50 = torch.constant.int 1
    %int1_51 = torch.constant.int 1
    %64 = torch.prim.ListConstruct %int1_50, %int1_51 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_52 = torch.constant.int 1
    %int1_53 = torch.constant.int 1
    %65 = torch.prim.ListConstruct %int1_52, %int1_53 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_54 = torch.constant.int 1
    %66 = torch.aten.conv2d %61, %62, %none_47, %63, %64, %65, %int1_54 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %67 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_4> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_55 = torch.constant.int 6
    %68 = torch.prims.convert_element_type %67, %int6_55 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %69 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_5> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_56 = torch.constant.int 6
    %70 = torch.prims.convert_element_type %69, %int6_56 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_57 = torch.constant.float 1.000000e-05
    %int1_58 = torch.constant.int 1
    %71 = torch.aten.add.Scalar %70, %float1.000000e-05_57, %int1_58 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %72 = torch.aten.sqrt %71 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %73 = torch.aten.reciprocal %72 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_59 = torch.constant.int 1
    %74 = torch.aten.mul.Scalar %73, %int1_59 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_60 = torch.constant.int -1
    %75 = torch.aten.unsqueeze %68, %int-1_60 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_61 = torch.constant.int -1
    %76 = torch.aten.unsqueeze %75, %int-1_61 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_62 = torch.constant.int -1
    %77 = torch.aten.unsqueeze %74, %int-1_62 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_63 = torch.constant.int -1
    %78 = torch.aten.unsqueeze %77, %int-1_63 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_64 = torch.constant.int 1
    %79 = torch.aten.sub.Tensor %66, %76, %int1_64 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %80 = torch.aten.mul.Tensor %79, %78 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %81 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_6> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_65 = torch.constant.int -1
    %82 = torch.aten.unsqueeze %81, %int-1_65 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_66 = torch.constant.int -1
    %83 = torch.aten.unsqueeze %82, %int-1_66 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %84 = torch.aten.mul.Tensor %80, %83 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %85 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_7> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_67 = torch.constant.int -1
    %86 = torch.aten.unsqueeze %85, %int-1_67 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_68 = torch.constant.int -1
    %87 = torch.aten.unsqueeze %86, %int-1_68 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_69 = torch.constant.int 1
    %88 = torch.aten.add.Tensor %84, %87, %int1_69 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %89 = torch.aten.relu %88 : !torch.vtensor<[?,4,8,8],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %90 = torch.vtensor.literal(dense_resource<torch_tensor_16_4_1_1_torch.float32> : tensor<16x4x1x1xf32>) : !torch.vtensor<[16,4,1,1],f32>
    %none_70 = torch.constant.none
    %int1_71 = torch.constant.int 1
    %int1_72 = torch.constant.int 1
    %91 = torch.prim.ListConstruct %int1_71, %int1_72 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_73 = torch.constant.int 0
    %int0_74 = torch.constant.int 0
    %92 = torch.prim.ListConstruct %int0_73, %int0_74 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_75 = torch.constant.int 1
    %int1_76 = torch.constant.int 1
    %93 = torch.prim.ListConstruct %int1_75, %int1_76 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_77 = torch.constant.int 1
    %94 = torch.aten.conv2d %89, %90, %none_70, %91, %92, %93, %int1_77 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[16,4,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,8,8],f32>
    %95 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_78 = torch.constant.int 6
    %96 = torch.prims.convert_element_type %95, %int6_78 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %97 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_79 = torch.constant.int 6
    %98 = torch.prims.convert_element_type %97, %int6_79 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_80 = torch.constant.float 1.000000e-05
    %int1_81 = torch.constant.int 1
    %99 = torch.aten.add.Scalar %98, %float1.000000e-05_80, %int1_81 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %100 = torch.aten.sqrt %99 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %101 = torch.aten.reciprocal %100 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_82 = torch.constant.int 1
    %102 = torch.aten.mul.Scalar %101, %int1_82 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_83 = torch.constant.int -1
    %103 = torch.aten.unsqueeze %96, %int-1_83 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_84 = torch.constant.int -1
    %104 = torch.aten.unsqueeze %103, %int-1_84 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_85 = torch.constant.int -1
    %105 = torch.aten.unsqueeze %102, %int-1_85 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_86 = torch.constant.int -1
    %106 = torch.aten.unsqueeze %105, %int-1_86 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_87 = torch.constant.int 1
    %107 = torch.aten.sub.Tensor %94, %104, %int1_87 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,8,8],f32>
    %108 = torch.aten.mul.Tensor %107, %106 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,8,8],f32>
    %109 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_88 = torch.constant.int -1
    %110 = torch.aten.unsqueeze %109, %int-1_88 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_89 = torch.constant.int -1
    %111 = torch.aten.unsqueeze %110, %int-1_89 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %112 = torch.aten.mul.Tensor %108, %111 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,8,8],f32>
    %113 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_90 = torch.constant.int -1
    %114 = torch.aten.unsqueeze %113, %int-1_90 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_91 = torch.constant.int -1
    %115 = torch.aten.unsqueeze %114, %int-1_91 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_92 = torch.constant.int 1
    %116 = torch.aten.add.Tensor %112, %115, %int1_92 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,8,8],f32>
    %117 = torch.vtensor.literal(dense_resource<torch_tensor_16_64_1_1_torch.float32> : tensor<16x64x1x1xf32>) : !torch.vtensor<[16,64,1,1],f32>
    %none_93 = torch.constant.none
    %int1_94 = torch.constant.int 1
    %int1_95 = torch.constant.int 1
    %118 = torch.prim.ListConstruct %int1_94, %int1_95 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_96 = torch.constant.int 0
    %int0_97 = torch.constant.int 0
    %119 = torch.prim.ListConstruct %int0_96, %int0_97 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_98 = torch.constant.int 1
    %int1_99 = torch.constant.int 1
    %120 = torch.prim.ListConstruct %int1_98, %int1_99 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_100 = torch.constant.int 1
    %121 = torch.aten.conv2d %33, %117, %none_93, %118, %119, %120, %int1_100 : !torch.vtensor<[?,64,8,8],f32>, !torch.vtensor<[16,64,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,8,8],f32>
    %122 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_101 = torch.constant.int 6
    %123 = torch.prims.convert_element_type %122, %int6_101 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %124 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_102 = torch.constant.int 6
    %125 = torch.prims.convert_element_type %124, %int6_102 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_103 = torch.constant.float 1.000000e-05
    %int1_104 = torch.constant.int 1
    %126 = torch.aten.add.Scalar %125, %float1.000000e-05_103, %int1_104 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %127 = torch.aten.sqrt %126 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %128 = torch.aten.reciprocal %127 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_105 = torch.constant.int 1
    %129 = torch.aten.mul.Scalar %128, %int1_105 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_106 = torch.constant.int -1
    %130 = torch.aten.unsqueeze %123, %int-1_106 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_107 = torch.constant.int -1
    %131 = torch.aten.unsqueeze %130, %int-1_107 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_108 = torch.constant.int -1
    %132 = torch.aten.unsqueeze %129, %int-1_108 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_109 = torch.constant.int -1
    %133 = torch.aten.unsqueeze %132, %int-1_109 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_110 = torch.constant.int 1
    %134 = torch.aten.sub.Tensor %121, %131, %int1_110 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,8,8],f32>
    %135 = torch.aten.mul.Tensor %134, %133 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,8,8],f32>
    %136 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_111 = torch.constant.int -1
    %137 = torch.aten.unsqueeze %136, %int-1_111 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_112 = torch.constant.int -1
    %138 = torch.aten.unsqueeze %137, %int-1_112 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %139 = torch.aten.mul.Tensor %135, %138 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,8,8],f32>
    %140 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_113 = torch.constant.int -1
    %141 = torch.aten.unsqueeze %140, %int-1_113 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_114 = torch.constant.int -1
    %142 = torch.aten.unsqueeze %141, %int-1_114 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_115 = torch.constant.int 1
    %143 = torch.aten.add.Tensor %139, %142, %int1_115 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,8,8],f32>
    %int1_116 = torch.constant.int 1
    %144 = torch.aten.add.Tensor %116, %143, %int1_116 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[?,16,8,8],f32>, !torch.int -> !torch.vtensor<[?,16,8,8],f32>
    %145 = torch.aten.relu %144 : !torch.vtensor<[?,16,8,8],f32> -> !torch.vtensor<[?,16,8,8],f32>
    %146 = torch.vtensor.literal(dense_resource<torch_tensor_4_16_1_1_torch.float32> : tensor<4x16x1x1xf32>) : !torch.vtensor<[4,16,1,1],f32>
    %none_117 = torch.constant.none
    %int1_118 = torch.constant.int 1
    %int1_119 = torch.constant.int 1
    %147 = torch.prim.ListConstruct %int1_118, %int1_119 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_120 = torch.constant.int 0
    %int0_121 = torch.constant.int 0
    %148 = torch.prim.ListConstruct %int0_120, %int0_121 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_122 = torch.constant.int 1
    %int1_123 = torch.constant.int 1
    %149 = torch.prim.ListConstruct %int1_122, %int1_123 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_124 = torch.constant.int 1
    %150 = torch.aten.conv2d %145, %146, %none_117, %147, %148, %149, %int1_124 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[4,16,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %151 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_8> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_125 = torch.constant.int 6
    %152 = torch.prims.convert_element_type %151, %int6_125 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %153 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_9> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_126 = torch.constant.int 6
    %154 = torch.prims.convert_element_type %153, %int6_126 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_127 = torch.constant.float 1.000000e-05
    %int1_128 = torch.constant.int 1
    %155 = torch.aten.add.Scalar %154, %float1.000000e-05_127, %int1_128 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %156 = torch.aten.sqrt %155 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %157 = torch.aten.reciprocal %156 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_129 = torch.constant.int 1
    %158 = torch.aten.mul.Scalar %157, %int1_129 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_130 = torch.constant.int -1
    %159 = torch.aten.unsqueeze %152, %int-1_130 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_131 = torch.constant.int -1
    %160 = torch.aten.unsqueeze %159, %int-1_131 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_132 = torch.constant.int -1
    %161 = torch.aten.unsqueeze %158, %int-1_132 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_133 = torch.constant.int -1
    %162 = torch.aten.unsqueeze %161, %int-1_133 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_134 = torch.constant.int 1
    %163 = torch.aten.sub.Tensor %150, %160, %int1_134 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %164 = torch.aten.mul.Tensor %163, %162 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %165 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_10> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_135 = torch.constant.int -1
    %166 = torch.aten.unsqueeze %165, %int-1_135 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_136 = torch.constant.int -1
    %167 = torch.aten.unsqueeze %166, %int-1_136 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %168 = torch.aten.mul.Tensor %164, %167 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %169 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_11> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_137 = torch.constant.int -1
    %170 = torch.aten.unsqueeze %169, %int-1_137 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_138 = torch.constant.int -1
    %171 = torch.aten.unsqueeze %170, %int-1_138 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_139 = torch.constant.int 1
    %172 = torch.aten.add.Tensor %168, %171, %int1_139 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,8,8],f32>
    %173 = torch.aten.relu %172 : !torch.vtensor<[?,4,8,8],f32> -> !torch.vtensor<[?,4,8,8],f32>
    %174 = torch.vtensor.literal(dense_resource<torch_tensor_4_4_3_3_torch.float32_1> : tensor<4x4x3x3xf32>) : !torch.vtensor<[4,4,3,3],f32>
    %none_140 = torch.constant.none
    %int2_141 = torch.constant.int 2
    %int2_142 = torch.constant.int 2
    %175 = torch.prim.ListConstruct %int2_141, %int2_142 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_143 = torch.constant.int 1
    %int1_144 = torch.constant.int 1
    %176 = torch.prim.ListConstruct %int1_143, %int1_144 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_145 = torch.constant.int 1
    %int1_146 = torch.constant.int 1
    %177 = torch.prim.ListConstruct %int1_145, %int1_146 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_147 = torch.constant.int 1
    %178 = torch.aten.conv2d %173, %174, %none_140, %175, %176, %177, %int1_147 : !torch.vtensor<[?,4,8,8],f32>, !torch.vtensor<[4,4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,4,4],f32>
    %179 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_12> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_148 = torch.constant.int 6
    %180 = torch.prims.convert_element_type %179, %int6_148 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %181 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_13> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_149 = torch.constant.int 6
    %182 = torch.prims.convert_element_type %181, %int6_149 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_150 = torch.constant.float 1.000000e-05
    %int1_151 = torch.constant.int 1
    %183 = torch.aten.add.Scalar %182, %float1.000000e-05_150, %int1_151 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %184 = torch.aten.sqrt %183 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %185 = torch.aten.reciprocal %184 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_152 = torch.constant.int 1
    %186 = torch.aten.mul.Scalar %185, %int1_152 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_153 = torch.constant.int -1
    %187 = torch.aten.unsqueeze %180, %int-1_153 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_154 = torch.constant.int -1
    %188 = torch.aten.unsqueeze %187, %int-1_154 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_155 = torch.constant.int -1
    %189 = torch.aten.unsqueeze %186, %int-1_155 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_156 = torch.constant.int -1
    %190 = torch.aten.unsqueeze %189, %int-1_156 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_157 = torch.constant.int 1
    %191 = torch.aten.sub.Tensor %178, %188, %int1_157 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,4,4],f32>
    %192 = torch.aten.mul.Tensor %191, %190 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,4,4],f32>
    %193 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_14> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_158 = torch.constant.int -1
    %194 = torch.aten.unsqueeze %193, %int-1_158 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_159 = torch.constant.int -1
    %195 = torch.aten.unsqueeze %194, %int-1_159 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %196 = torch.aten.mul.Tensor %192, %195 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,4,4],f32>
    %197 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_15> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_160 = torch.constant.int -1
    %198 = torch.aten.unsqueeze %197, %int-1_160 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_161 = torch.constant.int -1
    %199 = torch.aten.unsqueeze %198, %int-1_161 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_162 = torch.constant.int 1
    %200 = torch.aten.add.Tensor %196, %199, %int1_162 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,4,4],f32>
    %201 = torch.aten.relu %200 : !torch.vtensor<[?,4,4,4],f32> -> !torch.vtensor<[?,4,4,4],f32>
    %202 = torch.vtensor.literal(dense_resource<torch_tensor_16_4_1_1_torch.float32_1> : tensor<16x4x1x1xf32>) : !torch.vtensor<[16,4,1,1],f32>
    %none_163 = torch.constant.none
    %int1_164 = torch.constant.int 1
    %int1_165 = torch.constant.int 1
    %203 = torch.prim.ListConstruct %int1_164, %int1_165 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_166 = torch.constant.int 0
    %int0_167 = torch.constant.int 0
    %204 = torch.prim.ListConstruct %int0_166, %int0_167 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_168 = torch.constant.int 1
    %int1_169 = torch.constant.int 1
    %205 = torch.prim.ListConstruct %int1_168, %int1_169 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_170 = torch.constant.int 1
    %206 = torch.aten.conv2d %201, %202, %none_163, %203, %204, %205, %int1_170 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[16,4,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,4,4],f32>
    %207 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_171 = torch.constant.int 6
    %208 = torch.prims.convert_element_type %207, %int6_171 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %209 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_172 = torch.constant.int 6
    %210 = torch.prims.convert_element_type %209, %int6_172 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_173 = torch.constant.float 1.000000e-05
    %int1_174 = torch.constant.int 1
    %211 = torch.aten.add.Scalar %210, %float1.000000e-05_173, %int1_174 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %212 = torch.aten.sqrt %211 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %213 = torch.aten.reciprocal %212 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_175 = torch.constant.int 1
    %214 = torch.aten.mul.Scalar %213, %int1_175 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_176 = torch.constant.int -1
    %215 = torch.aten.unsqueeze %208, %int-1_176 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_177 = torch.constant.int -1
    %216 = torch.aten.unsqueeze %215, %int-1_177 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_178 = torch.constant.int -1
    %217 = torch.aten.unsqueeze %214, %int-1_178 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_179 = torch.constant.int -1
    %218 = torch.aten.unsqueeze %217, %int-1_179 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_180 = torch.constant.int 1
    %219 = torch.aten.sub.Tensor %206, %216, %int1_180 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,4,4],f32>
    %220 = torch.aten.mul.Tensor %219, %218 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,4,4],f32>
    %221 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_181 = torch.constant.int -1
    %222 = torch.aten.unsqueeze %221, %int-1_181 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_182 = torch.constant.int -1
    %223 = torch.aten.unsqueeze %222, %int-1_182 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %224 = torch.aten.mul.Tensor %220, %223 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,4,4],f32>
    %225 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_183 = torch.constant.int -1
    %226 = torch.aten.unsqueeze %225, %int-1_183 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_184 = torch.constant.int -1
    %227 = torch.aten.unsqueeze %226, %int-1_184 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_185 = torch.constant.int 1
    %228 = torch.aten.add.Tensor %224, %227, %int1_185 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,4,4],f32>
    %229 = torch.vtensor.literal(dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>) : !torch.vtensor<[16,16,1,1],f32>
    %none_186 = torch.constant.none
    %int2_187 = torch.constant.int 2
    %int2_188 = torch.constant.int 2
    %230 = torch.prim.ListConstruct %int2_187, %int2_188 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_189 = torch.constant.int 0
    %int0_190 = torch.constant.int 0
    %231 = torch.prim.ListConstruct %int0_189, %int0_190 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_191 = torch.constant.int 1
    %int1_192 = torch.constant.int 1
    %232 = torch.prim.ListConstruct %int1_191, %int1_192 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_193 = torch.constant.int 1
    %233 = torch.aten.conv2d %145, %229, %none_186, %230, %231, %232, %int1_193 : !torch.vtensor<[?,16,8,8],f32>, !torch.vtensor<[16,16,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,4,4],f32>
    %234 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_194 = torch.constant.int 6
    %235 = torch.prims.convert_element_type %234, %int6_194 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %236 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_195 = torch.constant.int 6
    %237 = torch.prims.convert_element_type %236, %int6_195 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_196 = torch.constant.float 1.000000e-05
    %int1_197 = torch.constant.int 1
    %238 = torch.aten.add.Scalar %237, %float1.000000e-05_196, %int1_197 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %239 = torch.aten.sqrt %238 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %240 = torch.aten.reciprocal %239 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_198 = torch.constant.int 1
    %241 = torch.aten.mul.Scalar %240, %int1_198 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_199 = torch.constant.int -1
    %242 = torch.aten.unsqueeze %235, %int-1_199 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_200 = torch.constant.int -1
    %243 = torch.aten.unsqueeze %242, %int-1_200 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_201 = torch.constant.int -1
    %244 = torch.aten.unsqueeze %241, %int-1_201 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_202 = torch.constant.int -1
    %245 = torch.aten.unsqueeze %244, %int-1_202 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_203 = torch.constant.int 1
    %246 = torch.aten.sub.Tensor %233, %243, %int1_203 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,4,4],f32>
    %247 = torch.aten.mul.Tensor %246, %245 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,4,4],f32>
    %248 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_14> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_204 = torch.constant.int -1
    %249 = torch.aten.unsqueeze %248, %int-1_204 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_205 = torch.constant.int -1
    %250 = torch.aten.unsqueeze %249, %int-1_205 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %251 = torch.aten.mul.Tensor %247, %250 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,4,4],f32>
    %252 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_15> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_206 = torch.constant.int -1
    %253 = torch.aten.unsqueeze %252, %int-1_206 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_207 = torch.constant.int -1
    %254 = torch.aten.unsqueeze %253, %int-1_207 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_208 = torch.constant.int 1
    %255 = torch.aten.add.Tensor %251, %254, %int1_208 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,4,4],f32>
    %int1_209 = torch.constant.int 1
    %256 = torch.aten.add.Tensor %228, %255, %int1_209 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[?,16,4,4],f32>, !torch.int -> !torch.vtensor<[?,16,4,4],f32>
    %257 = torch.aten.relu %256 : !torch.vtensor<[?,16,4,4],f32> -> !torch.vtensor<[?,16,4,4],f32>
    %258 = torch.vtensor.literal(dense_resource<torch_tensor_4_16_1_1_torch.float32_1> : tensor<4x16x1x1xf32>) : !torch.vtensor<[4,16,1,1],f32>
    %none_210 = torch.constant.none
    %int1_211 = torch.constant.int 1
    %int1_212 = torch.constant.int 1
    %259 = torch.prim.ListConstruct %int1_211, %int1_212 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_213 = torch.constant.int 0
    %int0_214 = torch.constant.int 0
    %260 = torch.prim.ListConstruct %int0_213, %int0_214 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_215 = torch.constant.int 1
    %int1_216 = torch.constant.int 1
    %261 = torch.prim.ListConstruct %int1_215, %int1_216 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_217 = torch.constant.int 1
    %262 = torch.aten.conv2d %257, %258, %none_210, %259, %260, %261, %int1_217 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[4,16,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,4,4],f32>
    %263 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_16> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_218 = torch.constant.int 6
    %264 = torch.prims.convert_element_type %263, %int6_218 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %265 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_17> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_219 = torch.constant.int 6
    %266 = torch.prims.convert_element_type %265, %int6_219 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_220 = torch.constant.float 1.000000e-05
    %int1_221 = torch.constant.int 1
    %267 = torch.aten.add.Scalar %266, %float1.000000e-05_220, %int1_221 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %268 = torch.aten.sqrt %267 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %269 = torch.aten.reciprocal %268 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_222 = torch.constant.int 1
    %270 = torch.aten.mul.Scalar %269, %int1_222 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_223 = torch.constant.int -1
    %271 = torch.aten.unsqueeze %264, %int-1_223 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_224 = torch.constant.int -1
    %272 = torch.aten.unsqueeze %271, %int-1_224 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_225 = torch.constant.int -1
    %273 = torch.aten.unsqueeze %270, %int-1_225 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_226 = torch.constant.int -1
    %274 = torch.aten.unsqueeze %273, %int-1_226 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_227 = torch.constant.int 1
    %275 = torch.aten.sub.Tensor %262, %272, %int1_227 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,4,4],f32>
    %276 = torch.aten.mul.Tensor %275, %274 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,4,4],f32>
    %277 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_18> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_228 = torch.constant.int -1
    %278 = torch.aten.unsqueeze %277, %int-1_228 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_229 = torch.constant.int -1
    %279 = torch.aten.unsqueeze %278, %int-1_229 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %280 = torch.aten.mul.Tensor %276, %279 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,4,4],f32>
    %281 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_19> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_230 = torch.constant.int -1
    %282 = torch.aten.unsqueeze %281, %int-1_230 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_231 = torch.constant.int -1
    %283 = torch.aten.unsqueeze %282, %int-1_231 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_232 = torch.constant.int 1
    %284 = torch.aten.add.Tensor %280, %283, %int1_232 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,4,4],f32>
    %285 = torch.aten.relu %284 : !torch.vtensor<[?,4,4,4],f32> -> !torch.vtensor<[?,4,4,4],f32>
    %286 = torch.vtensor.literal(dense_resource<torch_tensor_4_4_3_3_torch.float32_2> : tensor<4x4x3x3xf32>) : !torch.vtensor<[4,4,3,3],f32>
    %none_233 = torch.constant.none
    %int2_234 = torch.constant.int 2
    %int2_235 = torch.constant.int 2
    %287 = torch.prim.ListConstruct %int2_234, %int2_235 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_236 = torch.constant.int 1
    %int1_237 = torch.constant.int 1
    %288 = torch.prim.ListConstruct %int1_236, %int1_237 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_238 = torch.constant.int 1
    %int1_239 = torch.constant.int 1
    %289 = torch.prim.ListConstruct %int1_238, %int1_239 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_240 = torch.constant.int 1
    %290 = torch.aten.conv2d %285, %286, %none_233, %287, %288, %289, %int1_240 : !torch.vtensor<[?,4,4,4],f32>, !torch.vtensor<[4,4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,2,2],f32>
    %291 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_20> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_241 = torch.constant.int 6
    %292 = torch.prims.convert_element_type %291, %int6_241 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %293 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_21> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_242 = torch.constant.int 6
    %294 = torch.prims.convert_element_type %293, %int6_242 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_243 = torch.constant.float 1.000000e-05
    %int1_244 = torch.constant.int 1
    %295 = torch.aten.add.Scalar %294, %float1.000000e-05_243, %int1_244 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %296 = torch.aten.sqrt %295 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %297 = torch.aten.reciprocal %296 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_245 = torch.constant.int 1
    %298 = torch.aten.mul.Scalar %297, %int1_245 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_246 = torch.constant.int -1
    %299 = torch.aten.unsqueeze %292, %int-1_246 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_247 = torch.constant.int -1
    %300 = torch.aten.unsqueeze %299, %int-1_247 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_248 = torch.constant.int -1
    %301 = torch.aten.unsqueeze %298, %int-1_248 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_249 = torch.constant.int -1
    %302 = torch.aten.unsqueeze %301, %int-1_249 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_250 = torch.constant.int 1
    %303 = torch.aten.sub.Tensor %290, %300, %int1_250 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,2,2],f32>
    %304 = torch.aten.mul.Tensor %303, %302 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,2,2],f32>
    %305 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_22> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_251 = torch.constant.int -1
    %306 = torch.aten.unsqueeze %305, %int-1_251 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_252 = torch.constant.int -1
    %307 = torch.aten.unsqueeze %306, %int-1_252 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %308 = torch.aten.mul.Tensor %304, %307 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,2,2],f32>
    %309 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_23> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_253 = torch.constant.int -1
    %310 = torch.aten.unsqueeze %309, %int-1_253 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_254 = torch.constant.int -1
    %311 = torch.aten.unsqueeze %310, %int-1_254 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_255 = torch.constant.int 1
    %312 = torch.aten.add.Tensor %308, %311, %int1_255 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,2,2],f32>
    %313 = torch.aten.relu %312 : !torch.vtensor<[?,4,2,2],f32> -> !torch.vtensor<[?,4,2,2],f32>
    %314 = torch.vtensor.literal(dense_resource<torch_tensor_16_4_1_1_torch.float32_2> : tensor<16x4x1x1xf32>) : !torch.vtensor<[16,4,1,1],f32>
    %none_256 = torch.constant.none
    %int1_257 = torch.constant.int 1
    %int1_258 = torch.constant.int 1
    %315 = torch.prim.ListConstruct %int1_257, %int1_258 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_259 = torch.constant.int 0
    %int0_260 = torch.constant.int 0
    %316 = torch.prim.ListConstruct %int0_259, %int0_260 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_261 = torch.constant.int 1
    %int1_262 = torch.constant.int 1
    %317 = torch.prim.ListConstruct %int1_261, %int1_262 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_263 = torch.constant.int 1
    %318 = torch.aten.conv2d %313, %314, %none_256, %315, %316, %317, %int1_263 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[16,4,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,2,2],f32>
    %319 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_16> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_264 = torch.constant.int 6
    %320 = torch.prims.convert_element_type %319, %int6_264 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %321 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_17> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_265 = torch.constant.int 6
    %322 = torch.prims.convert_element_type %321, %int6_265 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_266 = torch.constant.float 1.000000e-05
    %int1_267 = torch.constant.int 1
    %323 = torch.aten.add.Scalar %322, %float1.000000e-05_266, %int1_267 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %324 = torch.aten.sqrt %323 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %325 = torch.aten.reciprocal %324 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_268 = torch.constant.int 1
    %326 = torch.aten.mul.Scalar %325, %int1_268 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_269 = torch.constant.int -1
    %327 = torch.aten.unsqueeze %320, %int-1_269 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_270 = torch.constant.int -1
    %328 = torch.aten.unsqueeze %327, %int-1_270 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_271 = torch.constant.int -1
    %329 = torch.aten.unsqueeze %326, %int-1_271 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_272 = torch.constant.int -1
    %330 = torch.aten.unsqueeze %329, %int-1_272 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_273 = torch.constant.int 1
    %331 = torch.aten.sub.Tensor %318, %328, %int1_273 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,2,2],f32>
    %332 = torch.aten.mul.Tensor %331, %330 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,2,2],f32>
    %333 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_18> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_274 = torch.constant.int -1
    %334 = torch.aten.unsqueeze %333, %int-1_274 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_275 = torch.constant.int -1
    %335 = torch.aten.unsqueeze %334, %int-1_275 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %336 = torch.aten.mul.Tensor %332, %335 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,2,2],f32>
    %337 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_19> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_276 = torch.constant.int -1
    %338 = torch.aten.unsqueeze %337, %int-1_276 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_277 = torch.constant.int -1
    %339 = torch.aten.unsqueeze %338, %int-1_277 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_278 = torch.constant.int 1
    %340 = torch.aten.add.Tensor %336, %339, %int1_278 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,2,2],f32>
    %341 = torch.vtensor.literal(dense_resource<torch_tensor_16_16_1_1_torch.float32_1> : tensor<16x16x1x1xf32>) : !torch.vtensor<[16,16,1,1],f32>
    %none_279 = torch.constant.none
    %int2_280 = torch.constant.int 2
    %int2_281 = torch.constant.int 2
    %342 = torch.prim.ListConstruct %int2_280, %int2_281 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_282 = torch.constant.int 0
    %int0_283 = torch.constant.int 0
    %343 = torch.prim.ListConstruct %int0_282, %int0_283 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_284 = torch.constant.int 1
    %int1_285 = torch.constant.int 1
    %344 = torch.prim.ListConstruct %int1_284, %int1_285 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_286 = torch.constant.int 1
    %345 = torch.aten.conv2d %257, %341, %none_279, %342, %343, %344, %int1_286 : !torch.vtensor<[?,16,4,4],f32>, !torch.vtensor<[16,16,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,2,2],f32>
    %346 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_20> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_287 = torch.constant.int 6
    %347 = torch.prims.convert_element_type %346, %int6_287 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %348 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_21> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_288 = torch.constant.int 6
    %349 = torch.prims.convert_element_type %348, %int6_288 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_289 = torch.constant.float 1.000000e-05
    %int1_290 = torch.constant.int 1
    %350 = torch.aten.add.Scalar %349, %float1.000000e-05_289, %int1_290 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %351 = torch.aten.sqrt %350 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %352 = torch.aten.reciprocal %351 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_291 = torch.constant.int 1
    %353 = torch.aten.mul.Scalar %352, %int1_291 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_292 = torch.constant.int -1
    %354 = torch.aten.unsqueeze %347, %int-1_292 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_293 = torch.constant.int -1
    %355 = torch.aten.unsqueeze %354, %int-1_293 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_294 = torch.constant.int -1
    %356 = torch.aten.unsqueeze %353, %int-1_294 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_295 = torch.constant.int -1
    %357 = torch.aten.unsqueeze %356, %int-1_295 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_296 = torch.constant.int 1
    %358 = torch.aten.sub.Tensor %345, %355, %int1_296 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,2,2],f32>
    %359 = torch.aten.mul.Tensor %358, %357 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,2,2],f32>
    %360 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_22> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_297 = torch.constant.int -1
    %361 = torch.aten.unsqueeze %360, %int-1_297 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_298 = torch.constant.int -1
    %362 = torch.aten.unsqueeze %361, %int-1_298 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %363 = torch.aten.mul.Tensor %359, %362 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,2,2],f32>
    %364 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_23> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_299 = torch.constant.int -1
    %365 = torch.aten.unsqueeze %364, %int-1_299 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_300 = torch.constant.int -1
    %366 = torch.aten.unsqueeze %365, %int-1_300 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_301 = torch.constant.int 1
    %367 = torch.aten.add.Tensor %363, %366, %int1_301 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,2,2],f32>
    %int1_302 = torch.constant.int 1
    %368 = torch.aten.add.Tensor %340, %367, %int1_302 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[?,16,2,2],f32>, !torch.int -> !torch.vtensor<[?,16,2,2],f32>
    %369 = torch.aten.relu %368 : !torch.vtensor<[?,16,2,2],f32> -> !torch.vtensor<[?,16,2,2],f32>
    %370 = torch.vtensor.literal(dense_resource<torch_tensor_4_16_1_1_torch.float32_2> : tensor<4x16x1x1xf32>) : !torch.vtensor<[4,16,1,1],f32>
    %none_303 = torch.constant.none
    %int1_304 = torch.constant.int 1
    %int1_305 = torch.constant.int 1
    %371 = torch.prim.ListConstruct %int1_304, %int1_305 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_306 = torch.constant.int 0
    %int0_307 = torch.constant.int 0
    %372 = torch.prim.ListConstruct %int0_306, %int0_307 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_308 = torch.constant.int 1
    %int1_309 = torch.constant.int 1
    %373 = torch.prim.ListConstruct %int1_308, %int1_309 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_310 = torch.constant.int 1
    %374 = torch.aten.conv2d %369, %370, %none_303, %371, %372, %373, %int1_310 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[4,16,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,2,2],f32>
    %375 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_24> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_311 = torch.constant.int 6
    %376 = torch.prims.convert_element_type %375, %int6_311 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %377 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_25> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_312 = torch.constant.int 6
    %378 = torch.prims.convert_element_type %377, %int6_312 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_313 = torch.constant.float 1.000000e-05
    %int1_314 = torch.constant.int 1
    %379 = torch.aten.add.Scalar %378, %float1.000000e-05_313, %int1_314 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %380 = torch.aten.sqrt %379 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %381 = torch.aten.reciprocal %380 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_315 = torch.constant.int 1
    %382 = torch.aten.mul.Scalar %381, %int1_315 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_316 = torch.constant.int -1
    %383 = torch.aten.unsqueeze %376, %int-1_316 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_317 = torch.constant.int -1
    %384 = torch.aten.unsqueeze %383, %int-1_317 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_318 = torch.constant.int -1
    %385 = torch.aten.unsqueeze %382, %int-1_318 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_319 = torch.constant.int -1
    %386 = torch.aten.unsqueeze %385, %int-1_319 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_320 = torch.constant.int 1
    %387 = torch.aten.sub.Tensor %374, %384, %int1_320 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,2,2],f32>
    %388 = torch.aten.mul.Tensor %387, %386 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,2,2],f32>
    %389 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_26> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_321 = torch.constant.int -1
    %390 = torch.aten.unsqueeze %389, %int-1_321 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_322 = torch.constant.int -1
    %391 = torch.aten.unsqueeze %390, %int-1_322 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %392 = torch.aten.mul.Tensor %388, %391 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,2,2],f32>
    %393 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_27> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_323 = torch.constant.int -1
    %394 = torch.aten.unsqueeze %393, %int-1_323 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_324 = torch.constant.int -1
    %395 = torch.aten.unsqueeze %394, %int-1_324 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_325 = torch.constant.int 1
    %396 = torch.aten.add.Tensor %392, %395, %int1_325 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,2,2],f32>
    %397 = torch.aten.relu %396 : !torch.vtensor<[?,4,2,2],f32> -> !torch.vtensor<[?,4,2,2],f32>
    %398 = torch.vtensor.literal(dense_resource<torch_tensor_4_4_3_3_torch.float32_3> : tensor<4x4x3x3xf32>) : !torch.vtensor<[4,4,3,3],f32>
    %none_326 = torch.constant.none
    %int2_327 = torch.constant.int 2
    %int2_328 = torch.constant.int 2
    %399 = torch.prim.ListConstruct %int2_327, %int2_328 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_329 = torch.constant.int 1
    %int1_330 = torch.constant.int 1
    %400 = torch.prim.ListConstruct %int1_329, %int1_330 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_331 = torch.constant.int 1
    %int1_332 = torch.constant.int 1
    %401 = torch.prim.ListConstruct %int1_331, %int1_332 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_333 = torch.constant.int 1
    %402 = torch.aten.conv2d %397, %398, %none_326, %399, %400, %401, %int1_333 : !torch.vtensor<[?,4,2,2],f32>, !torch.vtensor<[4,4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,4,1,1],f32>
    %403 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_28> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_334 = torch.constant.int 6
    %404 = torch.prims.convert_element_type %403, %int6_334 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %405 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_29> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int6_335 = torch.constant.int 6
    %406 = torch.prims.convert_element_type %405, %int6_335 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %float1.000000e-05_336 = torch.constant.float 1.000000e-05
    %int1_337 = torch.constant.int 1
    %407 = torch.aten.add.Scalar %406, %float1.000000e-05_336, %int1_337 : !torch.vtensor<[4],f32>, !torch.float, !torch.int -> !torch.vtensor<[4],f32>
    %408 = torch.aten.sqrt %407 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %409 = torch.aten.reciprocal %408 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
    %int1_338 = torch.constant.int 1
    %410 = torch.aten.mul.Scalar %409, %int1_338 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4],f32>
    %int-1_339 = torch.constant.int -1
    %411 = torch.aten.unsqueeze %404, %int-1_339 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_340 = torch.constant.int -1
    %412 = torch.aten.unsqueeze %411, %int-1_340 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int-1_341 = torch.constant.int -1
    %413 = torch.aten.unsqueeze %410, %int-1_341 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_342 = torch.constant.int -1
    %414 = torch.aten.unsqueeze %413, %int-1_342 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_343 = torch.constant.int 1
    %415 = torch.aten.sub.Tensor %402, %412, %int1_343 : !torch.vtensor<[?,4,1,1],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,1,1],f32>
    %416 = torch.aten.mul.Tensor %415, %414 : !torch.vtensor<[?,4,1,1],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,1,1],f32>
    %417 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_30> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_344 = torch.constant.int -1
    %418 = torch.aten.unsqueeze %417, %int-1_344 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_345 = torch.constant.int -1
    %419 = torch.aten.unsqueeze %418, %int-1_345 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %420 = torch.aten.mul.Tensor %416, %419 : !torch.vtensor<[?,4,1,1],f32>, !torch.vtensor<[4,1,1],f32> -> !torch.vtensor<[?,4,1,1],f32>
    %421 = torch.vtensor.literal(dense_resource<torch_tensor_4_torch.float32_31> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %int-1_346 = torch.constant.int -1
    %422 = torch.aten.unsqueeze %421, %int-1_346 : !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[4,1],f32>
    %int-1_347 = torch.constant.int -1
    %423 = torch.aten.unsqueeze %422, %int-1_347 : !torch.vtensor<[4,1],f32>, !torch.int -> !torch.vtensor<[4,1,1],f32>
    %int1_348 = torch.constant.int 1
    %424 = torch.aten.add.Tensor %420, %423, %int1_348 : !torch.vtensor<[?,4,1,1],f32>, !torch.vtensor<[4,1,1],f32>, !torch.int -> !torch.vtensor<[?,4,1,1],f32>
    %425 = torch.aten.relu %424 : !torch.vtensor<[?,4,1,1],f32> -> !torch.vtensor<[?,4,1,1],f32>
    %426 = torch.vtensor.literal(dense_resource<torch_tensor_16_4_1_1_torch.float32_3> : tensor<16x4x1x1xf32>) : !torch.vtensor<[16,4,1,1],f32>
    %none_349 = torch.constant.none
    %int1_350 = torch.constant.int 1
    %int1_351 = torch.constant.int 1
    %427 = torch.prim.ListConstruct %int1_350, %int1_351 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_352 = torch.constant.int 0
    %int0_353 = torch.constant.int 0
    %428 = torch.prim.ListConstruct %int0_352, %int0_353 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_354 = torch.constant.int 1
    %int1_355 = torch.constant.int 1
    %429 = torch.prim.ListConstruct %int1_354, %int1_355 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_356 = torch.constant.int 1
    %430 = torch.aten.conv2d %425, %426, %none_349, %427, %428, %429, %int1_356 : !torch.vtensor<[?,4,1,1],f32>, !torch.vtensor<[16,4,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,1,1],f32>
    %431 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_24> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_357 = torch.constant.int 6
    %432 = torch.prims.convert_element_type %431, %int6_357 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %433 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_25> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_358 = torch.constant.int 6
    %434 = torch.prims.convert_element_type %433, %int6_358 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_359 = torch.constant.float 1.000000e-05
    %int1_360 = torch.constant.int 1
    %435 = torch.aten.add.Scalar %434, %float1.000000e-05_359, %int1_360 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %436 = torch.aten.sqrt %435 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %437 = torch.aten.reciprocal %436 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_361 = torch.constant.int 1
    %438 = torch.aten.mul.Scalar %437, %int1_361 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_362 = torch.constant.int -1
    %439 = torch.aten.unsqueeze %432, %int-1_362 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_363 = torch.constant.int -1
    %440 = torch.aten.unsqueeze %439, %int-1_363 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_364 = torch.constant.int -1
    %441 = torch.aten.unsqueeze %438, %int-1_364 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_365 = torch.constant.int -1
    %442 = torch.aten.unsqueeze %441, %int-1_365 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_366 = torch.constant.int 1
    %443 = torch.aten.sub.Tensor %430, %440, %int1_366 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,1,1],f32>
    %444 = torch.aten.mul.Tensor %443, %442 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,1,1],f32>
    %445 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_26> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_367 = torch.constant.int -1
    %446 = torch.aten.unsqueeze %445, %int-1_367 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_368 = torch.constant.int -1
    %447 = torch.aten.unsqueeze %446, %int-1_368 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %448 = torch.aten.mul.Tensor %444, %447 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,1,1],f32>
    %449 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_27> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_369 = torch.constant.int -1
    %450 = torch.aten.unsqueeze %449, %int-1_369 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_370 = torch.constant.int -1
    %451 = torch.aten.unsqueeze %450, %int-1_370 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_371 = torch.constant.int 1
    %452 = torch.aten.add.Tensor %448, %451, %int1_371 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,1,1],f32>
    %453 = torch.vtensor.literal(dense_resource<torch_tensor_16_16_1_1_torch.float32_2> : tensor<16x16x1x1xf32>) : !torch.vtensor<[16,16,1,1],f32>
    %none_372 = torch.constant.none
    %int2_373 = torch.constant.int 2
    %int2_374 = torch.constant.int 2
    %454 = torch.prim.ListConstruct %int2_373, %int2_374 : (!torch.int, !torch.int) -> !torch.list<int>
    %int0_375 = torch.constant.int 0
    %int0_376 = torch.constant.int 0
    %455 = torch.prim.ListConstruct %int0_375, %int0_376 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_377 = torch.constant.int 1
    %int1_378 = torch.constant.int 1
    %456 = torch.prim.ListConstruct %int1_377, %int1_378 : (!torch.int, !torch.int) -> !torch.list<int>
    %int1_379 = torch.constant.int 1
    %457 = torch.aten.conv2d %369, %453, %none_372, %454, %455, %456, %int1_379 : !torch.vtensor<[?,16,2,2],f32>, !torch.vtensor<[16,16,1,1],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?,16,1,1],f32>
    %458 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_28> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_380 = torch.constant.int 6
    %459 = torch.prims.convert_element_type %458, %int6_380 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %460 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_29> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int6_381 = torch.constant.int 6
    %461 = torch.prims.convert_element_type %460, %int6_381 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %float1.000000e-05_382 = torch.constant.float 1.000000e-05
    %int1_383 = torch.constant.int 1
    %462 = torch.aten.add.Scalar %461, %float1.000000e-05_382, %int1_383 : !torch.vtensor<[16],f32>, !torch.float, !torch.int -> !torch.vtensor<[16],f32>
    %463 = torch.aten.sqrt %462 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %464 = torch.aten.reciprocal %463 : !torch.vtensor<[16],f32> -> !torch.vtensor<[16],f32>
    %int1_384 = torch.constant.int 1
    %465 = torch.aten.mul.Scalar %464, %int1_384 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16],f32>
    %int-1_385 = torch.constant.int -1
    %466 = torch.aten.unsqueeze %459, %int-1_385 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_386 = torch.constant.int -1
    %467 = torch.aten.unsqueeze %466, %int-1_386 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int-1_387 = torch.constant.int -1
    %468 = torch.aten.unsqueeze %465, %int-1_387 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_388 = torch.constant.int -1
    %469 = torch.aten.unsqueeze %468, %int-1_388 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_389 = torch.constant.int 1
    %470 = torch.aten.sub.Tensor %457, %467, %int1_389 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,1,1],f32>
    %471 = torch.aten.mul.Tensor %470, %469 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,1,1],f32>
    %472 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_30> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_390 = torch.constant.int -1
    %473 = torch.aten.unsqueeze %472, %int-1_390 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_391 = torch.constant.int -1
    %474 = torch.aten.unsqueeze %473, %int-1_391 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %475 = torch.aten.mul.Tensor %471, %474 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32> -> !torch.vtensor<[?,16,1,1],f32>
    %476 = torch.vtensor.literal(dense_resource<torch_tensor_16_torch.float32_31> : tensor<16xf32>) : !torch.vtensor<[16],f32>
    %int-1_392 = torch.constant.int -1
    %477 = torch.aten.unsqueeze %476, %int-1_392 : !torch.vtensor<[16],f32>, !torch.int -> !torch.vtensor<[16,1],f32>
    %int-1_393 = torch.constant.int -1
    %478 = torch.aten.unsqueeze %477, %int-1_393 : !torch.vtensor<[16,1],f32>, !torch.int -> !torch.vtensor<[16,1,1],f32>
    %int1_394 = torch.constant.int 1
    %479 = torch.aten.add.Tensor %475, %478, %int1_394 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,1,1],f32>
    %int1_395 = torch.constant.int 1
    %480 = torch.aten.add.Tensor %452, %479, %int1_395 : !torch.vtensor<[?,16,1,1],f32>, !torch.vtensor<[?,16,1,1],f32>, !torch.int -> !torch.vtensor<[?,16,1,1],f32>
    %481 = torch.aten.relu %480 : !torch.vtensor<[?,16,1,1],f32> -> !torch.vtensor<[?,16,1,1],f32>
    %int1_396 = torch.constant.int 1
    %int1_397 = torch.constant.int 1
    %482 = torch.prim.ListConstruct %int1_396, %int1_397 : (!torch.int, !torch.int) -> !torch.list<int>
    %483 = torch.aten.adaptive_avg_pool2d %481, %482 : !torch.vtensor<[?,16,1,1],f32>, !torch.list<int> -> !torch.vtensor<[?,16,1,1],f32>
    %int16 = torch.constant.int 16
    %484 = torch.prim.ListConstruct %0, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
    %485 = torch.aten.view %483, %484 : !torch.vtensor<[?,16,1,1],f32>, !torch.list<int> -> !torch.vtensor<[?,16],f32>
    %486 = torch.vtensor.literal(dense_resource<torch_tensor_2_16_torch.float32> : tensor<2x16xf32>) : !torch.vtensor<[2,16],f32>
    %487 = torch.vtensor.literal(dense_resource<torch_tensor_2_torch.float32> : tensor<2xf32>) : !torch.vtensor<[2],f32>
    %488 = torch.aten.linear %485, %486, %487 : !torch.vtensor<[?,16],f32>, !torch.vtensor<[2,16],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[?,2],f32>
    return %488 : !torch.vtensor<[?,2],f32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_3_7_7_torch.float32: "0x04000000B8F263BD01F9AF3C00AB233C83AD093DECB6D3BCC280D6BC66B098BB134C473BB3E5BEBCBD3914BA0AB2C3BC8A1AA6BC160D973BD75626BD202EFE3CE52E86BBE3BAF4BB9B56523C692689BDADF4BF3C7F495FBA9954F23B7162503AEA9A1E3DDB602EBCE9DA033D7924433B39B09EBCBE1327B9FE3AAA3C183C0BBDFAAF20BDEBE9A6BC6CBBB1BB6755103CB999F4BB6C9AC6BCBA24893CA4B567BB019FF1BC52FC9D3C7DF4E2BCADD9D7BB14E602BCC053223A0CB3F5BC48046FBCE2BC1B3C7518DD3BF4FAA4BB20CDE2BCCD41FF3C93A4673CF645FD3CFC51EDBB4596EABB9C28313D52ED143CEEE525BCED9121BD58975B3CAA7128BA351F06BD1660AD3C32E6D63BA32202BD32BBD53CEF6484BC6C8BC0BC00987CBC9C0903BDA3881EBDB0C235BBC374573B14D94BBDE94BBDBB9F1321BD5E68C7BC2E2D993C22EED53C0FF8E73C406C11B85A05273DF707B7BCAE4DC13B795A34BDD890D73CAEA4543C9AD761BC70FCCE3BF48FBE3BE67CEE3C6C03DA3C84E90F3DE770F23C2D5FDA3CF7CFA83C8A3628B9FB21D2BC9423B9BC3B6D9D3C4AF96BBB5073223D7F7DE4BC4EC7EA3CEBC7FD3A821072BCEC4021BB9363CA3BFB47003A2D7C033D1DC8AEBC09D3DCBC6AEE9D3C76CE2F3C46DBC03CCCD4353D4F4DD0BC374A2ABD21C04FBB9BB2F23C732FE73B7ECB4FBDF7267B3DDCEE68BC98E89A3CA213973B3DBC8B3CBDD5C03C03B9FDBB801B3A3C18740ABAB9990ABD9D0FD3B96431093B5512643CE77FDB3BB6A5FFBC17CE533D494014BC32739CBC7F18D6BC5CC3B5BA2F3B313D2D4327BCFD9D10BD85829BBB3F476CBD50AA3139B5E4A9BBF519CABC795E233B8DDBD13C63DED3BCAEAA26BCAF44C73C95E3963CD36B653C46C0103D138C393A2D171E3D51E7383DCFA2213C9186D83BC224B7BD61635D3CD3D081BBAC12283CE736293DA084783C41423B3B91FA8C3D5AC83DBC42AD633DBAC04A3B39F780BC1075033DFD4BB0BCE8B17EBCD681BF3CF40C353B07FE89BC159F29BC64EA73BCDD05A5BC03128A3C63C650BCB7CD5EBCAA296E3D920914BD24A11ABB4A36BE3C10D018BCB0A421BCED328E3C4886633D2289273CEC54D33C16E2D6BC6A3BBFBA1DEEB7BCD69A27BC111D283A47FD1DBD35A61EBC5DBE92BB3693E03C8D035C3C9FC5AFBBC03A793CD7BDEF3CCF0C173C614408BDBA70383CEAAC933C5484C03CD7123BBC7188A93CD163F83BBBB930BCDED893BCB7A5153BEE7D203CB734083D28D07FBC06738E3CAFF3C9BD0C2811BB3DD6E4BC3BD5D43B4E08A03B1945C8BC9D52003D922EC6BCEA312B3D80AD66BCAA60C43BE3F9F23B955951BDA353A03C053991BCCDB456BAB977753BD499B83CEC5A3EBDD7CC013D2D408C3CD943873CFBFD5CBC98E9CFBC00F2893BE46298BC8E1E283CEDB4CABC8C2C59B71A7E7F3A13CA51BCC361FCBCCCF3B33B865D613DD4429EBC6206C63C0C495ABD22AC1A3A032AC3BCE4D44FBC73856E3B5B58663CCBEFE53C0C6A723D937234BDFC89193DCB36043DC30A76B9D2408FBCC90907BC698E823DE60D273B297A39BB88A5DABCCC90A6BB4F74AF3C3249D13C2AD15A3C178F00BC514880BA50021FBC625880BB86DFD2BC854AE73BD2BAE3BCE179A63C0BA453BA94FE0C3D8AED9BBC76FDDFBCB0BB783DBD24B3BC3F1C033DE284DABCEEB7F83CFA7274BD53A593BC0B93CC3CC3D883BC5C90FCBC7A2DB6BC4C34C73B15ED25BCC336283D5EBB5EBB768FC5BB4B7CC4BC5446ED3CB15DF8BB73C469397B52F4BCF9BB09BD0C52DEBC34943DBDE7F89FBC94AB19BCBF39B33C34EC0A3D45483F3D0A1823BD78B5D9BC70C845BB0331253CA2061E3DBBFE26BD3B7C4C3C5A3C913C0621273D6276493B5FAFAB3B18941B3C1F34873B13D4C3BC1837903CB1D3D6BC32F8663CD52898BCB3AAC0BC3D8066BC6828333DAA372DBC42616C3C52B8E0BB54D9043CC40B9F3CD304783C0046A6BCE6A9CFBBF55C6CBC168C4C3CC33C04BBEF69A0BCD0F8D33C572CCEBCFCC4993C8D399FBC50204BBC679A53BCEA06DFBC7814AF3CC61A47BCF744DE3C62D40EBC8BB4013DD0A192BD76FDE53C01DF723CC2C3183D441320BC28F6EC3C0F0E893BC82A86BBD2C254BC5CD036BB5EE1863A7CE2CCBCBE491EBCFD2609BC94CFB73CC59A8B3CCA9A65BB2CC2F3BC02DB02BD575A29BD4505A5BC5F8246BDB10E5C3C30B789BCCE13DF3B979E5BBC71F96EBC7BD8983C1A514C3B538E003D00F47E3DE73B133DD44008BDE604A7BB5A7F1DBCDA08BC3C77E5673C4D1BBE3B4EE8083D4BDB493DD0ABC3399B2271BD71B2F03C2620423D3DB4DF3C8DA11CBC87DF473CEC69EFBCF648E7BA80709FBC586135BCDCCC5F3CB5AC123D9FF97E3CB2FC56BCB06C9F3C4FA7EE3C9A5D34BCF84825BCD7A08B3CC0986A3AC5C0053D241D31BBB59ED3BC0E79F83AD3DAF2BBA17A8B3C3B0D8DBC39D22EBDB65BC7BB548B1FBC4ABF54BC5E5EB63C7CC9CB3B4E8141BC685D5BBC5BDCBFBBDC9B4ABC047825BD27D2213D9DBCD1BB726D99BB9BAFEB3B9003B83C79780E3D50416C3CAB7AE0BC92080C3D7B850FBC1DC2BABC3E1BB23C64E7F9BBB6F81C3C4E4E0A3DC9A09D3C69DDC43BDB8D7E3D0D9D693CCA17543DD5E108BCE1CEBCBB662DAB3C38E738BCC4482DBC096EB83BB4920C3D6626C8BCBE915BBA9972B33CB98C303B4A89473CF46803BC6781953B2BEB22BC1C2EA53C4825A8BA393E1D3D3F82833C7B3846BC4DA3B9BB61A1933BFA150F3D4844A43A979E893CF753283D939BB93CC816183CFDC8BB3C25DFCCBCE8D114BD769C33BDEC852E3DD4EE683CBC36873CF94522BCCE698D3C788A5E3CA7F34B3CC5DCDF3B0E8F1D3DB66D28BD3B87D53C27EBCBB95A1C21BC528D2D3D6EF10F3C2328C1BC8D6B043C1ECE943B988A1C3D780EE0BBC6374C3C976C153D9A3FB93C1453693BE431A6BC37575C3DF6C848BCFEEB11BCAF4523BC9670BA3CF0DAAF3BD95D3EBCC1D5EEBBF9CABD3B55458FBCF0CF5E3AAA06073DF84A83BCB5A45EBC8BF60E3B8A6B6A3B43690ABDBEE9FFBC7CB827BD3D1A88BA5D3299BCC4B77A3CF7CC29BC899245BD616A79BB3DDD21BDD901A2BBF909D7BBDF57A43CDF12D0BC20F2013D93900D3CEF52E93C0FD2B53BD2F2093DD458ABBC7BCEF03B4A2BA5BCF6B3993C42B9443D676BB8BC5778A4BC8ED88D3AAC7412BD5DF5F3392D02E0BCBB4E613D4B338EBCC2C8893CD6A6F43C5A26193D150909BDE41B393CC4BD5EBDE6FD5B3D49B4363D3D8FB63C678595BCAB3224BC49644839A8AC98BB6BC6603BA21E88BC851E0DBD954C8BBC6515F8BB2EE79E3BE0312EBB71C09B3CE3762B3D6784153B890D063DAF7887BB31CD31BD148015BD199DE33BBD4B13BC84A7A53C118648BD006968BC67DF1CBD443687BC6BB33EBD48F5CEBC8FA505BD45BB20BC4388C73B552FC8BA50C570BDABA46E3CBA0DB33C4725163DA2F4EC3B341629BCF5503BBBBF95B1BBB35E30BC30276CBC172E26BD146F9F3B7978DFBBAF7D3E3CD7DC92BBDB65943CBB0037BDBDC493BCAC312FBB4068D3BC6B2B15BDCFE7B53CCB35883C83D0883D539708BD826FBC3C1AC25F3DA07C04BD541D6A3D1FB3743C92B46FBD8F740C3D95AC7E3C13CD21BDA9FF913BCB623C3CC6A715BCC4D031BD74E3CCBCC28303BC749417BD70EEBEBBACE610BD33F00E3DDC369B3C2B6827BCED57823C9A6B103D9EB239BCC24C363D4210EE3BA403E9BBCBA3673CB5AC243CEBC4373BA1713FBCBE4193BD4C45513D5FE981BCF6E9C83CF0D293BC80B60A3C226C33BDDF8789BC2F2669BDEE7DAA3CE787D0BC3B3D893BB78253BC4674D7BC71A4D3BB0F624C3D1F5AFF39C9DD07BDB32DCF3C5F2BB23C6FE924BB2D92C73B0B14843D43D600BDE2D60DBD932CDEBABAF8A93C6ED4EE3B137846BBD7A63B3C04DD15BBFE8B663A951B103D98C40B3B8E91A03B498EDDBCAA113ABCAAA28ABC501B11BBC76C19BC202C2CBD452C603CB3F21A3DADB8B5BCF4C34D3C797027BDEFDAB73C5DC21C3D17250DBC370CCE3C43EE133DD356B2BC6E1E753D7B17AF3BFBDA14BCF9182A3D414102BB1833DD3B457C02BCDED65E3D06A9BC3CA2F8933A0A3FBC3C18629A3CF4FF3D3D4804373CA7C8C33C757963BC2C94883B4E84C2BC5AB5FEBBBBF597BC3E9DC53B7F35F13CC311093D09A2313609EFA73C3798433C8E0079BC5D1C58BA5B26243DB603943C11F60E3D2EF28D3A344E2ABCB622F4BC1B6B053CAFDE0E3CB21A063DF19286BC7549253C8982073D135700BB9E8281BC3A6D2CBBA28169BDC6FA343C9675DD3C6CBE50BD55DFB33B76B569BCDB0B99BC925F7F3B5BB4493C1945B23BB32C373DE690BEBC62A0E5BC88A5003D1DFE73BCE7C075BBF33110BDFA46F73CE3F1DC3C195A21BD4D30E83C51FFA23CCDBE6EBAF9430FBDD925BDBCCBA017BD5855263D33ED5B3CD7558FBC4CEDDA3C6E8B133D363C18BD417BBFBC5468A0BB6AE4B03B57EE90BC68727DBDDC47953C03B4CF39A0D90DBC4D72673C030AD23C75F815BB953B30BCF08CF0BC1E780E3C1C13203D8D5D6CBC1CD912BB278861BDB90E54BDCBA28A3C7247E83C11B9203C8B77733CFEDE6FBCDE65FDBBE7AA4EBC8B2A223B383F563D03310B3C41F4303D80FC1DBBE93E30BB8362E2BC3D6CD93ACF1948BCA08F963C9605493CD7953CBCC5F9583B90A9083DA48C5E3BCB4A5D3C2B7B29BCD513D5BC86AD1D3CFEA1293B78A7F83C72FA993C857DD0BC5BD3F4BCBCE023BC3BF637BDA4FF503C8B89BDBCB325A638542C93BD9DC2843D3B3C57BAB434EFBCAF34C6BC199A73BDB8833FBDD0D3DB3BD24A5F3C49A1D63C0001A73B431D013B4CF7D13C15DE2E3D5A32B9BCBEDE2B3D236C5D3CCE3A563C1D26193C44650B3CB55D1A3DD0B6B63C2B63E73C96C295BDB5243FBC8BE400BC3E789A3C7C4087BB9040983C08D634BC5378C5BB52DD973CADA9803C37A3B53B7F9AF4BCF99DB9BC38490BBDE1BF993CD98CA4BBC0ED0D3DB107943C124037BCA643C53C681AB4BC8DBB85B9EC5C063DA618F8BCD06B213D7DB3E4BC30E3B43C97784DBBF080ABBCBF98173DF8FAD63B3262F33BBD17F4BCD08773BC97A5EBBB5C10453DBD2264BC4C35FC3B2D36373DE77757BCCFD00B3D64F3D63C1B25A93C97AF16BD11AFE3BB1870833C0F6396BCA3A910BDF60191BBA9FA493D8FCB51BD40ADF33A7505BD3C99CD743C3D57B4BB29BCE0BCF7CFD03B9D9C113DF3DBBABC7EA03DBD088319BCDFCFA23C3FC39D3C19A5D33B88DCF13B3D2645BDA6EED7BA71794D3DD39C2F3C1E67F53C18D201BD270CCBBC3ACE28BCA62F3B3CCD188BBC234B34BCFD69EA3CB2E442B9CAE34E3C8F512DBB0EADD8BB6E4668BB04925DBCD664A03CFCEE65BCECD1893CE3828A3C8963733D604A033DF4AFB33BF9F7BBBCBF1D7D3C5551473D3F28E03B57D635BDFC2132BDE51D16BD94884A3D10110EBC0296DA3C8904C73CFB65C63AF3E620BC37373CBC8BD21BBDA6EBE73C6E079F3CD54878BC2435CABC94DFCE3C41A8ECBCB403663CCD459EBCF8DAA73B4742083C1093B8BCF3D3513DB4BEE63BD698BABC2B49213CE4D2CD3C462C48BDAE4BECBCAD37543DF09EEEBB624B7ABB70F059BC6A3B08BC4B4108BD7ADCBE3C2A7ED9BCD79DBF3C448D0C3D66DF0FBC870784BC8E67D8BAEAAC843DB5590CBD4D10213C72B0CEBC0A4CA93C8D1BBB3BD82BEB3BD00AE33CF785873CECDA79BC8AA03FBD8EB2AFBC4C99A13BB1CA123D9B04F43C33D9E6BB3FC46C3CC43D07BD3923C9BCCF9A1DBDEE4B47BBF50DAE3C674374BC076AC33CBE913F3C8F5C283DF214873CBC7CCE3BC64D92BCF8BCBFBC7188BA3A5D17003D92F1853C7C32613BD7228C3B0EEC02BCBDAF96BC2CB0233C0D4C833C4A69D43C214F353CEBE8763C9D59593D36EF143D44A8F8BA5DEB7F3DD0DA1D3D66E1C43CAA44633C87D03FBCBA5832BB963394BCD80A25BD70F7023DD1C209BCA819ADBC9C02D83CAD45683C786EE7BCAFA798BCF195CABCC9EABB3B5EE2053C3D509B3C40F7033D015F043C09C4BDBC966B14BC36E640BD68FDD13CDDA0323C43C4743B791D6B3CED3B14BD749798BC3A91493C5A7405BD1222B03CFC33EBBBFF1BCABC60D2873CD1BB873CAD623C3DE3C7BD3CA15784BCCBDD463BE61A46BD673A1EBD5983E13B4A58DB3C321D47B8C797C63C89D5E83C8AD5AF3BC8814FBB66AF803C1122D33BF51CF9BC7F880CBDB38BA73CE346AABB3C3522BD5EE633BD7CBB1D3DBD14833CD812443C71C9963CAD15E5BB82D5F4B555E12DBC7E68E9BC9D8321BC8F7EAC39BB7E10BC996A9ABC424483BDEE3AB93C2A15743B47C3F13CB14F6EBC6A1A033DD175AB3C75257E3B721CB7BC84CC0C3D572DE83C3F6ED63C6290013D707F113CF177843A5C6156BDA32699BCDAC8AC3CEBC6513C771A7E3DC19630BD268CC9BC86FB343A5CC60DBD9A9D91BCA8B538BD70CDC63C2250A1B9D4D44F3B5C346E3DCCF13D3DE8B81A3DC1A0283C260F30BD32D490BC7627B33CEB1026BD16A64C3D3FF536BC2897923C7DE819BD045E05BD8EF508BDA16B2CBD140A363CB89FFD39B3DF963D179FFF3CA589B3BCE84CDCBA6D87623B6BE539BA4CA5433DEBBAA33A0B0388BC3EE739BDCB6E8E3CC01ABCBC07F2033DF4593B3CBA5D0DBD8C1A313C48341EBC905205BBDDFE3FBD2EB509BD589517BC8F46C23B68974F3C9FBA98BA0C4EE83C3601B53CFBBB83BC1FF1553CE4BBEB3C13B94DBCBACDAEBB6E2F9BBCF976DCBCABF12D3D309B9DBDB532F63AA842BABC32B8E5BA9FFBFBBC0CA73C3DDD19B7BCE1D724BDB88B9D3CBCA1E4BC7CE1E0BC1A6F8C3DAF971BBC5CC4BD3B6AF4EEBCB239393CF67ACCBCD6DF9C3C7F8453BBA7151FBB277542BDDBB5A3BC3072D93B2751C13C214732BC9C55263D4F9E3C3C35B080BC5012EABCAFEE3EBD6389B5BCCB60F13C44A2483B12704B3D700712BC7EB3303C27D5BEBB05FF3CBB4FEF31BC2DEBB43C6CCC21BD2DAB143A2D87B73C63AA813C3BB031BC56CAFABCC6ED9BBC22A134BBCFB030BC0F8BE73CC0F188BCB825B33A2E30CEBC813D303D721C393C37DE0EBD946C36BC98F530BC019600BDFF2A84BD577C25BD019332BC33FDE139ACAE5DBBA9A1FEBA09CDAABBEACA183BF907B7BBE6C9343D6A2A773CDC0E343BBEB1033D72FBDA3B64A0FCBBFF35E0BC336D3CBCFA7F86BC38EA5B3D555FCB3CFA56453CA81B12BD4F4803BC1FE0FE3BDE18A4BC4C96B53C338A853C9102A93A3FF61DBD151C89BCE19D063C6171E7BCBD025A3B5ED9493D5F0B983C21FCCCBC7EBA3E3B66AE18BD9F5DCDBCDD5F11BDD25E213DB05365BC36D4D5BC85F61BBD2EF72EBD019868BCD0D6963C099FDCBA7BC8A2BCC61DBCBBA73867BB2A6CB63C798212BC6350D7BCEF01A43C00DF67BDD3E81FBD81C0CDBCD67520BC66C56EBCD43B86BD826CA9397D5C2D3B11192CBCD3D130BD9AF7983C7B1F56BC677397BB7FA9093D527DF9BAAC7E2C3D3F1880BC64364E3AC42006BC041CBBBCCFEF183D6976CCBCED4369BC913B3DBD3FB299BA1828483D9FBAC9BCDCA237BDA823E93BA381B13C9E424F3D3AE332BC958C45BD90AD053BEF5A22BCF3B67C3DB6ACCD3CD06CE6BBEA2BCFBC1AADF53B354C41BC61F9FEBC07E4D83CED812C3D766E02BC6CFC25BC01DE033C9257D23C36D5003DBF5C8ABBE0608CBAB13FFEBCC85867BDBBF35DBC91A7253D50CD833DFBF5A93BEDFDADBC39FDAC3C46318DBB3D6F9EBC5A6935BC472103BD95A19D3C181B3BBCCDB8EF3C49CA473CA030043CAB5E19BBB9A5153D6357F93B4375173D898FE0BCC1FE173DA89EDFBC3F04423CDF28CABC988E7E3C442BAA3C1D8E5EBB2F30B93C481CDDBBE5F996BBD9C7EDB98A46BE3CCD8EC03CB9334C3BFD0AC53C2250653D5F59B73C383E92BB0C35623B26533D3BC39D84BAE0A6AE3BF0178E3CB2EA80BCCC612FBC1E97A9BCBE9911BD5199293D90B10EBB7CAD2F3C3560733CA3B3FEBBF6DD8FBCEE75D3BC2BC4A4BC8C3DFF3B8EC7EC3C63A7423C2225CC3C8DD9913C294085BC1F2AE6BB4F61343C715BE63C84520BBD8E2608BB108C5A3C184B70BCF0F3063D1516E9BBF48545BDC94C823B20304FBD91C79A3CAB1A2D3DF11B8FBD262DEFBC50BDD5BC24397C3C0654B53B587BE93C81A3373CF34169BC34F61EBDF7A0C13BE5A2EBBCFE3B11BDAC532D3D3F7F1FBDCA4A1A3D9BFB2EBD2EECAEBC1667603C36993DBC1AAFA73CDB0950BC9EAFA8BC2AA4EEBBED13B63B5AADB5BBAA121A3D697E943C12ABF53CE68693BC0864CBBA3417913C49DE083D8ED271BCBC60E33C011258BDAC7B9CBB8FB21A3C91CE9B3CB3F53DBDCC1ED33C339C93BB3A79FCBCED1EFF3C82901D3BE615643A4A0F22BD5F53FABB599A5E3C99C516BDBA12053BA16311BBD7BB83BDD1BC863CA9CA083C3058D93CAAA1C23C068F00BD04D730BC7708943BC59C7E3C2E2DC93CE5D5873C020095BC53078CBA70DB213CB4EF9DBCF526243CFD6DE5BB35F4F9BC89BE50BC37FAE6BC528BCFBCF084EB3A67F65FBD8359113C2B9B8E3CC21340B945C148BCA0E57F3C1321903C387CEE3C230C853CDBB96EBC20D8863D2C9083BC5FE8493D384CDF3BEB23103D7452003D4C8486BB2201263D175CBE3C681E62BDCDA0B0BC54839EBC020E88BC18540F3D362487BC41564DBD4ACD11BDB1113F3B58831D3C80FBCC3CAE3C14BD400B4DBCB36B8B3BE0F555BC15F23C3C23CDE6BC6712113BE42BF43C4E7C243AEAF3103D478659BBF17A123D0254FD3BCA99E9B972BF1F3DB0858E3C95635CBD135D22BDCD021C3BE55096BC24DB0C3D1AC5E43B3318ECBC03D806BCDF7A8EBC1A8AC93C3236C63C8A71C0BC9E73A33B8072B03BEC741ABCB18531BDDC5138BDE4A1BDBC3B55B0BB2503AEBCE962793C210D58BDE68C043D59ACA93A9AD21A3D9DEC9F3CF565093C526211BA242A97BCF527B13B456C86BCA8B412BDDBAF563BDCC8243D8E91B73C367D563C6E659EBB9B68C8BB1BFE593CB1F11E3C14132A3BCAADBCBCC328DFBC8D36CF3C84EEC33C73B2F5BCF32AB63C4FE6393C2E7DC6BCD579463B9FAC54BC0E9E873CDACD2A3B81CA3A3DC1B0073C4482423A2E7446BBFD301ABC2205353B19A1C8BCDC6CB53A349943BDD96AA23BB7E608BDDABB45BC09F554BBB1F98C3C0603233C9982323D643A20BB4B99B0BCB1F21F3C3F177E3CDC1827BDABEAFDBC91D7863B59204C3C8423AB3CC2E4D33C9BFE3C3D97D505BD365AC8BC287B123B91962DBCDE4D9DBC28EB513C5184ECBC780F30BC8F71303B48B8053C21D779BCA5711B3DD1FBE9395ECA2BBB24DD863C845028BD18A5A93C9C07593CB304F03C124BA33C731AD2BC9B58053D8307BEBCFA2B3DBDFC1CC43C37359CBB2C66183D6B6A223CAB8201BDBFBD1D3D149F0D3D11B94E3CC86EBDBA19ED843CC1791EBDD314ACBC6429AA3B3845EABCE668503D66D2F73B2A8BA13BF19AAA3CE5431A3DF8BBB63C3295FA3C48EAAA3CC524423BD66BB8BC2378D1BC95B28CBC053BC13CB93F183D42DF4D3D198FCBBB4F50A03C5BE16EBC45949DBCB3FEF43CB235833DE086723D76245FBC705103BD2055DC3C588DD1BCD5F0633D0CDF9B3CCB008A3D47073C3DEF8B83BB1A43E4BC94FC353C43E3D63B319B5DBCA2F342BD2544C1BC14C8C9BC9B24E53C3B079EBD2285EF3B4D79EF3CB7A592BDA6AEBDBCBACFB2BCB626643CD44A353C7491263D21F9B0BCE24DD13C25B126BDEADB8C3BEDD9BE3B66CEF2BC9A59F7BCAC5EB23CAB14123D131A213CDE14903CAEC9AABB8D9AF2BC2BC0453C177E1D3D9E5DC43C44EE9F3CF6AB163D3D7D85BC08C283BC158EA5BD1431C53C9B0EA13CB965E9BCEEBD9BBBB7F4043DA37121BD3B33A7BCA8EB8A3CC150B1BC91E4543D7949243D490B243DB2F2F4BA13D4083D0BBF29BAEC6AAEBCE165133D0997263C6A0B1C3D63621EBD02DAA33C00AE8DBBB746D5BC204F26BD97EDB837817ADD3B700105BB4F29D0BA1B93F7BB2C2203BDB17202BDDF76BF3C82EC10BAA9FA70BD13C4CBBC3C4DF7BBB184B1BCDB0D81BCAF80803C13E7E7BC85B0093C260D643C53FD9B3CA53AB7BCD05306BD4A5A8FBC5CB8623CBA8C063D995818BA5CF94E3C36CE19BC005F1FBDFEA707BD72792CBCA55145BD403681BC0AF532BB278E343DF5D4D13C3CE36C3C3949003CC7535ABC42481F3CF144BFBCC245783C31ABFF3CDC90E63A743D10BCCC8F7ABCAE70963CA995E9BC10F7A6BC6CD23FBCBC74EDBABA91E8BCB6B1D03C67C781BCF377FA3C514B25BC715AF8BC6DDBEE3C7BA435BC49F2E03A73D51C3CC32277BB5209A9BB6BDB543CA13F79BC9026333B3971DD3C30BA0ABDE93E95BC4AAA18BD00638B3BF932F9BC83FA7E3CEFBB053D6FA5DFBC6528B53CC830DD3A71116C3BBCD6B63C89F830BAED7C953CD717213DADE22EBDFD29E13CB6C800BDB525F3BB1C08BF3C1A05C03CAED4AF3B1398F43C7D375A3B79A6443D902AAF3C068324BDD509FF3BE5F736BB0FEE583D43DB033D6B9681BBEEEE5ABC89EEC5BC6DA7AA3B43BB5BBBCD233DBCB3AB90BC56EBAABC809237BD1F37FE3CD990443D32238FBA9658C1BC45C712BD8E5D5B3C942DFABA3930FE3BA9980FBC04C521B93B81593C3AF898BB2D56D2BC5EBF163DAFB25C3C86C1BF3B7CCC283C67E49CBC96C6923B1561103DC38380BC00D05A3B7B167E3D0D59A4BC9081B13C91FD0F3DE1B3D23C93BC5DBCB1A708BD09EE73BC45062F3DB9939CBCA88CE63C69CC16BB91A8963C5509A8BCCF9D6C3D37B4013D86B42ABD1F799FBC5D06D4B9115716BD3F1CFABBAC51EEBC5BC6423DA0B78BBB445D3B3B7FE167BA956B853C90CC863CD60F2B3CB21608BCCAAB293DD6FD27BD81A6013D4301503BC435603CCDEA523D27852CBC65D231BD71D052BC1BEE873C18319E3C05A8D1BC0619AC3CFC1B6D3D03603E3D7E39C13C3B9B0E3CBD56343DE28EB03B8EAF9C3A2BD5FBBBB7C397BC29B530BC3989D93CD0B530BB2EE3E2BBF26BCF3C6EF5B4BC2B211B3D41E7033DAC4C0A3DB9EE1FBDF0B9833B573925BCC26BE8B99ECDE2BC1302BC3B4135DFBB3436043DA9FF523C02ECE3BC451D213C645E8BB95A9F08BCEE10E03C19FA7F3A2C62F3BC4630223C6511C7BB41DBC93CC52540BCF1E2CE3CC6B199BAE5C1F73C65B54D3D91B2213C2B4B7E3C451EA9BCC9A60C3D03E3EFBCA0B9133C85A7BA3C7CD7C73B54560ABC08FB9B3CA0F6193D34D1C23C0DEAA43C403A853C9FFFA73CA0F330BD057EE83CDDDB31BDFA2E9F3C8ED3373D2CDFC93C45CFC4BCF4598FBC4E81A03CFC0AA9BBA84C6A3CAC31BABCF41B133B739B493C73F9823BB8C65F3DF959D33C44088F3B7E23083C5C57653CC2D4D6BCF0C9AD3CFBB55F3CA17E02BC03193D3D366E77BC42F52F3D8889CABA78A33DBC64A7A53CD0BC073DF07717BC95A360BD0EEB12BCBC3B03BB50C4793C789C313D0680543D7CDE933C461A273D808FF4BB5AF38BBCE2B413BD63BE29BDD49BDF3B90C27A3B5360A1BBA896B1BBE9BAC6BB12758F3BA69F48BC27DF9BBC612B10BCC2383B3D3697D13C524193BC832773BB1FB515BCC2B4243CBDDAEDBC8A09A6BCD615D43BBB5241BB7D82F33B08C7783C9CE7D1BB696C963B89B7213C2CC50ABD3776CFBCE173113C011DCB3CD206B83CFC39A63CEB4B233D20CBB23C9E8E223CD09B333DFE20CE3B778E29BCCC30B83CE4992B3C0F19193D47D5F43A505BAF3CC8B00BBCFDD40F3D0EF1F13BB6B6143D1A5433BC0C8BDD3B27C48F3CC4C86CBD7C998B3C0BD14ABDBF90903C636389BC9E79713CC54F1FBB9D6784BC4EE9D1BC4883AC3C19080A3DFA56DFBC9862823C87D5B03C97E0193CFD1826BD033E1BBC9A8C9FBB4AB3093CDD7B0BBCD69857BBC7B9B33BCA6F8E3C79B567BC38EBE4BC075B84BC2FF8293CADE0C3BC72488F3CBB4ABCBC074098BD8585163D4187343BEDAB173DB89F853CB7DCB43CFEE1B13CA6CD2D3CA8F5A93AA8306D3C693F693C7F9522BB4333E4BC9A42A3BC0C40B6BCCFE6E73C5DB93CBBD42246BB910080BC238BA2BC6E2C91BC49208E3B3E11563C239E0F3DD91AF13CFF4383BC8FBA343D2FE4D8BBDEDDBDBC48B96C3DE693E0BB3632353B334797BB2324403D4C68C0BCE0DA84BC61E9743DC004BE3C1CB9913B0BFFDE3C319799BB14B702BD5CC29DBCD03981B88FED0D3DC43915BCE48A6E3B87DBB5BC8B2DACBC4EB5B33B5382EE3A5A24B83C6C93833BE045843CF269063C8D24453DF1B92C3C93F4693BBF8DADBB04FDB43C95FD1B3D7C940D3BE7F6BA3917816F3C999B27BC00AE88BD9BCF42BB9FBA81BB5574D4BC0139593CE68EF4BCF73F2BBCB080A53C14420BBDF7F98DBC0008B5BB1E1069BBAE29F9BB5577C0BC364B12BD3A62B7BCE6457C3D15CEC4BCCD991B3D2087B6BC48C61FBD3F88B23CF8AE3C39803446BB0ED78ABBFD698E3D2AAC893D49ACED3BBE0BD7BCCA6DB23CE52C993CF24749BAD7590CBBECFA13BD0BA567BCDCE1143DFE6D97BCE945CC3B838940BCFE2C41BCA1ED6E3C8955543C6EB73B3CA75CF93C39527FBBC3238FBCDB99A6BC5611D0BC11E9833D0EC7CDBCF69F22BC546E96BC042F8BBA1BD780BB47429ABC5B46C0BCD1BB78BB632D00BCBFDD12BD5555EEBC6E561DBC08AA6D3DB9828C3C7F5BE73BED5F82B9089E16BDC4F413BC4A355B3B9F90A9BCDA3F54BD1C3E263D1E062A3C6A0764BC611F0E3CAE3701BD98B6923BAACEA43CC8D3DEBC57F611BD3DCAFBBC9687A3BB647730BB18A1EE3C2B80ABBC6E9DAF3C8C113DBC3250643D2495A53C3CD30BBBF7AC103D494675BC1EA1A7BCFF008A3B6DEAAF3B125F38BC797C8ABC0DFE663C9412A9BBF5E194BC237B89BC08B88DBA70B70A3D5D842C3D9EFFA6BCF7D6893BFAB6E03B99546CBC1AFDBCBBAE89CE3C6984B93C2903AC3AA2705DBC333C45BC5028123BD3C30ABC4DBBADBBBF6185BC9253AE3C91CD42BC508DB93B2EB1B93C19307ABCD7C88C3C92372E3DD136743D7149473C055D1CBC2AC9353DED413D3D1ABA933CE64FB5BB8DA0EEBC9609933C0CCC81BC105E0B3DF05C813C627E91BC86136D3DEC27BABB816A553DDDA25E3D09A28DBC5814293D79CA413C198EDFBC89FF37BD2565CFBCF3F9893D8D576EBB3A26FCBCA20F963AC465113CF63E043C2461123C5B9461BCFABC833C8B5B3F3C9241BFBA38E0BA3C668901BD6DE540BDB48487BC335BC9BC7CCE9FBCF3E7C4BCBABF3E3D969A6CBA96546D3DC3E2003CAFC7A63B8CC813BC214CA8BB7E32A1BC546A2D3DBAEB0EBD1F072B3C5E07DDBC52CAD1BBFF07B33BEF6358BCE78F63BC790F0EBBBC9F2D3C45F515BDF9BF7E3AD1AC16BC2FF5B1BCFFE3473C48380ABCEC31A5BCD23BC13CFF98D03CC4857ABBBC2E24BBFD8230BDE609F03B6D76DDBAF109923B5A6116BC4BA56BBCF4B6683D252E0E3DDCA48C3CFC817CBC77F8023CCA886E3B28A75B3C8CFBB4BC8C1848BD6D6F683D2FC70ABD4DD80BBD6F18FDBC3FACC1BCA6181A3D335C4DBB00F23A3D1CDFFEBCB1D5973CEFD806BDFDB22D3D7FE972BCBE73D7B90CF1A3BC1B7A33BC05210EBA726254BA1BF8433CC5F829BD6DCD20BDBD3A49BB7F01503CC3CE023D92B7923D9D01CEBBA3E98ABC2739CFBCB371A9BC840AEA3C16C68D3C3508823C5838CABC1C7E0CBC0D6953BC6B295BBCE6C714BB250E1EBD2C27E7BB039DFDB91FB4EF3C67209EBA4FA7013D014DEC3C3BB623BC056165BA135818BB270713BDB2142BBC727F7DBDA27746BC401E403DEEA9343C155ABFBBE1C98ABC3CDCB23CFF4E433CA905D73B876D28BCDDCBD5BCF59ADA3A3AE8733C50FDC6BCDBB71CBB2056223B4DE91D3DFF5C393C6904573BFA4B94BCD2183EBD9B5B9C3C097D353DC5E2243D9DCD11BD3D0DD43C93BD74BD047FDEBABBF1AB3CBC250D3CB95442BCC47CE3BC263FC4BC4608A73C0458F5BBC698F8BB795B81BC0C5B93BB8AC8BA3CEE6631BD65B2A6BC3C1FF1BCD8264FBDF840D4BBE59D6E3DD839CA3CF48D133CFF852C3CBD413B3D1E3DCEBCBC86C73BCE0D22BDF3622EBC088C3DBD9F50D83C1B5B3A3C689C383D2FEB4BBC904700BC2F6FCE3CC01D873C78ECF53C894401BDFACE2BBD4E3F71BC989D55BB39D4193D80C89FBB0C0825BD5819473C4BF97A3CC981C6BC83488C3CA8C02C3D3F9160BD46F03EBB97C09CBC9C68FDB7EA11ADBC7816C3BC70D4C1BC7806FF3C85525F3CB1E960BCE9888DBC9F98243CF6DF6DBC2EC6D1BC244B86BC9A03A8BC8421B83C464A89BC444325BC16E6A93B305251BDEFFBB0BC279773BCE4850BBC1796D9BACD98F03CF154F13C43F453BC9BE94F3CA1EA953C745353BC9EB4A1BCB3308ABC0814B13BEB2F89BB9536E439731C0BBCCB7AAFBB67CF603C8331A9BAE67CAE3C85851D3D6CDC253D7146183C35335BBC0B908FBC193774BC6E75B13CB7D5D8BC3056993C06055A3CAB9FE23BBB2C4E3CA3DD1ABD83AACCBCF4E45BBC866B013DB5A9063CFAEFCD3C29111FBC76B5893BEBCE873C03BA98BCFDCDA03C3BD01ABD981D7CBCEDBA973C2B32B1BC5499413C3095CBBCEBFE6E3C32B0CD3C8E4846BCCE40523CDE082DBCB777B4BC43C488BC0DABD6BC724BCE3CAE384A3DB1E836BCF06CC93A3679DDBCDDA678BC62C6EE3C38DAE2BC8B14FBBC8DF739BC8979D33C2296BEBC5C4437BD8AEEC83C6D08E13BF02DC8BB762B3C3D292819BD4BBD0EBBFD8F58BB505F28BC7353AEBC96C22F3D66FCD63C96ACC8BC113B0B3D55CDFABCFAC8F2BC114A4EBD88C7D33C038540BD134C55BCBF4C12BD5FAAA13C9216DCBBB7CDC93CAAF46DBC0AA29CBABC7A9BB948C3A6BC5CA064BC818974BC51399CBBF44B8CBCF0753FBB6F5D993C0E340ABCACA5F2BC9AE55F3C4A8592BCE292D4BC6DDFD0BC480E37BCF8730ABD780CC8BB7005223D8BC7FEBC6C4DDD3C4445753CE98B69BCDDD01A3D3CF5A2BCDC19F13C3CF21ABDFD311C3C1D2632BDA131CC3A42F3883CB3EC99BCE6E0F5BBEC791E3D01D5C13C1C83153CB91E2CBD360C7E3C212C3CBC587EF6B90FD296BC368E29BD63455BBD4BC419BDFAC33A3C4349253C0423843B11FC1C3CBCD2E13C8084D33C4B0982BC6803D4BC6731CD3C150F003C879FBFBBD5B573BC74B0FEBB4459953C2DFB8C3C3E616D3B83E564BCD32C5DBB0614E13B6AE6F23B0E83D43BDE9B6EBC20BA7CBC2D8896BAAF29813C1499A73C6CD296BCAA0DFABA32850DBDE6314FBCAA0796BC97B9FABCA824873BD1C9603BCCC0BFBC886B153C1132503BFFC3FD3C102BA0BA461A423CBB0D19BC5ACEACBC47C25DBC3AF3D93CEE4A323CABAD67BD9ED144BB1DED02BDE2900B3C092FEFBC39E7A1BC613B8F3CA08A87BCE8958EBC206FC9BC2442753DF0CEA0BCDF3C333CDCB0253C8F26063C6F9D2F3DB70A95B65FE91FBC8A1390BCE5FFD73CD771F63B04BDF3BC3AB7373D872425BBE4C5E73B6F6FD0BC3ACEA8BA96ED1EBDEC57DDBBF71F183CAD71283C39CA07BDF641F3BC7F23A7BB73AFCD3C9FDE333C3763BDBAC3D413BDD54E4D3BD20E263DFF6DA4BB0D30B8BC6B34803D79F11ABD45F41E3C82E919BB5760D5BBE0CA5E3B463A243CE29EEA3C74AFA93958581B3D58D4853B94023E3CC376F53B690C73BDE8E6E63B5362A9BBB4819ABC66E38DBCAA80AF3B45A5EEBCC650503CF618A3BB966129BB5648D2BC9297D1BCC2675B3C18723B3BECFC063B83B24A3C9BBEE5BC8A68FD3CB19516BD29AFA5BCA989B3BCEEE26ABC2B69463CBCC680BC7D6AD6BB8C213BBCDD5623BDA0C185BC0AD31FBDF397DB3C041AE33C599586BC966FCCBC8CDAC2BB2FC60B3C2510B5BCF50C92BCA7F602BD8590883C9CAFA2BC0F1906BD870977BC6498AA3DB51E2BBDFF097ABC8D26FDBBBF1E363DDA843C3C0A6E80BDEF770C3D33B352BC1542B7BCA7E8293D4C946FBB8EC80DBD1793B83A0D1E60BD9527CEBC6326E6BC37BADDBB502EE1BC55AB2CBC589F9DBCDBF6A13CF427CEBBB6E59ABC80E0FABCF74857BC1F2F4E3A6F6B41BDD5234ABB3563043DEF6573BC24F09D3C25C67F3CCD63233BF36B2F3C8FEF3C3CEE8994BC0D3BC7BC5F5147BA55BA9BB86800D83C1A792B3D20C7A6BA892EBE3B43EF493DB2CD55BC803109BDEF3A82BD86E1723CFF9E7E3B7FB523BD73025F3DD08688BBCA543BBDDD440D3D9BA5423D532A2FBDCB0AB1BB5D93823DD3E2483D3037F1BBC78192BB8EBA123D14B33F3D3230283D6DA8D8BBFBEE923B0C3098BA76FEFC3C189884BC63A21C3C5165643A08F8973C48B314BD691C89BDDB52C13A9C5903BD8998B2BC4471FDBCC044F73CCF71A83C215803BDC833853B86CD923C2AB2693C857B1EBD32F687BC74C55ABC96240F3D60D2B8BC879580BC07D316BCD2FFC83C8092083DE246203CD995BB3C2CDB663C0175D5BBA5EF2FBC94DC053BAF135BBDA1B4093D46C8513C453855BD20C7043D1C2C00BA80CB58BD6D1A9B3C49B723BC4C9E83BC3D8A083C5082F1BC3D2C78BC797752BA92F953BB16D41DBDBF035C3DBA543E3CE76C07BCA0AA47BB8B64AE38F02143BDE67E08BDDB8178BC75AE72BC75AC5A3C8FF9743C7EE6EBBB1362983CFB2BB13C52E4973A661E693DAFE3863BEE32943C35F32CBCD0DD24BDFFE8CB3AAEAF43BC1EF4493DC797343CEAF4DE3CC8CAA4BCE7D7063CEA89363B5E2853BA90340ABD63DC9B3A6C2AACBC8CF730BDAD259B3CB667E03B07B2453DF6BA1B3CC4C0B53B73FB873C626B043B0614AFBC890E64BCE46C93BD0F0EE43CA68B913C6F1D043D4B0F90BC656436BD8D8921BCE90AD4BC236C663C8CE77EB80667D4BC764D443B8402BEBB0C2E0DBD99F53A3C7527993D1B3D0FBD7C8E643DB2CAC9BC1DEA5B3C3ECA8ABB369AA33CBF427D3C71056FBC075C41BD638F7A3C4D7D733D484A57BDA94AA93C64CDBDBC79C208BC47625F3CE4F4093B0B9E353D0A5ACB3CC1942DBCD289CB3B4A0D513C29F1033D5C52C73CBF64CFBC9564A9BCCBFC903C6AE9A43B959942BCD536C3BCDDB52FBC83A7293C84D7213C1170DB3B2DCA143CCB8F6FBC5B07DA3A4FDDB43C73E6453DA8A49DBB88AC48BA5DAED5BC4CA5543C2D5DFFBC88D18F3C796C373D29DB7D3D98E0BF3C24AA5FBCC6B2443D98A119BD1B62993BC68A13BDA102BEBB5592093D0A5A80BC977672BC271D67BAEFFAF53B9E1059BB48CDAEBC4C6EFDBCFE6D80BAF00F483D2B540CBCDABB17BC700CC13C8D7DA5BCF782E33C8FC1403CFE999FBB07DE2A3AD2EE593B5D9481BC3806D03BE3BB89BC85275D3C702E11BD539BA53C9801FABB1543773C88BFC23C8A2089BC2552B23C6D17DFBC03B20CBDBB52AE3CCF4509BC06CDAFBCD35063BDC7A3273D8A8D613C52C7633C1095BFB9BC5A813CDA4791BDF58CB33A354096BC69E89ABC5AA412BC83A26D3DDC3C0C3B46230FBDD0CB943C09F2643C24061ABDA2A79E3C215A793CEF14A63C878D6A3C505B1DBD042A2BBC6A186C3C5537183A02789F3CB8DBD43A71EED0BC07EC863B33A187BDDE0392BB0F904B3D693EE53B262779BC8CB1B0BC4614313B16B61FBDE00267BB6C26A6BB55AA4ABCA582E2BC860D003D7FB96E3CF90897BCBD10DEBCFB2359BC0C3EEFBC11B863BDBCDAA03C930B3ABCE855063B4E72B8BAFC0C4B3D76F8343B975AED3BBA0BB73CA13E06BCDC5E423C267576BC0B9503BD8FE6A03CE56EDB3C80963C3BE20EAFBC8FD6903D0E3B2FBD0137873C5DB8093BB56816BCE5F8EC3B550166BC0E203A3C95C444BBCCD5BD3C85A0B6BC20CFE33B879C24BC141026BD89999BBC42E44B3C8E240B3C97503CBC849F4B3C7FD0B0BB7E33A13C5FA0A83CA051B3BBD3044DBB86EC923CD3D6893C95150CBAB61FC13C95CF90BA11BD0DBDA912AA3B101D2F3D45B1AD3BF57EA53CEDF9033D24EB82BB020A02BDE8187ABC8211043C5B8EBBBC778248BB736C98BC349C70BC8121C4BC296F63BBBB7D8EBC2C77013D4D58783C26F2443BD101A13B4B93F73AAF61B23988E1013B8020FCBBB926113C187D193C63939A39DC2FEABC7E72C73CC5FC34BC2F507D3C66C175BCF47C6F3B3E4FE1BCB9EA4A3CF8C650BDBFB67FBCAF74F5BC1A980F3C38A705BDB219BCBBFF50B2BC9D03E7BBFC8F1BBCA5F4493BD6CB95BC0AA4F9BC454CB73C733FD9BCE64EBC39F485B8BCAEE3F2BCC5012EBD77982CBCE6C9DC3C802337BD43D5C5BB963F833C155582BCC8DD86BCFC78FE3C036E92BCE1DA6C3D34204C3BCE63143DA4A4D7BB04914E3B658CFA3C18B2673C72EDFD3C419E77BC05D6313D9C122BBCBD243F3DADF0AB3C07BBB7BC9341AB3BF099623C67B4273D3D0E23BCCAF83ABD5949ACB95C85013B270B923C49620EBC136C92BC203A033DA324C63B75763B3C8BE22C3BAC54AA3C062EC43B17F1733CEF34F63C7B0DC63A9E81AFBC6EC834BD4139D23C74F3A2BCB1D644BC88C5D33CBCD1E83B0FB9FEBCE25884BAD563BB3C503DD5BC8FFBC7BC208650BCA342F5BC488FA03B33C4013D7CAC3E3D1D13B83A0E1E89BCFAD8DC3C62A04A3C7711243CC3F79E3C1CAA3DBA53C3CE3C3DC1383DBAF6C63BD3FD12BB8EF5FF3C23A2993C412E6B3D3B80A83D89F18D3D9B1E30BD2836393D1547293C7383043D0495C8BB30288EBC273C2A3C2316C33B0710A13CA8A4063D19D2FBBA32FFC33C7019E23CA68F3ABCDD585EBCD7A3CB3B340807BD062F5DBD4CF625BCB8E53B3CED448EBB397A9C3AF83091BC5F2B283CB97ACE3CD4762D3D102ED3BC749083BCE62809BB8A857F3C637E73BC41B935BCD109863C5E43F6BC8E42A13C509D6B3D2C29CBBC49022DBDE211BF3CAC9F89BA8728B63C4E70913BEE0C09BBA461B0BBA3970A3D5ABCED3B2056D53B461B293CD9C1C33C4E92263D10454CBD54329CBC4F7CDBBCF8B9D4BBDE98DD3CABBC5E3C2EB0283B6856903B904C1BBC41A7183DAF961C3C761555B98C3FA9BC409238BC5CD625BD0BC4103CCF339EBC5CFE67BC8763B9BBC215A93C9A93A1BB1978743C6529853CBE7BDA3BA0BD003B971308BCA620523D9AE367BC8493943C9FB0B2BC3EE66DBB9CABEA3C9EB6DCBA23515CBDCC8A1A3C207635BD8F90F43C67EA8F3CDB3766BC6C39FE3C20B60EBC747A01BC4B1BD3BB3F6EA63CCD0AADBC4885873C48818ABC52212EBCCA18C43BAEC2EF3C5D14E83B3712233CE0094ABC1786D1BCC0A3063DC9700B3D978F963B289AC4BC4AB5483CD52FB63B0389433C54B3203CACBFF63CD13BF33C9CD4AE3CF84A8FBC635F083C367121BC2A17FABC2218DC3CE0CAD83C9307AABC2EE587BC68DE6ABC857A81BB6897923C4EE71B3C1156DBBB1840033DD3E9B8BC5E9E483CA6EF3C3C6A9CF93A91731A3D1B2283BC5B06A93CEE0EC03C1C5D35BC4E1C74BC76D144BDD2893FBCF2E7CF3C4AAAB13B64087BBC7D2E973CE40C903B3E869EBCDAF7813CB736163DEBD5033D0E34E03A225FE7BC978ED43B23851ABC31555A3B2DC235BD7FFC2CBC69C954BDD84CE1BA8BB7E7BC51E231BDE95827BC7CA77EBC3C22E4BA09C79FBCBC12313CDB13AC3CB05CADBC437D8DBC0F500E3D4745A0BCC8F7AABBA233EABC1E11B63C21E28D3C8667433C5B949C3DD6F352BCC75ACD3CE79789BC9DBA12BDC5C703BCEF3341BDC801633CFB7C183B761BF2BBCE41843CBB762ABCD552753CF78DDDBCD7E2D8BB21A6D83C04E102BD4E395E3BB33387BCEF957CBCBEA790BC0A92CBBB0F199ABCF8CBA2BC938D88BCB1C9A8BCF095ECBC0F6A103D7D572C3AADF4BABB4D6CC6BCB27902BC0432C73C91368CBC5787FEBBAD421F3C2D27ABBBA928B83C8A8C643C36BDC2BC88C1D13CD5F4213C4AAE9B3CFAE7EEBC342A2A3DFB49F4BC837E343B2CCABA3B0F22993C8BE2FF3B5B85FDBCF9824EBBF6DF57BD3AC683B922D3273C1E0DD8BAB71F333D8A69103DF84A76BB81E6D9BBC126A23CD30CD93C64478EBBFA44263CA8CB45BBB2C719BCCCFA743D2D321EBCABD093BBE21EAF3AE6BEA83B01C9003D1E71443D0137683CDFDA5EBA657D243A3E60ADBCC8E8A63C22E8253CA2354E3DF30950BC765C91BCC2BCC7BC7E3DE33CBF9506BBA23CBB3C754A1F3DB8530F3CEF96253C65FE01BC3AC32CBD625816BC99D8C63CBC6F76BC003819BD45134CBC3C5B29BD8F4576BC245C9CBC228B763C8AD98B3C04068EBC6E0019BD5C52EE3C4293BA3C0C1464BC387F733CDE47B5BCC472ABBCDDA5883BCFDB80BCF80AC03C90B5D03A8BC72ABD9C9AAF3C7A2019BDD27D4DBCCDCCA3BC0D2F17BD4A51C5BCF6DF6FBC99AD5B3D16D18A3DA7522CBBA2D1F83B63EA0A3D55B5393DD3B39FBCABF6E8BC5FBD1FBD72AEDB3CE9C399BB0B9C543C77A6C6BC852A8EBC9577153D99DD26BB0E8989BCD2DBC23CC92BDEBCE737453CE874BEBA45FD443C61D39BBC24B1913BFB879A3C4D3215BD204C823BCA4A4DBDE1A18C3C5E573FBCBAAC93BC3557923C644702BDC2EA28BD909C08BD302B013DD7D5F4BCCAB0253C6DD8B4BBC49CCA3C61C5063D2C50E93B4D903D3CCE1985BCB2B8043C6AB11ABC530E2ABBE0C7E13C3D29193C952AEDBC5A3BC4BB157AA6BB6E20373C4823F0BB27B27B3BB347B2BA4A323EBCAF8427BDEBDA1E3D602E6D3C8E74413C609A8CBA325E6DBCF41CB6BB1B0773BC2773823CC03627BD568A383C07851B3B74395DBCE48E45BD13A3DA3C17710BBD8E78BB3CDAFF2C3D054946BCC2F4D139D1369A3CECB44EBC35F1BBBC4959E83C2B9B13BDA3C2B7BB4C177ABDF5A951BBDF3D033DA18F4FBC1592DF3C11B2233D9B23763DA10F323C25640DBD901AB83C1F2A05BD42638C3935C6863C596ABABBE8A2A23CF990A73C73082C3D68FF0DBD7BE1FABCA99BCA3CD67109BD2D79BCBB8EBBB53B6EE6BD3C8CB2423B16DCAEBC154382BC7F27B8BC7FCE503CFF1B61BC90829B3CCBF0FB3C4A7D173D33E619392EF9F8BCCF5E19BD9C2183BBDE519DBB016D803B5F9CE33A65848EBC04BA00BD020D65BCDD84B2BB2D63FBBCA6CE70BD45BC47BC1863A2BC162C8BBCF27F183D188BC43B60F71EBC579306BD1E69873D9636A0BC99F4ED3B08069F3C58DF1ABDA828F33AD3230A3D2C91EEBB3517B53C62CCCF3C6BBF04BDD2FDE93C18FAEA3C72DBE1BB38AFA6BB2202883C9BE881BD491737BD9CDDFABCF8BA833C1E5593BD612122BC93EB073B0EC9AABCC3B88EBB4FF73E3CAFE88ABCB60D00BDE0EC5DBC5AA7C43CB511C13B8E2211BD8344113B5FC4813D811A8ABCDEC64BBC7D1601BDE12726B925F2033D1B6BDABB4E6B8EBBF2DE4B3DE65DB33BF3A3ABBCAE2517BD8C7841BC9AD61BBD94907DBCCD51323C15541D3D7E853D3CB18E20BD15FCAA3C5FCD0A3CFC26F2BCDF5456BC2C682F3C0DD98FBCF826F9BCABE1153C093489BD38775BBC3A55FA3C183BBDBC7E59C73CBBDDB8BB3353BEBBD1EBE5BC6DFE453D4F82EDBB746C983AC4C4E63C985F1B3D46B68FBCE12F2BBBE67F473DC58A353DC65A1D3D2F70993C95B51CBDF9ED95BCB57E093D560E6A3D0CCDC1BBA6360BBD99CE7CBC6966D33B1C548A3C20E61CBDCEF83E39458A43BC0332903C2CFABDBC6FD90BBDAD14C3BC9C9842BB86341D3D80FDE4BC5CAAD1BBE9EC82BCF67A823D96901ABD118F6CBC94B0903CCAF9613D04DC8DBCC5D329BC16E8C5BC6F29F6BA596683BC35C52ABDF804DDBB9D578D3C1999B3BC9024953CB3353E3D84A8883C7CF3B73C6A096C3BD32E6C3BFB91B33C65DAAF3DEBCF553CB5FA71BC52F0173CEA2B633C6104E1BC4C10293D15119CBC8E2F843C1B493B3D5BDD093D000D5ABA551446BB495340BCD46B1BBC40CAF63C990A663BB7F736BC08E2E43B931F27BC66C7133D0787FABCACC49E3C0DD1DA3C4AF2D43CAEA4AA3C5E91CEBB70DEE53B80AE6B3C978F2ABDE4FCB239348000BCA2AE2B3B90C1213D852787BC4E3EEF3C0D09CEBCBDD745BC40ED33BCB312333C4417F7398D6A3A3C502BCF3BE96E4F3DCEF4ACBB25F1A2BC3BBF88BC2F8F05BA01BAC63CFEF3C63A1776453B4C8EC2BCCA69213C25EDD1BC386E66BC3C45B6BC9378C73CAB598D3AEC2D5ABDD077373D8747DCBCCCCEC53CAEFBA1BCB27CDEBBC1A8A8BA43BAFFBBEEBD8ABCF8217C3CD8A5C93C15D3B13CBCB9883A90E43C3DF2AA413DF3A3303C04600CBD882D1D3B063F09BD52085CBD12B4CCBCFD46503C5E9C053CAC7D80BB3538FCBC849373BC0D5BE1BCB2B631BC9CE5AEBCF87421BC5CEFAFBC68320E3CCB9BEBBCBEC50ABB3D98A6BCE57F3A3CAE373D3C460705BB8BD941BDD219FCBB73FD303BDAD086BCD3C502BDB77BF03C392493BC7C8DE3BA5ABA553D0C44233DBEB22EBD521481BC74537DBC26F811BDCD9DD53BDCEB4FBCABE849BDE43EF03AF88BA13C06E216BCE47D8CBC5D0E813CDE8A063C9B75EABC3B3F393D8FD0BFBB1909DFBC90069A3A18E2AABC64EE633A1867AC3C80EEC9BC0330A63C151A49BBDE5EF73B0C02363D6DFA183DA4A02BBCDEDAA33CB74CBDBC02D4B4BD90B6C73CEB213B3C8DBE833CEBFBBBBB9F2B443CE53836BC0B88A03C1EEBAABB11CC00BDD6358F3CF086CBBC46E67A3C3E5AF03C64BE73BDBDA996BC5179AABCB835453CE2EB273D549AEEBB60FC5F3CE0AEDB383EB2B43CC77A213D983F933C14BD8FBC077BBCBAB061EBBC56C8273CC7938A3CD19F5D3CA059CDBA91F718BD07F75CBD9C3B8BBAF1F5133C30D30FBAF0D83A3DEB25BEBB7F41D4BAFE1F283B0B52123D40664C3D7EF638BC7FCA27BD02036DBC17A3573C03F622BD4CB75D3CF373183D65E1CEBC5157C9BC1C103BBB1B493ABC5B9D913CAD8E06BC503876BC618D623AC4B669BB4849A2BC8B3BCDBC5A2AE53BF21410BD35A9E93C9B12EF3B17A4423C08512F3C4B58CABC546A70BC9B5E0FBCAA8158BCD68AA43C9D189CBB9BEB05BC87D39D3BAF53703DC81C61BACD1D083BAAE8B1BCA9C7093D675D4F3C6F3D6D3C3A4D173C6618B1BA1D03B33C28DD4A3BF539B13CB6A9503A7489A13CC5BB6FBB5A08D1BC08F2113D1A82133C2EEA9ABC3439C2BBB789BB3B42397BBC47BEE4BCB56B62BC1A3998BC3E7A003D422881BC90B0BA3CE18209BD26BF8D3C6D2767BA0CF3BC3BB45893BC7699B3BCBB91793B527823BC8D9E21BD9928DB3BE605FDBAF37F683CF646DE3B6514B33C6D5C8038738DEA3CF3621EBC46ABDFBC8BB06FBC5A9257BC63C291BCAABF0EBD363A3C3C1B02AFBC25DF083CDD0290BCD4A3153DFE1290BC60E6C6BCAB40593C7CC8E93B001ED7BCE83C23BCAC302ABC6BE2323CD52EEDBB41609D3C1387643D1A76963BE5EE9EBB34753E3C065739BD0ABDC23C455C0F3D8C790C3C68F216BC973C10BD73F66FBBDE0002BD1184673D838F6F3B2023843CD1D4C4BB59A80FBA960299B9DBA9BB3CFCA01ABC0D53CEBC6519DEBCA4AD28BC95132B3D625AF2BC5509E53BABB7ADBCE17E13BD9DFE943BD9EEA0BC8A4A61BB152584BDB24A63BC3318233A2FFE5ABC12FF913C8D85F1BA32213DBD0EFDC1BC356C133CC14D8DBC1A4C53BBF524673C2EB7083DA4AAB0BC128FA23A6FD065BC2750ADBB8B1C2BBCAB0D3C3AAE79193DC2AB3B3B5DF0583D3223BA3BA0E515BD3AEDFEBC6D0222BDC19600BD562EA13AC3A4C2BC2A88B2BB02E1CABCF83B3B3DC5B7253DDBC79E3AA290C83C142CA73BD7B733BCCAB43BBB0F85E83CF2BCA03C703BFC3C6D51923C6D97EFBC1A51CA3C65E2B63CE578EC3B324F2D3B3B94B73C247E3DBC81C41BBD9354723C4FEF603D0DE023BDD4674E3C7ECD25BDAE9618B73C10F4BC6A0477BC409499BC8078043D420798BB7DD13A3CE0CE36BB8717003BF2726E3D261A303C8CF837BD53A111BD36BF7D3D476B88BBC5CFEE3C1CC580BCE29D8F3C4DAFA6BC2F7A8F3CAC74B13C3C1603BC2C293A3DD5423A3D4A2C7B3CC3CF8E3C31EC0639CFD5EDBC2A6C0BBD6F2487BAF0FB09BA5036D1BC9339B13B4CB9643C6CB15E3D41F6733C5C126EBD5837D0BB31D406BDBE6791BC5460FFBC9D32A3BCDEF01BBD3C844E3D01A6C6BC17F1B7BBAAC788BC3FB1113D43CABA3C3D70B3BCB2B9933B303F4FBD7AB3373D82AD61BC9349A2BCBC4A493C34EC4BBDA77502BCC83E743DB742053CA833303CBEC3DD3C55958A3C4F747DBDD457D23C79D582390A10CBBCF8C794BC4BE646BD3E9726BC7088A63A357DF23B6BD8083DA216A83C4E14423D0AF38CBC2FB8553C2AE461BCD4E5BE3BFCBD0FBD11F86F3C915D72BC011ABCBBE1ECFFBCDA12D03CF2D1E93C972EF3BC2FB61E3CAC598BBC8D4D0BBC1A07B63CC33068BA8CDA7E3C12E1F0BC3C18C6BCE36B76BCAB362CBB05E0BFBC7CAFC23CEB45403C576EE9BC5D4A01BD6B375ABCE53EAE3CBF2C52BAEE335F3CBE2A7ABC8241273BC981A2BC3ACFDF3CA842E4BC587993BC716BD9BCDB7BDB3CBDD1033D181DF7BA28190E3D4C19AF3CFC6E353CEE8573BCA3A6273C283A6DBC2847ED3C06D228BA0BB739BD449E5C3CF10CB2BCE6CD663C3CEF693C538FAABCE6503B3BE6F349BC2248713CCA7AEFB9B5E1CF3BC83D823CCB5927BDB818B73C7CCEE1BCE92BA4BC1C2303BC942AC03C2EFC91BBEB7FBEBCC7A4733C1751E93C6407033D3CA9E5BC7995083D43D4793C85063ABBB522F93AFE316A3BC36D44BDE30985BC5B1A06BCE8E97CBD34845DBCACD67DBBD671423CBE4CDEBC2CC4A5BB14EBA73CA699053CB2B379BCE09421BA238603BDAE960E3DB33888BC1A206ABCFA1964BDE323953B3EA7853C91F6333CFF260A3DF0DD863C2F5C18BD7CD212BADAC3553D69B4053D9BE2053DBB48753DB07A6CBCCD0C3BBD3045D43BE184813D6F85183DC751D0BC1255173DDFDFDFBC64D34EBC154D4D3C9D0E7BBC551F7FBBA8F37E3C90DC50BC60A4A53C073E793CF0B6853C1809CD3B72F3883C9316AA3CB00B55BCC196AC3B14F0863BF63BC23C4CC514BD68F50FBD13452FBB364BE73C3B34B23BEE8B333C76CFF1BC9717273D8DA4D4BB911C0EBD48E911BDC71B803DFD298D3D7A61ABBCBAAA0B3D132D9B3C704ABF3BA9A8C63C8289233B53B90FBCEA8601BD867C6ABA643242BD8AC92BBD560FCD3C88D6013B5901033D95E764BDC79B263CE2CECEBC71C1E13C17D91A3DBD8B123DB5E530BCF79C86BC81AF703BD87F273C7104963B705AC5BC1D442D3D6E456EBD8137343C63F334BC7C8649BD73D1C23CF0DDE6BCB8F4A7BB1E270D3C36A5AB3B652DBABC50869FBB542DABBBF5B6A8BC3782DABA32BB2D3C302733BCDD86A4BA656222BC8565F2BBDDF7C03C906620BD120B3ABA1EC2FF3C39DBB33C4D1E733CCEC9EEBA686AE9BCD69E21BD3F6442BD6EF907BDD1A4953C5A8BBC3C61BFBB3CFE706CBC0A30F83C323572BCBE26BFBCC417D5BC501B0ABBF71332BD2090593DF1CC83BDCB1B03BC382472BB1E75153CA517D93CDE0E1B3CEF342B3C7682403CE56E9CBC2E690ABCFFDBA8BC890F94BD79CAF5BCA1E62FBDBFC3493C837A7C3D98E38CBCADB223BD08BE77BDB074643C6B385CBB151D863B7EFF8BBB94C2CD3B25B7F5BAFE8EC0BB9AC51A3D7BE07EBC1DC365BAD76127BC9766C637B72C4E3D37850A3DD3C9FDBC71C2143B31F1B4BC0499233C652C603AFA026B3CF735CB3C945C13BD1DF987BCAFE741BCD8E0D53C11D6C93C9F49603DAD9B323D49AC15BBC10DC53C3B3205BD3960463D353FBC3C3851293C5702B3BC1EBB0D3CA1FDBE3AFBA5E03962445B3DAFADB6BC146E0BBDEDBBABBCDA3F1FBD32BD503D54C0EBBCA7F65A3C35BE083D0929B73C1114B5BBF868143C452D21BCFB0AE7BCC68D2F3C1EEC193D3D6DC8BC01D0953CCFB9CD399E64863A0D1887BB99F5BA3C6A70BCBA939DB8BCC1A1083D1260D13C239E26BCA9832A3D5A9609BCF81724BCFDD03A3C7820A3BC0A774E3C364592BC0AC9B93AAECEC73B5ABC7C3C737054BD41B10A3DDF1189BC3DE361BC1AA944BCA4272BBC283E873C74558E3C6D481B3D4D79A6BCD7AE323B233A18BD903D313D6EBAA1BCBB0E3E3DBA24FA3BD2CBC0BC3F99D33C800A0DBD982583BC5CF731BBC8A6003D825D60BA52739BBC6B5A9EBCE303843C4F1FB5BCF425583D69662ABC6B68FABBCA94EC3CC2054E3D75FB083DDFFF92BCD988DBBC913A5F3C5BDAE6BC7E550FBDF4850DBD2484F53B80A3FA3AB9E7963AA36E41BCA8C9513C6061D63B1DDF503CA8EC0A3D05A9973CB34655BBC0C68FBC9CD316BC99BE78BC114628BB35A5DCBCF9CD4A3BBDC8B0BA915B52BC336033BC82D82EBDBFA001BC6C7D433C30F0363BC26DAB3CBAB937BD138AC73CF8E895BC1FA1043D8D4FB53C265A7EBB17EDD73C7CC708BD280E88BC6C04343D1EE9C53C2CD06DBCC52181BCF4D1223D9ED08B3BA7F8A83BEB04AEBB8BAFFCBCE27A9CBCB66B0DBC11EE91BCF92B1CBC1DB19A3CED3DF93AD2129BBA9887B9BCA1E8303C83CC6B3B2BB1DDBC0B7D83BCE22D243B9584923CD729123D94C59DBC156B563C05A2613B35BA873C2DA7F93CAB66ED3BC8BCA93C084EE13CD5988ABA010045BD684A4F3CC1A549BD5B6C243CDF60263D3922D7BC4EE77FBC908C8ABB7BAF313CB191183DFB3A1E3C21EC2FBC54E5DA3B233CF4BCAA7317BD006BE0BCECDF06BDBFAA25BDB892023B2B359FBCAE72E83C292A29BAC2B106BCE42A163DF18DA53CB8CF0F3C7152043BD8340F3C90AED83C937082BCB09EF6BC4B1456BC81AA333CA2F2C5BC5E649C3C6606B1BC9C0B013D21B9A538D1A909BCD9BC033A2ECD163D0264873C9C8C2EBD3B351D3D154E04BD8CE245BC2F0E0BBC32A2E23BF5DEF53CCFDC83BC59BFC4BB7F0E7EBA22EAA93C300647BCC40E513862187BBC170AF8BC4661D53A95CC653C289F413D37102A3CAD605BBC5D1B483D8736A53CBAAE9A3CE3A6F1BC96D8B43B3DEA45BC9791413D4210823C13492FBA76E773BC8E12183DBC1D023DDBECC53B3F920BBD34FB91BCA1C543BBBE48763C51BFC8BC1DB2493C13AE18BCCD35AE3C1858D03C7E6D253DBA179ABC3B03B13C5C58613AA68EC9BCFF8F1ABCCA571D3CFA1F00BD79CC1F3D4412563CB17AACBC053F42BDDCBB163DA531053C334A8A3C7F7CEBBB37B23E3D0D3E48BC08468DBD4FA480BBD8FE0BBCED12E6BCAB4D273C5338793C2AADA83CC46E2BBDC61D95BCFC73E8BB89C4913C107333BDC50F08BCD1177A3DF2BB3EBCE683B73AE11FDCBCF1F0533C670DC0BBC2BE32BDFDEE303CC7ACC6BB0A335F3C17DC8F3C3355953C08D8993C0BCC41BC914692BC234E9D3CCDB998BCD2D8E43CDFD4CABC8036B53BC17751BD2995823C9E485A3C0F92EA3C06E02BBB831E663CB7CE303B7D11E2BBB421C8BC3D84973BB5E09ABC9C366ABCB4CA843D47EC5E3C4AD9E33B61FDBCBA844A7CBCFA4B773C2F45BD3C97C84DBB7D6ABB3C6950113D4ADD21BD2CAA213C56B25DBC4587993C3B7EDABC39C9B0BC3010A7BC8BD30FBD023F60BD708366B832A1E8BB649B06BD39AD0A3D04BD57BC98FB18BDA441B83C4CB217BDCA2759BD315BD73C84CEAA3BA6E8123CD0E0F63AAE0C7D3CCF78AABBD09549BDDE387A3B517E8D3C83BE843A4179FBBCEA0CAFBC95F9B83C4D1A163D572F4E3C3445AABBD4096F3CF93688BAECD30E3B39F4923CBADD2CBC7AB935BDF098F5BCB295E73C6EB8FE3C0661033C0DE25D3C7DFF46BDC4A8BDBC554BDC3CFD21153DD4DF903CF751163D706BD8BCB2B1BEBC49EC23BDA60C103BBF5CCF3BFF80E83C5CDF2D3D0948213D7D199C3C5E8CAEBC09B58DBC1482DCBCF0550CBDE28E19BC954F3F3C34D958BD960A763C322BCD3CEE2DB13C944A1B3CD98C313D2D39CD3B309E843C9627BD3C5ACF813C8A3B3E3DECE8B7BCB2F1303DE0D1803C8CBB82BC27D494BCF0E71F3D6E4C9ABC4FD34B3DDA01023CF0DDB4BB6E863F3C85F03BBC6F5AF13C3BCFBB3BBAA2313DDE5940BD02FCC3BAC91DA9BC51DB563CE60E4B3CE4A54E3D4A00CB3B99680B3CCC75F23BDBF6413CC4C9E53A89F2CF3BE9943BBDB1FE8DBC575C803CE81739BCFDEA673CEAB0453D6F5B0D3D56A3633C8DB58B3DE8D699BDC8DFAD3C7182ECBC24C206BC34C84ABB6CBB16BCE7CC07BCAA03F63A6B039EBB4F3B223BBF3DAB3B1CAB03BC174CF5BAA54147BCC3C23D3CA4569F3BC03CEB3CD98AC0BCCF24E8BC8B0F0CBD5A2220BDBD020FBD1554E03B99FCB03BAC5BEBBC035486BC77A810BA4C5AACBC7A502F3B505E5F3B476788BC7A08CC3CF9B30E3DE522B33C7B14A4BCE7EF2D3C1F34C03C4FD8273C5434E73B7E18D3BC36504D3CDAEC973A9D96003D20B6433C7FCA8CBBED5DA73CC30A073D569604BC1A3DF4BCEB4582BC0D38843C6378D93B1AC938BD84C65E3C107BF8BC7D754B3D670704BD720C1ABCBB219E3A614A5CBD19108D3C7E7C3FBCC7EAB53B7AAE06BDE43EEA3C5265803971973DBB54B525BCF8F4243D248844BCFB6F2C3D0D7A0FBCF1E6A83CB304203CC55A1D3DF32183BC382094BC0550AD3C87C7093C6ABCCCBCACD35FBC1ED1733C0D1D883C2773053C31B1603C486B9BBCD44F4ABD6E98943B652CE63C0940DDBC993CD83B687DCB3BE41EAA3B3D6196BCA7CE19BDC87B0D3B6D0175BC82697CBC9296443C0B3EA5BCCD20A83C5262093C4D3B023C5418483CF760EDBC263F8E3C26E509BD009C9DB9FACA40BD76068F3C2B11C03BD4B897BC4E3B123DF84E823CAF86C4BCCB94F03BB6C11CBA7A2D983C46C001BDCBC302B9972743BC78D0D4BCA463323CD9C273BBB0E753BCE171C8BC35D117BDE00A883DD073093D061D0D3D11F88E3B204B243BE611983C31EB903C4A7E05BB1ABDFB3BB58C293D9CB3A3BB4433093D474DAEBC64402C3D58E5C63C0E3C15BD96022EBD068989BC83D264BC4C50063D1618A5BC778883BC2A31DCBC9C7AD03B13D3743C9E9B9D3B5CDB0BBD04A4753C1E25803CF23F1D3C0853343C860D4ABCA82F903C2AFBDB3BC1F18BBC71E5A73D87AF44BDD41B083CC755A9BBF18AAABCEFEF29BDB4523B3D01C8DABC0FF5A13B259F34BC0FB9053DEA42F6BC4A9197BC34BABA3BCAD6B03AECB8B23C8E1DE83B27895DBCFA7A983C9BDECB3C21CFB63CCD31D6BC5B6832BDEBBF173B41B3B23C4F7394BB33CCF6BCCEF40FBCC1E842BB82285DBB2089333C189C3A3DBDC8F73A3AC7C63C4CE3B03BDCE9153D33EAEBBA9F410D3DD090A9BB54CDA6BB9B092C3CD97277BCD7492EBB1F56ABBBC6BE2D3C38E4D9BC92988DBC31B784BA10D4A83DD314833CB0E480BC1D1837BB10C52EBC7AC2C8BB478AE8BC824F5C3BCCF2853CA9C6ABBC772304BBE5CD8DBC1FEB6A3CF930003C96C6F63CF5C5C1BC4457723B173C0DBDE63C45BC03E1CE3BA8A1453C7E9A82BC1F291F3C5E378C3C1D06A93C1E2D083D5384133C45340D3C0B1CD8BBB396C9BC3871753D7D1FD83B3EB124BD8EDB9D3C342B943C6F18853B99D7213DC2DC09BD3C9C50BDB95B343CD32A4B3D3E865C3CA380ABBC0FF9DDBC2DC5B7BCF6DFEABB332E0D3DA6A40C3D753835BDF0E0B73BA65D00BDCDD935BDFA92433C4C6EF1BA0004C93B97F9E6BC4671C8BC4F99753C8549BABC7CB4C63C04EAA73C16C877BC0F2BEF3CF5A290BCBDD0EDBC05FD33BD1BA256BCD9C8703CA0A8C1BB9083583D13E5993C99DE19BCF5D2093DF6A6483C2D42B8BB64B285BC8BF22E3D57AEE03CDDCC2CBC4909F33C06ADD43CC005A33CB2DA5ABC3B68B53B9C406DBC16715DBC175C8EBC52E6233D7EB9393D0E58333BFB816CBCC2E5363DBE423F3CD5A996BCFC2731BDECFD7A3B7620DD3BE8051CBD4785E33C949FB5BCBF72053D8B1ED1BC57AAA1BC177A9FBA09F61EBC092A36BC623D313C7A43EFBCE22BA0BC21F1DCBCE2818D3C6E4008BD57ED64BC218EEE3C594BB03CD66A363BA91D6B3DA5AAD8BBA36D9A3C75228BBB387B08BDCA49C8BB89D152BDB0761CBD773AB2BBF606473C64F9423D4971BABB1685243B21C5ED3C5BE595BC02D9D33C798D5ABC2FC5973C1B1588BCA84600BDC8455BBCF83FE93C248DDEBCD0E322BCAC5A0D3C7977D1BC832708BA0C0420BC975FDBBCDD900CBC8DFD123D08337D3B0E9BCEBC4FFE32BCEC4434BD04C886BCEF0D3ABCED51243C1214313D6349D33AA9B5B0BB7A1C68BC5200E3BBCFA8473CC12ED9BA8F15433D56B9FC3BA1F6903CD57CCDBC201B9B3C1532963A4946023DAD589F3C507EFBBA01D213BDF4A5A0BCDC8DCFBBD638233D227118BC3ED7173CE827183D8507A5BC3BF373BCCA2869BD27C0A2BB426A353B95705CBB55E6D83CD2BECABC0B09C1BCE7FE02BDBDB46B3D47B3D03B1CD1E7BC06A6613D54370E3C45D36EBB5E20B13C39EC2EBCE6863C3B324E28BBE1E04BBD157DA83B8C58873BBE49293DD0C81DBD205961BDB05BDBBC96E132BCEB9BBABBD8AFD03CAD6CF33B3962AF3C3E4C39BC737FD3BB2F16F0BC45ECC93C904E58BCB2A3AABCA35461BCE79E273C621A26BC30FA00BDE8A7AB3CE443533D3736C4BCB28CE6BC97C678BC37720EBCD90B3BBC659E00BD8D8E40BC1040FDBCFD5C7BBC3503D73B50C1193A6FCE0BBCCB0C12BC52AD87BCB1A9823C45DBF33C63A8933B367C3CBB26E5D3BCF438913CCBD10EBCBAF43DBD5295ECBC728F10BC54BFB5BC34E0C0BBA6B10E3C79A5993C578410BD29C1043DC494243C0921013D17D6283C2981233DF1263C3AB4EF02BC4B5291BC1236B83C88598EBC969F5CBC7BC814BD54DED0BCF346E9BCF4E440BC1464E4BCD94B2B3D8E3B5CBC6E908E3DE6139FB909B3803BE6F1C9BBBE3D24BD0CED35BDF3784D3DC82DFF3B9A2A883C143840BD7F0D83BD726DD23B9D77703DED41E93C74EE87BC32D6543CF30F8EBC783608BBC6BBF63B0203BE3BE2DF0EBCA18D8E3B6CF0093C83EE743CD458A63C7F769D3B09A8EE3C104CBC3BC3EBA6BB0BB5F33BFE6CF73AACEE43BDC0A6F8BC55B39ABAA08F283D935BA7BC4F770CBD8EAB17BC78DE4CBDC63EBBBBE98D3A3DC833D23C716B8CBDA08D7DBA52D8AA3CA1CA9ABC86E554BC3DEC0CBC59009C3CC45D14BDA1267DBB765794BB65BF1CBDF7862BBB06A12B3D7B65193D9A16B03CE60678BC0B5DBE3CC021DB3C55AD2D3C0CF71A3CDCC20D3CEF004CBC5755E8BC95CC493CFD6CCD3C8E50913BBF5100BC790E67BC1E8829BADABB3EBDADE3AABDC7EFE4BB205A4C3BDA590E3CE3F489BCC75FDC3BA78DFCBBC6C89BBC3AC1193C2216C23BCDB103BBB56D3A3B32AD6F3C3E50B1BC8CB7D63CB521E5BC25920ABD184695BC548F33BC0027353D34BFDA3CCC96333DA60F4B3C2C9286BCEA89A23D14F0223AA355A1BCF997C3BA0743913C3A8A3BB99D92C7BC771E04BC854FAC3CAE998DBCB9D7893C9ED78A3C9496A2BC0AC096BCCCE3053BB6F0F63C14A1C13CAC3AFABAF40B91BA406A72BC559E03BDBED69EBD30FE293DD438BD3C1185023DDC48F33A828B91BA7B7F263C95EFB3BC68473C3B2B70F9BCAA3C08BD0F7DA43B9446CEBC7EE54FBCFAB28ABC92BCEE3C89BA3F3DCAAB393C9CB6B43B0E3A0B3C55691ABCE03DC2BA97DADFBCC0F8B7BC58EDEA3B7E95303C4D129BBCF24310BDA23E89BA10C556BCDE2FD8BC68C5D83C977B183C5EF25CBC794AC13C364F873B77B7B5BCF4EB573CFE547EBDC75FCABC4A0107BD59C2F83C9157CA3B14F20E3C8DCB753D853742BCEA8712BDCF96193D9AA83DBDDE0FA63CBEB991BC1C2FF8BCAED4C5BC1A6047BC2F251F3D72BA3ABCBCA9073D0404903C276B53BBC1544B3C0E5EB9BA436E483B3260EABCFCCDA93CCC58E3BCD61698BB1994A2BBE7FC643BB78B2E3C138F443C6BB8B43C3EAD24BBB373CCBC73400FBD013109BC469F303D91D3243C02619F3C1E0943BD345598BC47143A3CCDA84C3CBB1FCD3BB0E00CBDE7188BBC9A9D14BC106D883ABFE40FBC67B616BB6DCE34BDB043A03B67440CBB82D0623CD531813C3F191D3DFC9532BC2BB051BB040453BC232F14BC1A5FF0BC420A1ABC1A8A19BD26B8103D2AEEA8BC7BD0633C94F12ABCECA9A9BB958567BB5A27083D7025853CEA67AB3C40903CBD6B323EBC11F3DDBCEA53443B20865B3B020EA63CDBE10E3B8BABB03C0161A9BB4CF0F1BC8F0C953CC167963C832674BCBBECC73D6C6E1D3D1FCD823B404519BD3C8DC03CF3F79A3C4C62E53C868455BCCEF3923CB10D6A3DA613E53C3B0D213D96F147BD7B7C2A3C9BBF01BD9761273C0BC162BC7462D83C5DB49DBCA9F218BCFB2AB8BCC0F8423C5B3E813C3F9DE4BBA416FEBB7E55123BDE4DB3BCD59E2EBDEF9A71BA8B29683DCB0C703B2B8C1CBD13C0873AC6AC1CBA12D885BC6BC7873D4D661C3C311CA33B3B6E433C0507093DB061563DE0C959BD8A268D3C3CCC0D3DD150A23CA3454CBD324A25BB3DF6F2BCE32B9D3CB4C85A3B28EE713CCECF983B560268BC9177DE3C7DF6F93BC591883C4F47EABAC86ED1BC9040863CEBC4523C279E483D7583583C1116B4BCCE9CE3BC8FE24EBCF3C773BD0026ACBBA8FBE73BFFBFA5BC07AD33BCDD55103B5E67013CF73E69BCDB64C0BCF3B4DFBCAE8DA0BBAE96D23C8501133D6745763BC664E3BC875B0BBD2104BA3B8EF6F93CC5090EBDD8AA86BC5E2CFCBC95A304BD5D49F5BB4DD5CC3C07C43ABC2D056CBC1728FB3C4DF2B1BC912C8F3BC03CF63CF558CABC4AB8E03CB2E24C3CC550D53B8B90373AD1392C38CDA1473CD84984BA0C3D4DBC0BFADABC09339438448D62BCCFE0043D10C1E6BC1F2DA63C3CEF263DBA6E20BB9A3C793CBF14DABC048A493D7BFC3B3CB12F23BC61316ABC5A77C73CCE930C3CBB3A15BCF5E2E23C30154BBC11CA853CD891A5BC25A615BD443C98BCFDFA113DFFF3F53CB04EA73C0B5253BCEE59723CC7752E3C481AD53AB844AE3B117BDABC878DC83C9C1CE7BCE69E0D3D93EB4D3CC626EABCD3D3C9BB31E2973A8D3699BA3421F1BBED8420BD177DB5BC9585DF3B17C97DBA4D9747BDA8250A3D676C5CBC4760A7BACAF8113DFDE6693B9604A7393E9B7D3C25895B3C1DAACCBCC080ECBC8B42D73B3CFB813CCECFCBBCE17AC83C7763123D2AC1933CE197563D46CEC23C62A0E83CE118E73C48DF663C55514B3B203EB2BCD3E6843CD97BBFBC4683B23C064719BCA604F03B9F221D3C5CD9FE3C55668A3CD6B7C23B7E60F93B240825BDA5E3073C20DE7B3C050C1F3C5C93B6BC591F023D4EB08EBAC83682BCDE75943CD46E593CF16729BDA28493BCF61B9D3BAA33053D7E5C693D8885553CEA5B19BBA8EFAEBCC6E8A13C2D812B3D8EC17F3C6E34C1BBE842AE3C517686BC5881A53BB4DF99BD2AC809BDA1872FBC2D0D06BD83E9DBBC82E2043DD45BAF3C73D6EB3CB5C5343D2F5B80BB3E0D9DBC8CF3ADBB70E173BDA7CE153D1FFBD2BAE132EA3CC6BF003C7A24FFBB45C5413DCF4BC2BCA2C281BA903B9A3C0D00A33AB7C3FBBC8D2EA43C1E70F13C69C1A8BCA7E5323D15BD453ADB9290BC8A9EC2BC6BD4203C22D50D3DB6411A3DDAA6503DFBF99E3C44BA30BDCE8CD8BC37FD27BDFB8C983C4996A0BC0BD5C9BCB68BDA3CF25F833C60385B3C20D367BCD0DFDA3B5F4980BC6B6BF1397F1B373D26B1EF3C82ADC73CD4A0AE39493C52BDE6B2A93CD3992ABCC57FF8BC8A3B3A3D6A3F8B3A4D5CA0BBF660C9BA235A683ADB6B123AF943BC3CA76CDA3C3DCEE43C54B55DBCF3E9DDBC5B99393CB240EB3C011A143DBA6950BC6A953ABC5A0F193D0DEEDE3C71072A3CC77AECBC7629DD3BD07C37BDC40D65BCF550FA3A36EF74BC145BDABA176E70BBF282493B02A2833C62171F3B033820BDA4CD51B8794D803C73D7C83C2535A23C4EB77ABCCDD5D8BC89F29DBC835D763C4D73BC3C5DBF83BDAF81A73A2E016FBC1028523B476F89BC67870EBD8B5D953A4A291D3C3BD6AB3C308F39BB57C45DBD31A56F3C847C23BD873A25BCC9E8313C54E41CBD9CE74ABC78BD47BC69D5B33BB0424CBD6961EE3C9509273C294E36BD0471A33B933701BB4DD772BC0D29273B046D96BBDB671DBD9EE98ABC455B433C650EADBCFE35073CDDE5ACBBB6B3E73CF60FA83C1CA7583DF0A7E5BCC9D2523C9BCEF03CE93D22BA6F66C5BBDCA185BBE57A383DDC706BBCEC641EBC3F8F273C47F779BC8FB0103CDFB083BBCCFB48BC8B97DFBBFF75E6390CBF94BC1939C8BCABC11EBD844E3C3CB1B4A83C6DB4E3BBF434D8BCE1EE0DBD227A2C3CED57E93C140A963C66E8BCBC8EF813BDF3D77E3C1CD1263D574080BB562D0F3D839EA3BC16D5D9BCD5BB78BC16BBE83CF120983BFE08263DB4C5B4BB5658CEBA99C90D3C8695CA3BD7AFEF3BAF2B98BB61D522BD145777BC9F27853B97FD4E3B3B60D33B9F1B28BD2A42EFBC58D73D3D1AC989BC5F4FD73C551445BD3314BA3B19457ABDC7DB0ABC16DFE9BBF6866C3C8DB72ABCB8F5D43B41C857BA04B5FF3C1F561ABC5DE5AA3CE4E3C53CEE75503DFE3E9D3D614DEBBCD06B79BC430BBFBB45E08A3C6F86803CCB435A3D06BDC43CB308B83C859CADBCCE72A3BB4513B33C66B6D2BC44A3453C797E353CC53AFC3C213ADFBC373ECDBC9CCEB8BCFE5BB23B3BCB5ABC26510A3DAA47B03C10EF8CBC816355BC49E484BC7A3480BB78B8C4BCCF3484BBF5B943BCAD14303CA583AB3C81AFEEBCFD39F2BCEEBE2DBD21E212BC18689C3BBC661A3C4D042F3C08769D3B2B5B4C3CCFBC053D83B95E3C5B4954BD9B9E2F3CD19A093D8A722BBC4F0DE53CB927E13CB042813CA23E013D2719633CB3363ABCEB6EE1BCFA10A13C28460BBB8BDBCBBB177BADBCDA231DBDD2D531BCD7D7F0BCFDDE0B3C95506ABBABBC64BB0DFD373C921DCC3C61F71ABD78802D3DFDEACC3CAC03A5BC9F3C20BD243341BC7865BBBC1D562E3D9FADEE3BD18511BBDB55E63B97E546BDB44D583C0CCE043C31AD16BC5C7E67BC2C6ED6BCF102AF3C55F491BC793AA5BBFCAA853C7B9DA3BB15A3F8BC4E81263C38841F3CEA7D013D3DA987BB6FB17ABC1FB08EBC7191883C85C2F03B28D620BD7F5F3DBD1F8F05BD68664B3CF83BFF3C9D2189BC9133943B766C9B3CC5E376BBA030213C3CC523BCD3A315BDAE52AC3CC1E1CCBA4F0E203D46DE553A2E238B3CDE77653CDB649539D0120BBDCEC1033D8A3BB3383B319ABC3CCF52BC2899B33B1AA233BC470D85BB2B3408BC270DBF3CEAD1C63C89619FBC645349BCD3B91D3C120B403D5032C0BCC2ADAC3D9293973C5848D43C41E001BDD22D9DBC9AB0073DC8D59B3CD4AC37BCF732D3BC617F94BC5681083CAFC7843D55257EBCFE0DA13C713C3F3CAD568B3B834D1CBDD1A8ECBB166202BD316AD03BE3EDBB3A18290BBDE0BF403CEC22163A7583F63CAE8820BDFFBE9ABCF8CBCEB846876A3CE199B3BC0D59573A3E45D33CF24554BA1E7D30BD2C069E3C1465AEBC3729F2BBDE86663BC50C073B4F23323BF9C1D43C73D0C2BC6EED923B97840E3C5FA5E5BA2A8BA2BCCCBEDBBC6648BABB0571A93BC4A1303D62CE77BC060258BCDD9734BCA7A66EBD7AEE4C3D5676BE3A0197013B418F6D3CD85A71BBED3BD1B9DB3690BC22650DBD3A4BE4BC2B7352BDE42B6C3CF0662E3CDC74753D7B49B43C33E982BD285136BC8489383DBD8D2FBC3F3DDCB9A9153DBCEF121EBC8ADD96BCB45B093C0179CE3C79462CBD572D613DCCD6683A613B413C619D79BC98D8003D8F727ABBE9C6E4BCC560E7BB1740E13AE010843CB882BE3B4CEF66BDDDEF64BDA80DA4BC903B003D3C2128BCBCEF5ABCEEA2CCBC2DDE563C5B6267BDE7963C3BD10BA53C84B698BC0F47E8BBBB3CD63CE821AE3B136A303911DA943BCDF8073D4101EFBCB07557BD1F3BF33A5B377EBC704C183D837328BB35D5B6BB7D4415BD028890BCCE27A3BCEA3875BC78F1113DF9E38FBCDECC1F3C45CCBB3C6FB7913C06CA003D817C70BC1F04083D0AD9673D663D483C230692BBE9CA5FBCB41E293C6706833CAA9509BD1D3D423C8FC7CF3BDCF173BCBC1C0ABCEE5804BD1A1DA1BCCCEBC53C221EB6BB3A5E293C588706BC6EDF5CBDE37C23BC0D65A4BC8E5B523C19DD393D523B0CBDE5F60CBC5FD306BC5221EC3C836E2CBC7F0AF63BB36E2B3D1F791C3DED73833B9322203D58B5D5BCE2370CBC52D287BC69BC7F3C3E8A21BDA262B1BA20AA79BC71EE0C3D279EB43C3B35D6BC4F10D63A3FB85ABCF121DCBB997A423CD60176BC8B28D1BCADC6FC3C772D9F3CD9D225BDC2BFEBBC56E32FBB5ECDCCBC9DD1F23B715084BDDF4ED2BCE265993CCDDC633C209BFF3B8597463B1EF78A3C5BD8FD3CC163303C49C421BC6944D43C1DA0A8BCFB67C6BCAEF298BB746EC9BC4EC69E3C1AAC0E3C9CA500BD0B6D5A3C086E123DBF090F3DFF7DF23CA73FF4BC64BA04BCF2E83BBCC3A6C93C4F9F9D3CC003BF3C928EB2BCDB80B7BCA0AEB2BBCAA8323C85F339BDF25D083DEEFD0ABD6FD5ABBCB693273CC9D728BCFF0B8BBA0F30D3BCA0D1223DB9081C3DFF9DA33B8EF95C3C982023BC41761B3D96A323BD413F163CCED8FDB90303133C9FF5093C773524BBD6BD4C3D31A81C3CDABD95BB3AB1CF3C042DCD3B9010BEBC9D0A53BCA4E29C3C21B49E3B5FB62C3C013D393C411A813CC7229F3B4744E1BC77B7763DAA805BBBE8342E3CD5B1EE3B2DB618BCD4E511BD99F984BCB3FEACBC7358C0BB82FA843A86D7873CC52336BC533DDBBC7A75873B1791C7BCEF3357BCA9E0AFBC85B0CB3A1A8C1EBD8A551DBD797AEABC34912D3C6FC58BBBBDF6FFBA3F1D0FBBBEAB3E3CFFAD01BCF6F3563D3D90593B6D87E5BC3978A3BC3665443AE2924B3DF01DB23BB39F12BC4C3F133D4DBA15BB2E390CBCFD0B063B848CEDBCE0ED143DA379E73BDF0B2ABA49D5223D6A0E903C399FDE3C032D8A3C9122193D82D2FFBB489BB43CFEE0A7BC1E572ABC59B0A7BB109550BD91EC923CAD5E4A3D2188913C12352C3C6A95A33C76513F3B4F9E2C3CDC5013BD58AA9C3C6E6A3ABB21D3953D40A4473C38A5563AE552A63CDA7F543CADE4D6BBAD317A3BE3D8ACBC1ED89D3A02A980BBDB6B213DA79B31BD99D327BC21C113BD5970893C08BE95BC029F40BDC3D3253CDEE7CE3AF78C2BBC618CA8BCC307E5BB83D7C0BCB6F8293B6164DBBB30AED03C365D02BD36BC2F3DC3DDA6BAD3CE19BB6533B93CCBB5D7BB3EDD243B290F23BCAF8F9EBC8F938F3CCE60493BE42B15BC60FD76BC9342ED3CE0C4F33CCC21483B2120E03C36DA0339EF55343C57CC203D61791BBB8972DCBC978D3D3C6E4DCCBB057612BC8EE8173B4A88DFBB668251BBFCCB153DF7E3ADBCDF94843C2EE6D23C307AE43BE68710BB38DE70BC3FC8163D6AA0903B497506BCD12AA7BB21F50F3DBA25A83CBF45CC3CB9DF663CA6A1F03B4CE96ABDDC839EBCE0FF10BCFCDC9DBB6C9F1DBC1FEF09BD7F9E213D205D0C3BFE8462BCA925B13C0FCDBEBCC3AD31BC849718BBA3FF73BCF4E3AC3C46FF95BBF78291BC9F5883BCE11CCB3B8C39AD3CA2A4873C172D53BB24A4193D23C0AEBCEE18AE3CB064073DC70F073BB1E89F3C08E30C3D0D71D2BC916A903C6011933C4F25BB3CE54CA6BCA05D2FBDE17443386F1F4D3B8EB3F43C13F0B5BC43E64FBD088A113C5BA4993D053E79BB4DD5B13C173E4ABD07ADE2BBCAD893BCC6B9AD3BD7C0963B4887B2BCC54AE9BCE6B0C6BCDF3AEC3C000C34BD196AD6BCF613C7BB917B18BC2748F03C8BE564BCFEB65EBDF45A17BD372400BDECD231BCB048683D74FC763C1FC6D83A61BEF7BAFA3CD0BBBA17133C8B5BC03C98AE8E3CCD98DF3C9D2665B95108A1BC425C083D6EE2BDBCD589DB3CF1828DBA8D0EC3BC473B18BDCE294FBDC5B8423DBACAA63B11BA043DBBF1EC3A3917C53CB7BF2DBD1343C7BC03A90CBD4BF2CFBC5F175D3C0F1AFD3C97D3253D776E9F3C6C67DCBC31F0C33BDD4E9CBCE62C58BCB421A73C7ACB7B3D91887E3DF677253C71DE1DBC8F9F923DDD48A4BCDDEA023C58550B3D54740CBC3513203CD13F6BBCE8B8BBBCC65CD1BCDB0C0CBC776778BD84A4023DED41063D8673013C43C5873CD6C02B3C35978B3CF61E8ABC67DDB83B97239EBBF8FE12BCE38522BD73EEDF3A7B81303CEC1D4FBCB0FE2D3C963028BCE69E273C9235493D31A37D3CAB45063D8646C53CF66A753C25D10B3DC3CBDB3B8568B8BA54041CBC2B1E55BAA5B09D3C68AE263D477CB03C4B18443B6B9D92BD276162BCD0E3513D0FB8883A48C0A83CA73F063D564FD2BC310A21BBC563A8BC82973EBC087B1EBD1721E83C9D2FC0BC65CC29BC777BB13C14FA02BC71CC14BCDC67D2BBDE72C53C57F5DABCB74A963B8ADFA0BB78CFE13A7E6774BB1B2D93BB6641ABBC33DD13BC1C5E063BE015E73C82DD123C9D71063DB48808BD20600B3CBD1212BD22B5EC3C6F6A023DF802963BA8A6C73C93848BBCBAC2A6BCDB7612BC2B2708BCB4F5F6BA0C740CBD37BAAEBC40D42E3B485C36BD89BBD6BA742ED1BB9F4313BDF74EA1BBD963C23A177EE7BC04CFECBB8902033D232B1CBD4C2F963BC287573C8142BC3CC677CA3CD0F2BCBC870F6EBD5D5DF43B92221A3B730367B9BD93353D140E92BC3363F4BC10A10E3C70F5523D9025A8BCAF2D833DFDEEA93BD2A7F4BC91EA3B3C7BD5E43BCD7383BC1D93C83CA28FA93C83CF82BBB524CA3C9BAA453C62601DBD4B4EADBCCB5047BAFD1DB63C29A2B13CE9C9E9BC2490193D4BA86DBCEF95933CBCE96CBCF6245BBC6A6EAE3C370ACA3BF1D002BDD8E75C3C0EF2983C041AB13CDB4688B96776B63C0645AFBCE6225ABDB6D289BC2C1E1EBDC53C56BD4EE40C3DE62D123D7407293C89B58E3C38B031BD89F4D93C7F87A7BC87596E3CF5A6BFBCA6F508BCE187D9BBF203303DF7A03B3C95B6773C4F3C033DCDF7F63AAB13F7BC769E303D6721213C1892BEBC35F1973B9EA8793BE57D87BD13BF2F3C056D6ABC6A6406BB4F7DD63CC093133C12E6F3BC1E7F813C5136BD3C912BC8BCCA18863CA8A0F0BBFFEF02BDDBB93BBAE5C2153D01A4A8BC2DCFB4BCC8DA12B9B8E589BC06B227BDF0F3073DCEAAE83CCFB2513BC1C146BD629B8CBC7BF30DBC9E64E6BC460E2CBC83EC9DBC5D6C1BBD06B3AFBC5397E43C6F79E6BCB686D0BC56DE013D238A9EBA8F515E3C73FDDBBB308B2ABD9F9125BCEED216BB017FA1BB436CAEBB837059BC39BA02BC0C87B2BCFF5E34BD083F0CBDE0219EBCCF72CF3C286DE53B9C17C23C480CA9BCBC4A79BBEEC9FB3C423B953B0B2AD6BC28C0843CD6A0603C271DC93C0C5A343C8C6F6F3C6AC988BA75AE96BB7CC6DC3CF3522D3B203A843BEE077A3B0F1D45BCA3A606BD3F8E9E3CBEDD3ABD8790B63C2A0E7DBC9A16143CA1D9E43C417B4F3C818A503CBC9C40BCABE8E33B3DB060BC318E1B3DF3C090BC3EDC2DBC4647A7BCFE781CBDBEDA013D71FBB2BC4E8CEBBB7DE42EBC934C083D8421A33C97E1193DBB56863CD94E12BC7A68263DEDA58A3B20FF25BC8E52543C29E292BB47B084BD45FF4A3D47293A3D787BA43CA55A33BB2A42B2BC09E0A2BC3FA782BBEFDE7E3CD3EA153BBDCAF5BC8DA1F0BC40B3C43CB0DA48BC03A8B6BC7CED00BC64A71D3D567518BBE01211BCC04368BCCC59503B22EE6A3A99896DBC98FC9AB9162D033DB8357FBDA429703D7E0EC2BAA1EE943D88248BBC5BEFC13C1D6159BDD1D7AC3CB8F0173B0F7C413DA77A16BDB2A80E3DF6002E3AEA651ABA4E53DEBCC109013D610BAC3C925D723CF3EBD2BCF7CF2A3D6F14BC3779E3C0BB38CDC23B7CE5153DCD31863C9310533D67AB0BBC2DF8C63C088535BC995352BDABA9C0BC72F4A33CF135F8BCB8C36E3C81719CBCC2D9B33C5CB3CABC95FF6CBB66FA193DF6FE8EBC6F496A3BF2413DBC7BE01ABD13FAC93C7188AD3C3A2AAE3CEB337ABC5E04793C2542F2BCE40A15BCA7D8873DE52D4DBC02A515BD045714BC0161983CC9913ABB2E88A03C5129C03B6D1BBC3CE2C67C3CC58FB3BACA745F3C5C711ABCDC9CB9BC56B48A3B02559CBAFB630FBDF6D0763BDFF6003D5A9D52BCF988C43B11F60A3CD274CABC5AC0F73CD9AE0E3D46FD25BD160FA6BC0293283DA1D0FEBC13192C3C60C8DB3BDDF1453CD082E4BC6956853C714F1D3C0003AFBCB1221F3B359A0E3D6EF4A2BAA07D3DBC31D47D3BF803B8BCBAEE44BCFF62723CEADE293BCADBB9BB244C183CDC9CE53B32AABCBC378EF53B0AD62BBD9B49293D2FB5ECBC6DE75D3C82AD7D3BCDB5E93C97520EBDB8483A3D8738FD3CF01C9ABC4163A1BCA9A8D53A50F478B9DD789D3C9D8C843CDF6DCCBADCE4163C0FEBC33CEBB2C0BCE2C9193DC8F181BC3453333C2DBE1DBD72EF14BB6205323B067FEE3C1B5C7CBDEA102A3CA7BE66BCD8B91D3D9FFCB0BCD6CE81BCC93CC83C73474D3DF9C144BC237218BD6EA437BCD4E40D3CD9BEF03B5269E3BC3A18563B118CEEBC7621C83C4B5343BDA9D467BC77C0D93C6AB2F43BAE9FEBBCA35411BD32B5F23C47580C3B2613AD3BA5AB4DBDAF42253D6027BC3C4882BCBCC932D639C2BE3CBD36535F3DA3E2183CD038EFBBE13394BCFB3549BC9D0374BC935103BBF0E6CF3BDE51623C4B53A13B121A90BCC315D43B33F18BBC95DDB33C19E9323BD62DD6BBE96B723C09CBA6BCBB381FBC2219373CAF9D89BC0BB62ABC02124A3CC1D9523C7EE32ABCB97013BDFE06F4BC5510D63B9745DE3CB67527BD5E61A53B08233DBDBE4DE03B3AF604BDDE88C0BC597051BC8A6A093C37C2423D60B19D3C8D5665BC70E7003D6FEEB6BCD2BCB93CF46BF83C01E7D0BCD7C37D3B8871493BC278D4BB232EA0B90947C0BBE4A3EE3CE86257BD814D753CE977173CE1724A3C6D6A3F3DDAEBF53BC35D263C86D0BABCD31143BCCC52C93C110120BD2F62CC3BF18B9CBC8CBD173C5F2EA0BC959BCABCD1C516BB986FD13C98F4143D6A24113CB7F4443D52311E3C3534C2BC57DA28BD23CBCE3CF249563C32E12D3BBC677F3CC7D712BD3B9D853C241E33BDF1B0743C40B48EBC84CCA1BB068D9E3B843E21BD6C262DBD8B898EBC78CAF1BB2AA0BA3CCD5CC1BB1D45B3BC0760953B807E46BDD27DE5BA291AA23C857B3E3CCA08A23CFF7A90BB4C21143BA221A5BC03ACCCBA850883BDC8B6AA3B42BB8EBCC236FD3C79C411BB25CDB6BC7D671BBB05A398BBAEF96A3C271F20BD08EFEABCF31DA4BC1746AFBCA2C985BC8F810F3D3BA8D33A264F443D9DE07BBCEFE468BCB3B6913CB8CDD5BC0181D6BC860C4DBD352E1ABC815AC4BDCD84C2BC36A57D3C37F642BDBD98DE3CF234EE3C2BBC6B3BC10E65BC347C78BC959C37BC5C51AEBC035EFEBC522D5EBC057B7DBCDBD19C3A8D8CF23C3DC46DBC4DB2E83C288D51BC893013BCBAD3213DA394063C897B3ABCF289643CF74086BD8A707CBCB7BCE2BBC27393BCD428173DC95F933C30371D3B2F77A03B442DE13CDB13483DA95D40BC5EF9C63C5D3D30BC6BF383BA61BD0F3DD07DDDBC03F8CC3ADA21573B2D13ED3C0950D43BB8EB1CBCBECF493C6675113B7B5D2EBD9DA57CBC7F5C1E3C3B951BBCCACDCE3CE69162BB5F91FB3B76E01F3D30E6543DD6E037BC506A1B3DDD913F3C700A113D299E49BC6803B3BC650BF33C43F14ABDAF43E13CB52CB6BA87117D3CE10ACBBCE41D8C3CB3E685BC9BA5CCBA3D15A23AFEF11CBC2F8E8E3C1829753BA6FC183D6F69A03C782D5CBB792CB2BC5A634DBC52D01EBD0E6043BD74FF0A3C9A3395BC706E70BBA2AF06BDC4B2CBBC56C58CBD5DD4A13C2C140A3DD70B0CBB60685FBDEEB5183CD9EBF93C7EB9A7BAE3ADE5BCBBA0BABBFA97DCBB25EC8F366C81E4BB0F0B013D7AF8E73C3B7AC1BC481D86BC1A8042BD6CA39FBCE8E9633D43383E3C0300963BE550863C68B2373A48DB87BC0935C2BB6A59293D11276D38E5DE7C3DBC50DE3C0BC020BC0D2039BB0A6E7A3D4E9C2DBB529C81BA63348BBC6A0BF8BCEB72DC3B799DFDBCA2F719BDF04FCCBC2B01393CE2F3593CB6BDA63C7F0896BA2B7AAE3C6A8142BC790E0E3B69C336BC174814BD7082943AEE00113DDD54FB3C22A2C1BD7C964ABCE3916E3CDB65023C043865BB05BF1FBD89B2453B87C0DA3CA0A5C0BC7C6A423C7DAD503B24660E3D4CB4833B3D18E3BB57651BBD1ADB563C4DE820BDB020503D04E08D3A0C83053C4214073D7FD8A03CCFE92F3BB88269BC02848B3BFA5E8DBCF70E173D7F317F3B0ACE41BB81B1A2BB3406C23BF1E063BD0E28243D95DC6B3909C554BC64D9003D71D60BBD17F9E037D050883CEA680E3C6DE5A73C241802BA6B9885BC08A6A03C2E6B83BD02FF9CBC7C56113D16EC633BAEAA37BD84CEDCBBAE6849BCDDB5233CAECCF83C9A43B63B2ED86C3CF46144BC649228BC6E81BEBB3B89BDBC2392883CF96C8CBC5E5AA2BC8A00413C589E9B3CF803A83C26646D3CB133B63C94B4653AB90982BC57237C3C189EAEBCAD6E68BBDD97033DDAA64D3C2481D1BC6538B5BCFAEC55BBBC9188B9DFAB943C89E7643DC538093D49048ABC1A6A27BC41BD203DB84A85BC437D09BBD0F511BB18938FBC110CDF3CBF9B35BC9EE2793C09AFE83C6DB2CABBF2AC89BD4165F83B15C9E4BBD0A19C3C67E107BDD2F4903CED31633C61676EBC4619263CC8F3BA3A4288FD3CF65335BCA59A07BA36EAA2BC766EE3BA66F83BBCE328373DCADF6E3AFA69423D25922EBCD560593B45430ABD55AF85BBFE04203C5375A53BB1654E39BD825ABC7BFB913B317018BD2A6AE7BCD3CDC8BB427C173D9EE8373B074954BB10930F3D16EB3ABB28EA35BD23160ABDA77718BD93A128BD2663AF3C978AD43CE2EA103BC82561BDA942D83C38EDA9BBD974783C8101DBBC8D9A893B65B8F2BC2FFCA03BFBB185BB8B3C73BBAD4DD8BCCE93DD3BAFB8483C46C2C3BC0AC79D3C6BAE033DD1E96C3CC1E0A0BBFDFAC23A924D36BDA84CE7BCFCFB1D3CF6C2D53C5D52633C36A9333C6C4903BD407DBCBB69B8F1BC6209303D1300E6BB1D6827BD70CF093DA396233CD02EFB3CB8122E3CF5976CBCB5E75EBBB6F11C3CA256343DF419323D4540BB3CB1D0083C4B5AB6B945BD153C65E8EA3C43BBA3BC4465963B7BF138BC0B2B5BBC7BFA8DBB887B033C60F948BDFC8B093C9B960B3DAFFB98BC5CEE11BCC27640BD29F6C7BCC87F8BBC7043193DAEA316BD7763943B388DE8BAEA1501BC1D27A3BCEE2496BC67A638BDEFBA1FBCE7ED9A3C1B15063D8ED09FBC904469BC9678513D7DB7EEBC09108DBC66C9CD3CF92130BCA374123DB596C1BCBEF1D0BA3B6214BA2C06D8BC30D571BCDCF8C7BC8573433C559D603AE6E9CFBCA0B0ADBCDD33C3BC8D47B93C39DF4E3DF7051DBD76CDCABC812CA23B2277183B535C193C2FE39FBB32A2B13C7D29FA3B739F9F3DDA749B3C3AE04E3B01009BBDAB655BBC112A6B3C6A84CF39C38F113D6E06303D1C9CB1B9DB52093CB817E03C80988ABC43CCE5BC324BD2BC4462B2BBA52943BC178234BD1DF5A5BB25328BBCC015BCBBC33EE0BBE1D3083D8FDA5CBDD4EC1EBDF2CFACB924CA45BB2E3B76BBF4004BBC09301ABD16E34B3C51D41BBC57A7BABC0BF31F3DA5C5C03BE94746BC14C5EDBCEAB5E13CC949023D40F92B3D02634EBDCBCE15BCA2302BBDA14E313C170D313CD19B433DFA8570BBE6937ABB0CE48EBC8CF5DB3CB0E2C83C3128993AFCF40DBDD0F6BDBC8E05C13CFF2B8DBCE5321A3C5464933C07CAEEBC0DBF25B978AB8BBC80A4A2BC8EAD013CDBBECCBC113DB63CAAE689BC787C26BB460FC13CE163123D61B243BC1745ABBC2A0C40BB7C12F0BBF1FE33BC959A0BBDCD85C3BC8B38663C1158073D01BBD13C59BC5ABD1085BF3C28C6AD3C6C5B983CD3F3F6BC5B35BDBB60ADC3BBDCBB1D3D4F91B4BBE40C233C45CCC13C5313E63C3B64573D31A8C4BC34E548BCCA1038BD3663A83C82B57CBB1C0BB6BC80633CBD0F6A123C801BDE3C1A5B1C3CE5AF1BBCBD79D63C7CB24F3B9A4664BDAA03683C09728B3C6EC1F2BA3CCE1BBDD1667F3CF4185BBC58C3C53BD22FE1BB2B7F9FBBA4856A3D970D2D3CE07771BC242F843C1209AA3C6550D03C654BE03C7722B63CE95DC13C9CFB303D2A7B55BBB68C083D40974C3D826C853C82FE81BCBBA584BBFAFACC3AD015CDBB31C2903C7FBDB63CED173ABDE2521B3DDE8AD5BC58CF32BC3799283B318A743CF97E38BC62FA4D3D943883BC24659DBCF1D7F0BCD7C0CF3C8539D5BBCAA0BD3C5833EEBBB495113DDF4F18BD8CDF47BD859CEEBCD297053C0373A5BB0AF4C4BCFF6E86BC7F9951BC9A18163C6C87183D8423003D24AEAF3BEC72823C37C90A3DCEEC18BDAD10683C5C62013C2369283C3EEADDB999A84FBB4EC5BEBCC22E22BCE9D81FBCA944A3BCF8D8CE3CDA3616BC8408DDBCD71F86BD2A3C383D941576BD56AFC43BFD8656BBD87E8C3CF8BB06BC4299173C634F653DB2CB9FBCCB9F563BAD7484BC778588BDD317E63990FC903CEF978238133978BD86741D3D5658643CCB6036BCB60E8D3A7A54C53A5318F5BC1859C23C5D3F5C3BB8B2F6BB59C2AABA3742C43CB01111BC25895EBD9040C43C2B88C2BC4A62CB3BBC639EBC1E8CC53B9194613CA916D93CCCFF0B3CA48CD93C3F6855BC56ADC2BC3B35843CE2480CBD1E4367BD885838BB2C94063C59E7163CEF33F8BA69E40ABCDE2101BDB35E9FBA815CBCBBAE1CE43A69AB863C040CD5BBF5F2EBBCD697C53CDC18A63D739D8D3DFBB077BBC9B1B1BC1CBB4FBB6D040ABD61859F398836D83C73D7923CE149203D7A81B2BC62EE1E3BE1F511BD0D30043D86772BBCBDBDDA3CF08711BC7CAF703A1245B1BCF637AEBC2051DA3B732CA43B10D0033DA9C48DBCACE73FBD894CCA3C16DCF239F56FFD3A3B9A943B4056C43CC0C15BBC4619A73AF16213BC8A24CD3C7A67473D3D9A8A3C287BEBBC76E3713C8C803E3D9C4799BC829968BC32CF513C2C4842BDFCECF4BCE647BB3CEDD5663DEE3009BDE2709FBC8D4A7A3C63F6903CD9D90ABB583580BCA2AAE93CAAF9BBBC7BFF983C2F471BBCCCF7E23C2BEBF03C7CB5153DB27FB83C999676BCAB1BDB3C517503BD1B199E3CD5EC18BD0EADF93C419789BC03AD1A3DBD069ABC061A60BC42B02F3DEF6A123CC8157DBC6C44DFBCA39FADBCE0A7DDBA8B8368BC4B4CA9BCF6F8DF3B5B95943C7A81253D754E153C533C363B75EB88BCBB4B74BC3C0852BC2F31DE3A6E745ABCE82F5FBCD4366B3C1D5915BDC0F38A3C95E407BC70FB82BC8882253C14A8853CE423DEBCB5838DBB4E19603C900784BBB5A7243CA10817BD0F8C8DBCF67190BC99860E3DDEE430BC9F1C41BD0426D33C0C8E6FBC28BC593C21F9E2BBA8D609BCA5B6ADBB6783C53C7E55ED3C11D3E8BCFA08353BABDDF7BCE7D993BA346763BC7251463DC2F52A3B5EF769BA27CB89BCDCAFEDBB8984713C2B3474BCEB19BE3C908B213DA5B3C4BBDC6337BD06C8013DA7818EBCA7234E3B253F873B3ACA7B3A721B9FBC81096EBCB0BFBE3BF44C6F3A0AB5DA3C2F264CBCF232323CD80C613D7B46A93CE28DD6BB200801BD243A37BD34CE69BC3F0562BCC6B5863CCB2A60BDCF337E3CFBEEF6BCFACF153D1BBA88BCE77B0FBBA693D93C2B31B2BCA59007BDDC513B3B529F03BCE9E01EBC136C803C03E1303D2BE1E33B4B6631BC3833493D130425BDDC2F2EBCFFBB873C3418C73B7F948DBC3DD4C13CC1298EBC488390BC1D43BA3C4D7C123D4AADA1BBD9AA0C3D839FF3BC38599DBCE12FEA3C5F9E38BDEAE00A3D25FD943C9DDF9E3C10D0EBBC4BBD763B1C656E3C5B77443C1C79E6BCB9D819BC123ADCBC947647BC8B54D6BC5F6DC43C1BCAE3BC90F1863C354E5C3BDFD4133D79D3B93B1283E7BC66BF6E3CCE00ADBBDEF9B4BCDE483EBC147D353C882826BD482772BA35CA5C3C2AA1F1BC1123BCBC207ECDBC1E37A53C99BADB3C6CDF26BDD528E7BBACDB17BCFA6424BA47F27B3A9675FCBCD05F13BDAF244A3C565A063C0BBF0CBDB691DE3C4B92A0BC4CEA69BC39C8373CF89E3BBB752244BC202B243D7D7CC0BC29C7CEBC257DBFBC76769ABB3F57EBBCF796D43C1549B8BCDAD21C3DA95B0EBDF23851BD24F1863CEFD3073C3702783C1E8E46BD1FB985BCBB09003D99CC0D3D36C8B93C290E3BBCFBAF023C7CB9D23C9E5B7FBC6EEF133CC86D2ABA29DAF93C72F213BCC8DF04BD0C0D3B3DB706843A809C423D0BB767BC7A65653C2FF4783C7BCEB33CEECFEDBB68D474BDB4D4153D7CB02B3CDE742BBD6F2B26BCE564833CF1C3F93C0A38E9BCE0061A3DA88DFA3B74E42B3C107728BBC2B903BDC9CC2C3CEB8163BD2715B43B40B1B93C2CD53B3DE9B095BCFD67ACBC9DC50B3C34D1E03C61DF6E3B950013BDF8888BBC6C5E5D3DB35DE23C3C1C23BCD547A53B7ABEF5BCB1E7BE3B022610BD861265BB6E48DB3C413452BC15AE98BA69CEEDBB81EFF0BBFCA369BA5BA4F8BBF6B1043D45622BBCA0C86E3D684025BBADA25DBC53C750BD8DEDE33C5E23953CA06D26BDA88E94BCB0E135BCA9D93A3DDE1BB3BC2143E93BAF6C703D8D7FC43C69DB7CBC6AB9A1BBBEC9CBBC3B3480BC1235D93BB6DB88BBD4A823BD88EEFD3CC6FE7A3C1D878C3C7F0C2A3D7314273D3C7EAABCE7F78BBCACF6033D2E5328BBD1A0713CB05813BDD952EB3CF390353D22956DBD6CA07CBC3C7BD03B22C425BD9B56F2BC69D54DBCEA9D7C3CCBA526BDEFA38DBDB52B223C47B14F3C16C0CDBB1ECDDF3C8FB780BC174A303D4C36D5BC788772BCC65E9D3C4A6FE53C48162BBD96E4C73C7179B43BEDDB4B3CF66CC03C4598AD3A407548BD0FD5383D024044BD5395163C835867B9D5C739BD3580283C20A68C3B2B4302BC39670CBD07B5ABBC9850CF3C78F750BAA0121CBC95280F3DBDB803BD2F89B3BBD8CB5BBB945899BC5B5FD73B692A8E3A8A3EAA3AF30D7ABCDB53023DFB082ABB4FC792B92866CEBB3AFCCB3A57CD183D173E96BC36C3F2BC318426BD91C1EBBCDBC4423D827202BD253914BD5AFD053CDCF379BB13FB93BCB5F731BA8DA232BCF2E4573CEB500A3C64CA24BDE5E23BBB7E1756BCA5617B3CF942823DF7ABDD3CE62B0DBCD25102BD40A72ABCED9126BC5255B0BB3173D5BC8258CEBC8008233C845FCABC1538C53B3977C73CA8A3083DB69FA43C0B8636BD84431D3A595EE0BC5BAF3E3CBB37E4BCC030D7BBCA955CBD3CDD94BB8F04F53B4EB437BD3FDCBDBBA85C60BC77AA2C3BD8928FBBB0B340BBF463883CF373363C01A4F83C3C57A3BCBCF76F3C706B40BDF70DB53BA0B6AB3CD63BDA3C962E95BC411FA63C62B1B33CF272AB3C1DBABA38A3551E3CAF93B53AED650D3CDC16383A7A8D85BCBD1AB73CBE12E7BC1A2E99BCC3E067BCF6E7B43AC87AC8BCAA7A9EBCE9F80639A5E586BBE08BDDBCCAA9F1B9202A4C3D50DF9DBBBC77B03BA531803CB77B933C50650B3C6254913C9C098E3CA8CFFBBC2870ED3C25504FBD60B538BCE648FD3B1E4D82BB47F6F6BC3D2C9EBC159F8FBCD5AD043D039D1BBB186D763C554502BC6E27B53C5585C0BC48EC983C62AC8DBC00033BBC75F5D8BC58B7D6BBDF28A83CF097A5BB8AFB04BD39B7093C88B1413DC3B9F73C34C7B63C553BB13C6295FA3C0879453C77CE7CBC081CB63C58CB8C3CBE9CB43CF94C47BC20438E3DF80297BCC0E2D2BC0637C93B9405DD3CB15F053D0375663C6AD8C93C201846BDB78722BCDB6EF63BDA140FBD076059BCD0FF313CCF2D29BB567FE83C04492A3C04DD753D5EFB87BD24FCD1BCF49BDDBC116B7F3C38039C3B3EB8A4BBDDA2F13CB0D8063D4BBC843A169F513D363929BBBBFE3F3D9026723CEFD03BBDB2C68B3C6F39E2BC583DCABC276A493D9E2C973CB1373ABCD3FCBB3C5EF7A43B5441363CE580DDBB5A11BEBB57E0E1BC2E0A403D069B4FBC1D440DBC88F818BD981B8E3CAB1C133C1DB8343C22E60ABDF3B9293CC3491539F0CF20BAEF02C4B90B43CEBB722314BC6A1A8FBC4B7C02BDC927B6BB7B81373B936C6ABDF445ECBCDCF5253CAF37C93BC9E673BCA25A843C2C84FD3AA63DBBBC9AF8F0BB70AD8BBC31F8333DC1AF2F3DD942FE3C12A8243C5A71EB3C37F928BD55F2AD3B5373213DAA79813B2FD633BBF4A1493DFB00293D902BFB3B2BF0D1BAB519293D2435F13BDB5B0A3B2ECF953CC5F205BCA856DD3C22225C3C64D64C3D39879FBC9609D8BB45BC04BD44F8153C71445A3C6E32ED3BCF1299BCD808783D76DD083DD7D34D3DB46533BC1161333C7C3610BDE046093C0E6A0EBD94FE37BCB34C00BD9AA7FB3C7DB7253D734C62BC1E1A833B51F890BC2B95333D05A9093CFE6A66BD576D45BCFAF2A3BCBED410BCC5F4FA3CC0ADB03CF20C333DCCFCD93C3AC6013B92682ABD883D183C9FE0BE3CF0BCE2BB7F354DBB1B00013C0BBDD6BCD325013D4B9A6D3BF41730BCDDE16C3CB7148ABC1F991C3D94A98FBCCED60CBDA24F4A3A9C77373DBE590D3D7DBDC93C655DAE3B5B3045BD223B193D8705D23C16C18FBCCD9A393CFD60D23C478323BD33F0BBBC9298923C478A13BB619EAC3C5D44083C430D08BD2DF7A3BBDE33C73CD8ABDD3CD181DD3C99BECD3C422661BB066DDB3CE93FAFBB82C3503D57E7CABC28B624BCC7AFBE3C46B00FBCBB0A003DF6786D3C69ACD6BCAD07B23C47B8CE3B64424CBB79A3763C2DC2DCBCE0EDC63C6DB4C5BC12A9D53B2683203D3CCC27BD77FF4239788F523AC59FE4BB3DFBAB3C1EB3C33C4A0EDCBCC1EDEDBB67E8B23B8DC4C2BCDD483CBDC57E14BB212EA43C7375B43CA526A33C62D6A73C325D2FBC03E8953BCDE3753D779EFFBBA067C4BC3F1E5E3D7E4BAE3A31E4E43C29FF823C23F42C3A73E1183C3CEC27BCDD2B903C1E5F2FBCD72FFCBCE0BC31BD3C60F5BC49D4B5BC2DE4E23C6994423B5BA317BCEBDF8ABC25BFB03C289705BD8E04C33C2D0CCEBB9CA0AABC19C6833C9EF6A5BCD225E23B74D2FDBC244ADEBCAD0AB63C645EF6BBCFA4B53C76DC2FBCF7E2CCBC23DE343D488761BBDDF9B2BCBA08F1BA9A11883C466A9E3CCF8A3CBD1C96B13AB8C01EBD6EF39CBC8D49DA3AD7C809BD5ABA9A3A19D62A3C19C78A3B459C3CBCB2831ABC7C2DEE3C08CDA13C14241EBC09ACFDBCD0907DBD539F89BCB5C52E3C3C64BF3DEB5B343D40F0293D8210803DB22F2FBBA8BCF93BB30DE3BC48F9DCBC735FF63BA40218BD3E63A7BC9BB4E2BB1A9B283D74F0F9BCFBCA0ABBA2B1E9BA293D713B326E4A3C510C403C0008153C6640183DC45499BC6EBFBB3CFDCB04BDFE150EBD3D4E483C0F2821BC7E2D4A3C3DBE1C3DA1FD423D621DAABC8F46293C5417EC3B8942B13C0D49043DD507223D126588BBF30651BBBE53C53C95E3063DEACA62BBD4D5CB3CF60899BC7C6F943CB30EC1BB5B4CEC3C71DC2CBC73D51CBD101D153D8ADE96BC6AC70ABD957723BDF4D88ABCB763FEBB34952D3D5893DDBC1A76A0BC12A537BCC98AB9BA1E948BBCAD4550BDA6039BBCA463EEBCE8D80B3D7FFA07BD2111BF3BB67EE83B900BD3BBC9D2FCBCB19F3CBC153B133D771ED03B44823D3CE868E43CA91E67BC33D8653D5AD74B3D62559E3C4D4810BDDF54B43B018A00BDBAEF073DBFC4EC3CFF182BBCC4DA513DA654153D03BB2FBD07500DBD2107063DB61DCA3DF03690BBD1A99C3AA84B093D1111EB39ADB2A4BC1C719ABC9CEEAF3C3ECF403C33C93B3D54C47FBBD99597BB710EB3BC8B8025BCE9F467BDF5FD9DBC40F1423AA494DF3B2083B43C14A882398A96343CE7A396BCCCEAFE3C5E19A13CD9725DBDE9657E3B3C44C73B1F67BB3CF9F23E3CED1285BBA52EF23972BBF6BBBCEF13BD3562433D72EE0ABB2594E83C0FD356BC4EE1F1BB1CB10BBD02DE36BBD11A023D8A85273DC036DDBB2CF6253DBF85D2BC54F364BC232F243DEB465A3810B3743CD1F8513C86769EBC28D9943B89A2233AC26DCB3CC58B71BCF5A9F5BA622D143D8EAD2E3C59BBD93C4D5B033DA6F1743C3AC86B3C896CF7BB55BE90BBB858A1BC2BD5543D4E77A43C1556373B09CCB9B958A9BD3C9A820A3DDEE946BCF15F27BC13F8303C3E93493BFECC22BDEAF3D03B91C3C5BC199484BBF754173C717C04BCDBFB933C7216CE3AC6C3EF3CA80F1B3D4E8810BC194DE1B831826E3C85EE0DBDBD2F093D0480F0BC6F84193A9331FE3CD86613BD47DA88BCC8BDCEBCED8FBE3C1792F4BC309CA7BB8A004B3DE7A280BD0B3067BCFB02D03BFB20A03C9F3C63BC7979873C9DAD303D4B6A47BB857596BA594ED43C9CA4903CE0D62D3CA423243DEEDF643C4902D038DA79203D6831F6BBCD3078BB37850FBDC78EA6BB1FAB40BBAD323F3C82A592BC2242863DCE7BF23CC5E450BDC1DBD93B7E0A1E3C541AC5BBE71CB2BC1B5A2CBD2C5D923ABB8357BC2C06033C54ABAEBB2C3C18BD14E5F13CB3E0273D8C3E30BD060825BD7ED8163D80472FBCB1A17C3C8D0E1DBB8FA0983CA063673CD7510D3C1204DABCD775D43C81D9FBBBBAD522BD2852CABCBB91ADBC2C2E9C3CCB73A2BBFFBE083DF1CBA83ACB9CA8BB8C0AF6BA44F0C3BC16E7483C7991B8BB4F6E533C3AF20FBC4847523CFFFE673DA9FE983B9B3FF3BB5499603C8131A13B246D9F3C4F417D3BAF3E69BC532EDCBB53226FBC1498BFBA3160623C8B32B3BC4E8B933A492605BD34C00A3D286EEF3C321ECB3C64C2063CE56810BC3CB463BC0A448F3CFC4F803B77A9B1BC12D1C13B49EF793CDB1A2B3DC5D886BC4317993CC6ADF4BBE96432BD8D0876BD4F1520BC22D73C3D1AB093BC7879133D4330893D0932BD3C486C33BD8896333C9B9A493D154DB8BC370F2EBD95D338BDF40044BCB2AF853BAD3F213D9431693C0F7BF0BCB2D52B3DEE74F93C74441B3D410088BC9FC1863C70DF693CAD7CC43B8EFC2A3D3B3A463C939FEABCBEDCF9BCCFA4B53B0EEA223DEC56403C709E203D58A383BCA0D42B3DCFAB313D97260FBBB980573C491F4C3B892F5CBB5A2257BC9FD8083D24C0FCBC58D721BD021FC4BCB2C697BCA28E293DC0ED473CCFD9C7BC8A174ABD4988913D9DC9B7BB65CFBFBC193B35BDACC7DF3B2D3CCD3B59B602BC7A3B8DBC1E12DB3C754994BCC5A253BB7C74CA3CDBEBFFBBF4E2403D2E308A3B00251ABD018907BBF8589BBAE17D4EBD35B29F3BA97787BCA2206D3BAF2CA53A58C00E3DC3E14EBDFE6E86BC4791DD3CA295A7BB5FA0933C11CB81BD4B415CBDF5E9AE3959DC96BC20A604BD7E6273BC468AAC3BAD460B3D56E38EB82152E63B4DB603BD938A10BCB4952B3CFBA56EBC2620A2BBB48E133D60C5D23CD3D2E33C6AFCEBBB8A43973C008E8BBDBC37ADBB401BA73BE452FD3BE959FD3C0CCB09BDE0D9DDBC49570F3D66A159BC2D65953BBC0F563DEFBE053D5A25433C75A949BDA0D35BBB1E800B3D3FD7F73C1539A03CACEE843C8097F3BA2B27F5BA8B1164BB0D90B3BA64D8123D437321BA434CE23C280104BDC5CC213DA90863BBAA12203D60D604BCEE5654BDA1D721BDCC04A03C5CBF003D85893EBD0D4E95BC098F17BCEA0FD2BCADCAE83C73266E3C0DE421BDB1F317BD931B403CD4F6603B1B85C83C1770A63C7875743CA719233C099A123CA791F5BC92EE403B7D5CC8BA3B030B3C2CBEF6BB3498313DFE6C33BC178CB1BB0CBCFE3C4DD9453B1F5E30BC9FF3A33BB819943B8DB287BC4DB687BBB708B2BC4E35563C0C0F153D08ED473DEFF44A3B44468A3BC98252BCB3E5BDBCD30E3F3D94459FBCBFA4DC3CCA1E55BC5FF7C53BAB75BD3C5CEC8FBC3A19C43B5A81AEBCBF6B35BD3B2E043C859CD63A821FEFBCE00ACE3C8FA792BB1AF71ABCD8182B3C3B7058BC1937973CC8D15E3CDAE10F3DF4735C3C8AF8F83C6673AF3C987FEABC03FC5239DBCD28BDCD2D44BC9FAB35BB9ACEBB3CBF362FBC67E7983B68CFA9BA32299DBB0626B73B3CB4133D4DF2BCBCD9C2C0BB913258BD056EF4BC18577A3C2A97A5BA94D370B9FF631A3DD4C14C3B27A67BBCED98563C58F4A4BBA8DE873C4084063C328230BD72E218BD9DCA65BD3EEFE0BC3F24373DB4CC3ABB8591D6BB9D36EEBA24973ABC04131B3C45BC8F3CE34C733C46BB9C3A8EAFB03C83ED2F3DC9CB263DFBEF443C924EB53CC3388A3CD5F01E3CE53BBBBC90C4CCBCDDFF6F3CC4B64A3CAD8B29BD4615C23CC1F1163CA6461C3D4209D93CCF669CBC48AA0D3D0BC013BD275E9F3CDDF19DBB991890BC949301BD1FC28DBB9181E1BCBBD4A53C0A8FC6BCC9D5C4BB175F133D4F7410BCA85365BC22920BBDE141F8BCDF5D71BCCC833B3BF20C8D3C65CBA4BC4E57C8BB6A46293D5988963C33407E3CB41BF53CD7B90CBD39D0A33C2DEABCBBECCBA3BC2C3C72BD1BFACCBC8BC7B63AE657D9BC17E3AD3CC5418ABC1B771CBC63C68F3BD759B23C77C81B3DF491703C10EBE53C02C4CA3C4E4FA93CB52A44BC6ED6BFBC296382BC916AE43CB5A7C2BBA9342EBD4D222ABDABE61C3CD71F7A3C80D3C6BCA799C5BC275308BCD3488335BCE5BB3CCDF4213DF56832BD0AD5733C817511BCDA35ABBAD9AE2ABC3CA9383C7691F2BBE2124EBBF9B1553CF6534FBDE1559F3C5037E33CA4F2333DC340D5BCEE810FBD28C1D5BB0C5854BC57855ABC7C1D46BD60D7DDBCBE0DE13C277FA6BB9DABE8BAAA4F77BC24FB0BBB311EDD3C0D99C53BF62A733BDB5FD73C8420823CAB80C53CA386F93CC73F3BBC18C9C03BAAF326BB031E163DE0A211BC9166ECBC0697DA3B1341EDBC2A500DBD346411BDBC59DBBC77889C3C0ED60DBDF2803E3C99BCBE3C0743A83C7320B63BD82531BCA54A90BCEC4B523D0A3A033DD8F0BDBC0A5E74BB8A4B37BC7AA8ABBA8818163C5B5C37BCE19E903C9C0165BDEF49A0BCD1848B3CEA359E3B20F021BD7F06503C9B6217BC1ECD8D3CB86079BB8390D2BA686FDCBAB8880A3D19964ABBB3FB6FBCEB30C0BC35F8EFBCB5373F3C3966033D289D903C223491BCCDACDFBC17BA75BC8D091B3C3686823C710B8E3B830C333D598EB63BADC5943CF89727BCA8C00BBD6E5780BD5781EB3B7B46DDBCA573013C92F910BD8C3EE03B6B3D683C68C2063AE0C748BC3B3893BC2EDC313CF35392BC9ADA8F3CB5FC193AE2E7BE3C73F2323CD319A53C1718093D603EE03BC557EB3C5BAA15BD27202CBD",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_64_1_1_torch.float32: "0x040000003D6220BF6757133F8C0E3E3F6B4D763F749E79BE5BB09CBEB9A5153F19C3FA3EDF0698BF4939FDBE0CB381BFFE3622BF33B3523FD9C8393E2EC2743E5E6E80BE3CC11F3F8B5A60BFECC868BF25440C3FE5E523BD57265EBEEF4FB23FB68AF53E2933F03EE42FF73EF417DABD773EA3BEA40E29BE2FA508BF80CB903F16830A3F3B105C3FA6BDB1BF4CDD353FC9F9933E2970E23FA0152ABF5BA333BE935703BEA826553F27B485BFE91CFE3DE066933FA9E3DF3D8FEBC9BF29EF3FBEEC4657BEADBE393FFB9CC13EEFA766BEB900F23E59B6DB3DE11EC2BF1CF4EC3FF78D553E1F81C63E45C7D43F0269413FC69EAE3D702EC83F6DB0D2BF9F1994BE773CB8BD12D5433FE2FB92BF0D3C393F61824D3FEEF68BBEE08FE83E4063CF3E896C74BF2AF4A2BE56A14FBFA119763DE9F83BBFDC1CDFBDBD6264BFAC04213F78C1723EB5372ABF966B673E2A784DBFB8083E3F65FFB0BE7605AE3F804BB9BC7827A3BEBAF0C03EBC63153E7C2E0A3E05AAE3BE9FA09ABE726C8FBFBD573E3F7809B83DE78463BEC59164BF7BF3A2BEC4AA123FE935723F4C7E9E3F0B764EBFAB17653B4B5E353F025DAF3F50FCD73EA58E28BF4AE2FDBF0AB7B0BFC00C523EC315863E69C1943F60A0F9BE46AA363E88516A3FEBD8FBBE7CC7123E63680E3FFBD251BFFAA9EEBEF43DF3BDE4A051BF798DB93EA1209EBEA4774D3E45420DBF33318B3F7B17D2BE6293D4BD73DFA73D6E9783BF6224AABE7025F03E54DE5ABC77518C3F9E9C49BF8B56083F8C70FEBFE0AEAFBFEEA9933F9A2232BF371A87BFD3875FBF8DF4BD3ECA7F7C3FBEBA9EBE076A393E0BCCB03EFB75953EC4D586BE4A2BBE3E56E927BF33C6A5BFBC7F383DFB0B593E867F63BF8521C9BE0C97D93ED0F2B53D4DFA9B3EB9DA503F7A221FBEA1486B3DB446473C6D2A4CBF7FAEE8BEE3681E3D44B1413FAC9AFCBD1CB0A4BDE8ED153F3177A33F634CA53EAC88F53BEEB9013E4F8180BDC648E9BD71F49F3E77F688BF1ECB233FBB4905BEC166343F235EC43EE9C165BF27C9333FB6B62E3F92F6323E61DC843F46AECDBFD228B83E56E178BF2D108B3E8113A23E821A5B3DDA1702BEC18882BEF0C756BB03FC9CBEEF08553FF016E53F549DA6BE42A4BABEEA85943DE9CE5C3F7FE29EBF502E9ABE1F08DBBCEEF026BFAF87503F87A7CCBE5A9543BF9A04CFBDB8AF4FBE7C2E3CBFEA2A623FEDCDFDBE6B50883ED517063CAC44AF3ED20FAFBE50E5E0BE668417BFC92FA3BFE5052ABDA22096BF9E8026BEA3D5BC3F094C07C096D397BEB0E010BFAB32073C884764BD8656243FFDE3B63ECAEC463F1B6BCB3E28358EBFAB0BCA3C9886FBBE5B7AC23E8FB0A3BF2040C73F63C38F3FA0680F3D7B55D23E43927B3F1F2EDA3D026B883FCB35353F5398ECBF2B03FDBE7D92813F35166EBE92A83CBF3AE7BEBF",
      torch_tensor_4_torch.float32: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_3: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_4_3_3_torch.float32: "0x040000003F8435BE19EB4D3ED5FAD33BF5CD373E6A2A03BEB1012A3E348BF23E48B25DBEE356973EA0C203BE13B1BDBDEFDAEC3E9F23EC3D2A3FD33D0318E53DD56FA5BDC5FA9ABD9CA11EBE092FFDBCE77C963CC2A16BBDA6693EBDD20DF5BEFE3D603E24760E3E5BE5ABBD6854F9BD406D82BEBE3390BD11D4E6BDEACD963D5D29913E49B59DBD12FF913ED7C2A23EF8C3EF3C2E1F7F3D8FC207BE72AD7D3E9B97BC3EC2A0433DCC866BBD6A267C3D99C7DBBDC6B4E9BED8950CBFA99E2D3DF1421B3F7F94063E99B6263E163E3D3E1133403E96EB5BBD4B1695BD96C2FA3DBEA275BE4E156EBE980B733E773A6CBE3306D1BD1815D1BD173E09BC017ACCBEF9F7A53EB705EBBCE0CB9C3D9AE90B3E938DACBDC6F8D63E987DA93EDC6F0C3E49014BBED710753DA98733BEE19B613ED509AA3D62F0493E8160B2BC983771BDE668D5BB0555EBBDDC5EF63E92975E3E776F323EA5682DBDE1F19BBD63FBF23C0E26013FAC4CA03C6699833E15B04DBCBF9F52BE13C75A3EE1364A3E8461AC3E5091FBBD874AA4BE8C3DF33C67CF8DBEDA86973E1AA0133E6D8D18BF7A1F363E130B99BE7C73263E312D53BD5F91643DB71E3B3EB2B0ACBDEF32C93E9405F5BE18CE453D2CFC7BBEFE77A73D74B205BEDCD2D73CFE10EB3E6B03C6BE81A8433D836DDA3CC72DD93D9352973D0E2DD53DE12FCBBDE30AA0BDC97B833D0739503D98A7813ED7A76ABE7E5213BEBF2B5C3DB0B4473EE44CF73E234889BDC4FAB23D2B034ABC42C195BC866C603E8313EF3D82D6BFBEDEF9023EEC40C23EB144D43E75F43E3E",
      torch_tensor_4_torch.float32_4: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_7: "0x0400000000000000000000000000000000000000",
      torch_tensor_16_4_1_1_torch.float32: "0x040000007797FC3E66A5553EA33F9EBE2E53B7BE705D643FE3A2553ECC477A3ED5E4783EA5DE5CBE54B322BEEE66F53EA8B0B93DB5E994BB128F27BE826C273F9B581BBD94EEABBC57B385BEF3FFEABE647E34BF3D3D073E93B6273DED380A3D7C3B983E6F3B973E4AF7F03D17EB903DBB97F4BDAEA7FD3E719D2F3D91D1D1BEF4F303BE7FA6CA3E57B3D93C474A4ABCA38202BE4488D73DE0FDF8BD54EFB7BD02F0A93E4CF8C23E356CBF3DB1B0FDBE4B25EE3EDC156FBEE1CF00BF8AE4073DE6CA913EB0B5ADBE5433FF3D02880BBEE08483BC8DC141BEF315BCBE8D8777BD15038DBEA3EE433E61B7853EFBBDCFBE7288E8BB6FEAA83EA298463D0AA4E43ECAFB2C3F",
      torch_tensor_16_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_1: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_2: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_3: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_64_1_1_torch.float32: "0x04000000B9DE1FBF2403EC3E2D644ABEB4750BBE5B75A8BE35765D3FD67368BE4316A4BC0C811B3D3000CA3E280651BEE98B2EBD4DA74ABB5BDF253ECC1AD7BB7732BDBC5109A5BEA794D8BE35570E3EA4CA9C3E4D58223A412370BDF68064BE6746183F0D96973CC7B50B3FA032E4BEA46AE13D667E543E0AAD24BE4EB59BBEEBB447BEE8718C3E46102F3F7A88CEBEF9A630BFBC4992BE2269CF3ED849BCBEB3B6CEBDD4B1FB3EE2E6543E242879BE490D89BE2F5299BE928C613EA1723DBE619BA7BEAFC193BE836180BE446050BF44CEB7BE566E463EB4C62CBEE6CCA3BE19E611BED0FF6E3D3377D03E0982D93EBA6ED33E546E9E3ECABB1CBF1F16133FD5F8073DDD78C0BD6273803F03564BBE787AD2BEED2ECE3E73CCD5BDC7F98B3F7CBC1A3E4B101BBE43290D3FEF12193E0248C8BCBD8CCFBEFB6EC3BEBBEECF3D46CD62BCD208D23EAB23B1BE73E39EBDBD6EE23D31F5CCBE0235143D9EE3793EF993883DE32F78BFC3AAD43E260883BD76853ABBBE8EE63ED98A9EBD29B9C63DED911D3E0E64233FBAFE013E98DA163E89FD59BE2088F43ED92217BEFF42ABBE8515513EED8BA33E6955C5BED02ED93E278CD8BDFDFB28BEA30D533E533A15BF950AD33E968EEBBD8736FE3E3377C13E5326783D36D718BD72D4A2BEF7BBE13DC008D7BD4C4F09BF173E9C3E423BAFBBF637143FDB97543E6224313E74F0C53ACF58F93E07AB6BBE2C8AA9BE75C344BD186C5B3E224877BF7E11FABB3D26A2BD97C5843DE8DC74BD97047F3B79043F3E8EC5E8BC51D427BE9DD5503E595C85BD1BE6323DE977F73EB08323BEA079D13DA712A3BE04AC543E971A02BEE7C418BED7D3F93DEC86233E21840CBEAD4C8EBE72D725BFA579C8BE97ED913ECC1325BE3EBE793EAF520EBF93EDA7BB002F3C3DCDF079BE76FB0F3DDBCCC1BE049588BEB53114BE6297ACBE0EB5D83DDFF8D43DAEDD8A3D51AADABE509725BF7E64173F523FA1BE27D6203E04A215BF71EB8B3E1A00ABBE711D4E3F4E0F69BE6C63F73EFB135C3E2CC7873EEDBF30BFBEEE233E3B56053EA1C252BECEB7E23E2EF054BFCC61A2BEE80CE53EC014BB3EB79957BBE573FE3DD70351BEFCE8BF3E94E313BE1B27B33ED30E0DBF9E124DBFE4450B3E17383FBD8504973E525E56BE70BE643EDFA515BE39E210BE6BF366BED880313FF8CA083E474463BE13A5DCBD0EF513BE3BA62F3E4B2AEB3E7694D0BB7073E73E473F0D3FEE01E9BEDACFB9BDC37693BDD3959FBE374FE5BC91B664BED4BE26BD8AD7733E8EC6113E12ED0F3F1D2B93BD5675D23E0821923E6CFD67BEBDBABE3EA59EC73DF640A83DBA096D3BE2D3E03E1E81F33EDE28FEBEE9338DBECF3D103FE4A79ABE8A19523DD53E1C3E2EF3A63E3CC0923EAD18063F179C5FBC3A20A0BE89F67CBE37A98B3EBA79F43DBD268F3D64FFDA3E8E967E3EFB18D03BC73DE13D7E1D9FBD5BEE753E5F8A49BEE1C83C3F6FCD933EDAC94B3EB0AA8ABE6F7AC83EAD95FB3D2D6841BF7733DE3E9CF251BE7E08CABEB904B03EB55999BE8D517FBD4C561CBFC0CEC13EC97D283FA3964ABE0555ABBE84AADB3E8C89213E776A9A3E21A634BE4F9F91BE10100A3D06F314BD9432E9BE21405BBF249B26BEDBD26CBD4B68DABD5C6DF6BDAD2D403F8357EB3C007A2A3FC19F443EFE9A8ABD5F8AD9BCB340AB3DE0C436BE76C7A3BE3627CA3D194D77BE238A243E772F80BE117AA73E1A56E63D8DE950BEEB094C3D1B77593E7A1925BE249D033E77FACC3E3105C93E62957A3FDCC727BC48E4C3BE5C50A8BDE17220BF17670D3FC30A0B3F5743063E2B314C3ED3EA993EAC7937BFF4CDA0BEBBE56A3E537328BF7791F53CF17123BC131B253E72B9DE3E7303E8BE074E683D60D7483EAD94963E40DB973D20E83CBEBCD7A9BDD48C8BBEA6C718BE78DCBE3E6DB6433F2B6402BFAC55863EE81531BE16030DBF8D1AB73EC6A8573E941A1EBFF4AFA2BD3508C6BE9F4DF7BA01619E3E059184BED4BF1E3EAE476F3D5138E5BEBDA0973E381603BFDB6886BDBEE0D83D124D2D3ED90C8ABE29C36CBF84E0163E54D2643ED9CDA43E42C985BE32E55B3E68261BBF08058E3F5E2639BFF0FF05BE644A7CBE6B7975BEB6FFDA3EF0C1D33C700CEE3D31EAFCBCD4DF40BFF95E473EFA2C91BD0B83C13C15C973BF72DEB7BE1F6B343DE668DC3E7C934FBFFF33B63D41F7AFBE73F32ABE484BBBBD46CC4FBE64310DBFDE53DEBE4136353F474A9A3E1B1789BE8BE1063D1A96D23C308547BEF1D4A6BE5EBDBFBE48542FBE3733DF3EEF6A9B3D644259BEE03AB2BD659CD03E9EDF833E056792BECE58C3BE9921853D50BB063D03DEDA3EE3FAA53E757F1A3FE496AA3C51B7E9BE8EDD4BBE47ED493E2C17D63D47054B3E46F6FF3D82084ABD85C0EC3EAF8C11BEBD1A933DC70EDE3EFBFC783C250205BD375626BF86DEAABEA46B293F4CB76B3E960EBD3EEA56B63BE8DCD3BCCDC9093E30CC3BBF97A36F3DABF9E03DF1E2CBBD49AC4F3EA5BC38BE2262D8BEF055E2BE4AFED1BE9E1399BFEA8097BEBCFFACBD956213BD968F123F39D6BABE7BE0E2BD125EFE3EC89DD73E17054DBEAFFD8C3EC51B063FB61F98BEB15E2FBFA9F4F8BECA473EBECCBC0BBDA41AB2BD10C91FBE920887BD3D757EBFD66BA03E9B9FA33E2E84F93ECC89103EB472FE3EE457483EE23AF5BDDBE7303D154E9D3D0EC1953E8E13C6BD5E899CBD4A4ECF3EDAA846BEB1E6EA3D43DD013E5199D13E5A43C33E51603BBCB7C651BECED3DE3D1CA5B6BE6048BFBE77D692BEBEE3DF3B6A525D3EB2806CBE77A6D83E4D4C06BFD9F8723E8D94283D58E0B43E8693D43E0A69F3BEA88384BE166B8B3D0F9E5BBB6AAB973EE2D9233F317DC6BA63AC403ECBD7DBBDED37FCBE1E55B4BEC7CD9CBE26B7963EBC023DBE483D03BEB016F2BCDD5927BD1BB502BEBA0CC9BED6E48E3CD2A98A3C1878EC3E2B3C58BC9B46F4BD6483693D4F76113F54311E3ED3482BBF7254C0BE0962343E81034FBE10A747BE5BE2A3BCE16F973D045A8A3EBEF317BFBB59C63EA89E5FBEB3F4413E7FD21C3D28437E3E1AF5303E4CC4913EA87E85BEC6BD02BE846618BFB999373D308BBF3EA91DF0BC89787B3EF1E338BED8D784BEF6A9193E2E0A033F56D2753E4D2F6ABE3D21A5BE8D7E0E3E1B2E243F7C6AA1BE17559EBE0DCABEBE8E7282BE7CB22CBF3E7FAEBD01AD1E3E27291CBF6034BBBE26F6833C69FC293FDE4E43BE691F023F4E19C53E563EB63E3DAC6E3F5AF2E9BDAC332B3E67C51CBEB4AF2D3F6EB08ABEBB9A923DEE836CBF6EEB3A3E9D42153E0F228EBEC9E2653E1964143F3977CABEB5625EBE7666EEBE11A9E73C54F19CBE9D22A53EEACA103FD38B213E19A31DBF7767473E6AFF95BE66FE0ABF89FCD63E65A9043E465AB2BE132021BD369E1FBF50FB063F89BF6E3EB038AABEE319943EB883E8BDB27B02BE9293B5BD117361BE6063893E20925BBE4C271F3E171C213E9E65163FF8593DBFD4F3BDBE7DBE163E3695B2BD2C68653E66226BBFE8670ABFF8BCE4BD8A2AA63EAB09823E43FC183E54391C3EA0F4CABE2164983E4ADA0E3F3D09243EA8A4B2BDF0AC893B8EE7CEBEE62D70BFBCE0073EDF2E40BF17250ABEF8AE553E98FC55BDE0CC8D3D7CEA05BD40CB41BCB0FEA5BDAC281B3CF9C5A4BE70447FBE01D8313E5489B43EB376133EA1312C3F800F9C3E87A7D6BDB18B3ABFF7D07DBEFD7B0E3F3DC6253D55B0B0BE4A950F3ECF64A43F8598B7BEA9C607BE09C013BFA618AF3D92C212BEFE062CBF0131DB3E0D29AABEF8F93ABE1EA8263F8CEA5D3EACC41BBEE17E483FCBA3313E1D8F843E2D348E3B947B36BE85195DBE0B2A2B3D059490BE5EE241BE6EE4333D16F04DBEDC3CCCBEEAC98E3E25B35ABE55F2A03E864EA2BD7897A4BE88DABCBCF5EBD63EA6CE23BE488F42BDB443B33EE55005BE988871BE4B6223BE6424E43D0CA882BE71A869BE4247DB3EEDC2AF3EE56C00BEB00A723EE514403E6EAA1F3FF4BFB4BA9C57DC3E1A13333FBE31FD3E5D0E09BEF4EF293FD0DA80BF8F3B78BE8770073F661CF4BECE5451BDB4F2A63EA658DEBB2F51413E3E89323DEC7B793E00ACBCBE3CAAC3BE612808BD8271BBBDAD14433E3CFCE6BE8E9B8F3EF186BC3E441E413E31D618BEFDE7FEBEDFF98ABE58ED96BEEAF74F3F582690BEE9E033BFFEED8A3E85458FBE3D221EBE36DB1B3EE19D113FB5DED3BE78C026BE5B7FDDBE2A6DAE3DE4176ABDABD1903D9DA49DBD3F8ED83E5F3A24BF8846403E28873ABD0C6DBDBE4FA0473FC8D4EFBDE0D11B3DB16A053F9688AABEC4B48BBDBB965CBEF6D8CFBED8BCD8BEAE76B73DA11F0ABF8561353E5C7A64BECD942B3DF987533D98E52FBE8C76813E774DED3D43B710BE6BDA37BE08DCDB3E9CBF5F3D8099783E4414E33DF3017E3E369582BEF3C9183FFF5E26BFAC1B803ED5760DBF9A9185BE8A1FF3BD2231B6BE60AAB9BDD60358BF08C2ADBE33F6DEBEDCD784BE64A66FBEB35BED3E4511863DAA5DB4BE8321A93EC2AFD33EF561F7BD8238F8BE18B41DBFC6C1143F5D83EABEABD951BDD742153E2DDA173ED6E4813E4711A83E42CDD53ECD5EB13DE5BFA83DE1DA16BD71B2CC3DBE77B5BE7A62C83DC3742D3E0BD8E4BD45A771BD6AAD77BC177F7EBDB369DBBE53012E3DB2D7A8BC2FF4D83D47041A3FCBB70BBFC5507FBE6BB7DFBEC4F2D83E59A6D1BE8AAF13BE85CDC73DD50C8DBE62EA01BF7A7B313CBCD061BF9C9422BE5AB67CBF34FC03BE4E19C83E58F7ACBE2B39FEBE031D69BE5E5AD63E92B288BEDE2C803DDCD4933DC3C131BEF3F33D3F11549C3E496CEF3DD29DB1BE949ECA3D8BEEF23EB67CE7BCAC03983E2A08C53D436A2FBFCC1BF63E13D9ECBE7E84A23DD65DD03CE3EC263FE0085DBE9B82803EE025153FAC2219BE7D9687BD8CBF7DBEE3EE4EBE1FD8043E51B4EA3EB7856D3FA898293E002FDA3EC7DA08BF01909D3E2CFABA3EC4408F3FD9036D3D9F0394BE94D1A0BEC663013DF63309BFBC8EEC3EA5138E3EFA34223E6B79803E439599BE64E1C9BE034092BE39CABEBC8D31483EC52D3ABF06AC343EC0FAE6BEE0AB98BCA96B5DBEA49E9DBED3FB063F0906CFBE4583A93E052C20BDC1A4B53E7C1CABBE309815BF73DECABC972AA83E584B03BFF8F1B73BCA580CBEE097253F81C6B8BE750C5CBC0D072D3C72FC95BE6A3B02BB1C416F3EC6C7A93E2993C6BDAC50383FB888B33DB78222BEABE703BD022B2D3E26FB03BFFAA44E3FECDD5CBEC2B008BFC419E83C52D5973E803B3EBFA8CC0DBFD489A9BD5BCD06BF694E2CBF9601173FFDDB2D3EE89AE13E7F01CEBC933DF13E2DD2ECBED7481DBE6D60DC3E436EB23E781190BEF4ACED3E228C4DBEB3163D3E20672D3D12EC3C3F5939F7BE63050F3F848B11BDAD8F3ABEF0CCEA3DF49E8CBE4782D3BE3AA016BE7E58B83E1DE9203FD96B013F80E90DBE13C08A3E78CDB8BE1AD5F93EE222EDBEA23DAF3E09CF8E3C792FD63ED29994BD845C22BFE0CE053E48D2073ED916F1BE023B023E20CABCBC592B4CBE5AC9FD3DC1FA6BBEF906AB3E2424F23C25BB373EB11D2D3E6DC835BEF2EB813E12C18F3EBCBAC6BEE157ED3DA894F23E79BEB93DC00B1CBE78EF88BE66225FBDE4F7003E301E1A3E59654EBE5E5D0FBE41CB84BE88186E3D83A3FFBE9D7530BEEE1456BFCE74F23E4DF5B8BD80BF103F88060CBFD9EBB33E5FCFF63E3FFA0F3E174B5B3D9FEF033F6531B83E2919003EFE96C2BEAA60E1BEF6D2853E",
      torch_tensor_16_torch.float32_4: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_5: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_7: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_16_1_1_torch.float32: "0x04000000D857093FF3EE7FBEBB7AC73E610845BF8C5E823E77E6943EA64F5A3FC597683E989318BF95F63BBF7E4402BF6887603FF49279BF4F2D58BF0F61503F9F23203F775B5EBF933F84BF00AC8DBEC981B63E432C903EED1C0B3F008C2EBFD56440BFCAE61C3E9FF93B3F13A46BBF7E2B5C3F33D2A6BE744BDABE9CC585BD67BE5BBC23EDAB392FC71A3F63B904BF98FFBABBFE7B6D3E975358BF725C9BBFFE3C8C3E61FD0A3F180A92BEB281793FE83E7E3FA2B42A3F293024BC052BA33FDD09C6BFE887C6BC23CD013ED1EF0CBF78B332BF422A4E3E25C21BBF2245A0BE01AD0ABFDD4D2BBF121031BF01F73E3E3404463EEC7F7B3E9C16803DC9FF4ABF88B559BE",
      torch_tensor_4_torch.float32_8: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_10: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_11: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_4_3_3_torch.float32_1: "0x040000006FB92D3E73BA2BBE4DBE803D2526C4BD5ECD06BE8922E53B8518A23E42915EBE2192E53DD4AF533D28C86ABE3E7BCCBC5358D2BDCBA73D3EC2234D3E667DD13C9F0F853EE2D792BC64B0FFBD82A6AE3ECBAA263EA0C9993E28EABD3E6D4A083E3A7B6F3E353CE3BEB4EBC83D7E4598BD4E3763BEB29E1D3E2A5C69BCBBA7833E939A96BEBA96223E04E8133E0F65EF3D6B6089BBD576CCBCF360F43EF36694BE815646BE5C27293EE3B58C3EDDED5F3E88F9B8BEC1975E3E2F7BBF3C0462FEBEE2A8613ECC2002BE4F50103E3896B0BDD09006BEBF9D52BE51BC3DBC323BB3BDEDD9D53DEC2F783E2C8915BE63E5DC3C7607E13D9F9260BC03DBD33C2271B0BD2F76ACBD48AA9B3EA091453EC628803E761094BE846094BB048BA53EC3FC83BE5F956B3E6210B4BED042D1BD4E6EAFBE2E45E83DD4FFEE3E33BDBA3EE6C391BE32986EBE7DFF943D628192BE2B82903D20F3A43EBECC41BE15C0733EBE628E3D231E65BE4AA879BE9AD802BF9EA6553B53C7213E11410C3F7C796A3E1927303EDE559D3D4866BEBE6C9AF4BE0FB1063EEB9C773D2E6E21BC5975C73E8E6750BEBD44113EA71A5FBE642984BC0F42BEBC91FCC9BDFCDA24BE2327BF3CE0C1173D0195953D4E197FBE5CB3453E1A73273E81BC0DBE542B053FC956A23D0C87A03DA96226BE19A83B3E8958EDBD4CEB093D668393BD13FC6E3E2173F83DFB1C0A3EB2925C3E19213F3ECE9B683DDAE378BD32FD633E6952003E187F8F3D65BFCC3DE71499BE7765BCBEEB53A3BD3864B53DA3E60CBE7D6A033E7C407A3ED4A311BE",
      torch_tensor_4_torch.float32_12: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_14: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_15: "0x0400000000000000000000000000000000000000",
      torch_tensor_16_4_1_1_torch.float32_1: "0x0400000060CAC7BEEC63853EBD7B49BE66659C3E56E3E4BED3C2B43E078AE53ED96C553D5E1928BE1AC5CCBE719FF63CB7909C3D708E4ABDD08B433F339660BE1324DE3BD79B933DA67A713D477A64BE03387CBE9E73A1BE44DA7EBE6F2D87BE4859C3BC189E8CBE4601FBBD56F4863E0AB4073EA7C92C3F22E5C43EB5E3CDBB2B92873DCAB00E3F14C492BD4A2D0CBD2758923E1579713E5278F93E1E480A3D094E9CBE056CC23C49B865BE10702D3FA61C223E3CF2503E777F3FBE9CC2FABD0C7D4D3FD75CA43E741E31BEEB61183E18BDBD3E567ED7BAB26F0C3E3BD6F2BDC0EA44BFF42DF83EAC15A73EA67168BF0338C93E39E3C43E5E05D2BE8561B7BEAA67AA3E",
      torch_tensor_16_torch.float32_8: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_10: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_11: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_1_1_torch.float32: "0x040000007D89EFBDC8182F3F79943EBE0DFB00BF49B6F2BDDAD4F83C55D584BE2E0757BE6559E3BE0D5D6EBEE1262BBFEEF5793E138807BFC1DD433E336401BFF41B0ABE9822F0BC3A262A3FC23D91BEABB46D3F2613A23EACAE923EEC2D1ABD615884BDFF8BA2BC02AFECBE12E1F4BEF35C47BF794D18BFE3405F3EE91ED23EF5795C3EC9E4A73E1A95743E35C4C0BE5E5ECF3EA35445BF21A9B33E33A72F3F153E3F3D70225FBE9DA702BD684C9DBE4ED8C2BE052CDA3D10C6E93E36B39E3E9A8855BE4CA2BBBE1E9E543EA97BB0BE6AE78EBE90A6A73DFED232BE2FF22A3F2E9D32BE95289A3EEBEF313E1BA12B3F4ACDD43ECF2ACE3DD173B83DD8A2CE3E51788ABF1F83D2BE7D11A33C0DBD11BE191C17BF3A885C3DF5DF203FBFCE8ABDDC0837BEEEF7BBBEAB700BBFA83F263F0EF508BEE9D0CBBE90193DBF840A123E4D76A1BE9A078BBE7B1DAFBD67F1C2BEEAD6C03E9C06E9BE38B924BE8E7FA9BD651DACBED615083FACFFED3DD872AD3E6FE2033E6751A63E93778DBE131524BE701A08BE3FEC993EAE05FBBD07D809BE089B3FBEFBF0203EB2D6113FEB37B23EE571D1BD5AB2A13D7D6FBF3E053880BE1991ABBD762DE1BD567CB63ECB098ABEA8D34A3D6F8DB8BC6E1C68BEC38A23BD9F7A363D492C123ECD0FCD3E2BC00B3F936B3B3D3F25F33E34A652BECD058CBEC4BB4C3F41DBE1BEF6C93A3F241771BE85BE683F9633613F285DCF3DDAE7913E6E7A13BED33D853EAD728A3EF4C6D6BE776180BE7712473D8AD70FBDF7BD533E647BDFBEC5BB72BBCF3208BEA70130BF716CA7BDE1AF31BED2E5AF3D935B993EED48DC3EA5125D3ECB53BFBDFE6B2CBE3ED55A3E19A597BE96E4A93EA9091ABF6B9C59BE7A4A873EB501F1BECEEF173EC34D173EF38945BE55613D3F1AE914BF85C55F3DEE953E3E5D4B843DAC49BA3ED22FB23DF40CAEBE7C8D213FE45409BEB35C113C4D6FC33E44512BBF605566BDB4874CBD49281B3D54DCAF3E1E0EC6BCC8F3D23E438F90BEE2D9863D90AF41BE026DC2BEE17A07BD427C763DD31B7DBC77781ABF58DE593F08E9B8BE2B75B13E2A5FF1BC6A38B1BE38A147BFC98F8E3C11713E3D78B1E53E9159BBBC8A4BB5BE0CB0783E4095C83D0900AD3E5C9BABBCB84B1BBFA36FC03EF336E13E0BD36B3E9E3D5FBE0B12523F18AE6ABC1741AB3E2826793E92E426BE1484F0BED3B40C3EA61F993D9BF799BDE04BEF3D5CE3A2BEA597FFBE1265C53E3301E5BEA0C3CE3DB70CC73D251227BD40047D3E2866D4BD0841F8BE9A9D8CBE375941BE8A673C3F6EEB3CBEBF0E7FBE57C1B83D959C51BF054EA93E6A97CB3B2A3A59BEBAA7EABD2AB4A0BE92EDA83E4DE525BE6BEEA2BD0059DABED722EA3CD6F89F3E85ECE93E3545083FF53AD23EA3BEB13E2E7E153F9173A6BE277A893EC2294B3F5CCE093FD057CABD",
      torch_tensor_16_torch.float32_12: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_13: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_14: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_15: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_16_1_1_torch.float32_1: "0x040000003A5B1A3F9BAFF53E20329BBEEA78FFBC6E75AC3F42661D3E1A28A2BE6C1681BF6D3972BE85DF40BF654BC63E60701ABF6145DABE10EA87BF8E1C07BFE28D7CBF3BE47ABF4E8DC83FDCD70C3FCA19833F5531F83C89D9D2BE0B6B593F859F313F68C1913F6AC7A5BD3DB0ACBE1D23DE3E4E3D983FC0D3C7BEC49DEFBEDA7AE4BE4D9485BF005003BF6CC6BD3F631A273EC421923F45F8D2BE650E343F48F9AEBDAD7348BF2542B9BEC5BF15BF0D2408BFFE7D93BF4745F03E05349E3F6FB01A3EA73BFC3E1E08ED3D2C1FC2BD0ED9E43ECD2E2F3E4A1A14BFBA8DB7BE657E4FBFAB5D38BDF30AD1BE00762E3F2367043EB0B08FBE1A8E553F34BFCEBF5A115E3E",
      torch_tensor_4_torch.float32_16: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_17: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_18: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_19: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_4_3_3_torch.float32_2: "0x04000000967B893ED66066BECDF56BBE059F0CBD395CD0BEBE4DCDBEFB1D13BF14E826BE5B385DBDCA5DFFBDA5D4A63E4E47E6BD60C79D3E9A2973BC5C8944BEEBE4CABC90D954BE07A327BEAA29A03EE68F203EE328B33DFD0C91BD38C196BD2D7993BEE9A36B3E64FA003D306877BEDC64B8BE7FD76A3E0EA2A03E668543BD45C41DBCE78677BEF56FBF3E6088B2BD509DDA3E881DAA3EC4149EBD34BB4D3EE7356B3D74C21EBE3B3A5ABEA2BDD4BEA5D1CABEF9C1FC3D025AA93EC7650DBD15DED1BEE957563E762C783E21DB1CBC4D0662BCA4075D3BC4FAE23DC718253E67F5963ED8D0063D26D70FBEEB6400BFA262053EEEDC933E54F19EBD99A1593DF5DED03D6FE158BEB7E5EE3EE8EE61BE183E14BD1C2CFFBC4B6204BEBFF8D7BE64543E3E58F7333ED7020B3D830A0CBEBD68A9BD604401BE13AE8A3EC5FDD03D0859A63D2EC49A3E8DE6D8BEDD28DD3D0752383EDF29F2BCD2AFC93D2BB417BC4FB14A3E77EF803D3D4FB03D6752973DAD72033E2A5096BD4DA5CB3C4D293C3E8DBA413EE24B23BD9EF1A6BEED509A3E3BC1EEBDE5C5AA3E50B0CC3D942C95BDE9E572BEFBBF77BE8DB79E3D6E70163E59FB45BE09BC2D3EB9F0B93D0CC238BE057A4D3E4AF7553E53EBAF3E5EDE86BEDCAC91BD2565A2BE7A61D6BD88CB8E3B312078BEF24D0ABEF15A863E99749C3E46C46CBE3452BD3DD1AA043F3964CA3E7D0B3C3E979AFEBE3A3B9FBE4D857DBE6F61093F65A983BEE40CE1BE4A817ABD67B6163E5681513D1041BDBDEE13F93D4448403D2408E33EE4849B3EAAAF4A3E00293A3E",
      torch_tensor_4_torch.float32_20: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_21: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_22: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_23: "0x0400000000000000000000000000000000000000",
      torch_tensor_16_4_1_1_torch.float32_2: "0x04000000E0A2BBBD11B327BA93DBA63DE8C3A6BE339F9FBECCD2A23EAA40823E65388C3E9BADD83E027A953E5F261DBE8FDE923E285D713E392762BD651C51BF2A2FE63D806651BFD67215BF8C79223DECA5D23EFB6FB6BD065B9FBE5E77AEBED8BF92BD9A302E3F1A1B50BEB62CB23E19D6D73DD0F0AF3E15D083BEDB0419BEA93DB13E1FFC22BE7D6DD23EE3696ABEAFA990BE2207E6BE751DBD3D5899E2BE55A51BBFDC22F43E4FE84D3D97BEC23E1A7FAE3E07251F3E9E0E10BF1BFB78BE3E45DFBEE96634BE27746C3D445575BCC00403BC22E700BDA2AACD3DFBDECD3E13573D3F2981F03E76A9DD3D98BBB9BD23E2AE3ECCA0BF3E67321FBE8BCD13BFBD6F9A3E",
      torch_tensor_16_torch.float32_16: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_17: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_18: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_19: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_1_1_torch.float32_1: "0x04000000AAE322BE8566893D2FC501BE37D05C3E65FBAE3C83E20CBF4D64083FCC59393FC67EE33E8A6471BF5D1D10BE6267D43B950A653E7462BB3E82820A3FFBB6DABDBAC9E6BED3009ABE0FB1A03BD9588BBEC7D21EBE0CE9B63DE0AC03BF7A96863C50FCE2BE660D84BD9A6F77BEB730FE3E5962D83E5FF1A2BD3E2B0D3EEA6B513EB07937BDD2F753BAF912803C5B0517BD1FF32C3E4B47C2BEB21F9C3EB641103FE0162FBED7E5883EE10E25BE6EDBA63E9AD04BBE5F7A6FBE2ACF0CBEB40CF9BDBAA9FEBE4C6198BEAE74303F7E70363DDA81033E8558063FB768CDBE5E0FA83D45E3693EDCAE273F6766BA3E4821933E5A3FF33E36328CBD6835543E2606E43D6E951EBF0A7A133E47B4CC3E2189803DF29CA0BEA63757BDDF8F08BF9BAB2EBF219BFFBDD2E98FBE81988A3E45BA3E3E7087C9BE9D24B83E9222603A553E213E0490C53ED18B34BEBF56823D734334BED935E33ECF74F2BE38F123BEBC3432BD956BC1BD042ADB3E0EFE463E657F19BFA47D953EEC55303EA5CE81BE0B2B303EC01FFEBE76EFF4BE2328FCBE18FD9CBE0B7DE3BE779914BE2B75DFBEA1F8E8BEA8873ABE19F97A3E4676EA3EE80623BECDA42F3FB3C323BDDB04D1BED75704BFDE9F09BFF3CCED3E93A173BDBF2EA8BE5A74F73D9B5685BE0FC7C63C5C340F3F5A26183DD9C7423EE7671ABFE19C75BE0834D53E51413BBE87C2623E429896BE312D14BF469C413F54398ABDC893923DADEF05BF83C332BFE5BDAA3D137C623D5E3C333F4D564C3EC0519D3E783419BF18A6533E2691313EE37601BFBE62213F872F3C3EB39110BE69CAE83EA203AD3DC8D907BF29E9813EFEB4723E6562BE3EE4C1CF3E27BC2A3F28244ABFA7BBDE3B7C25C0BEA6731D3FC3DFABBE2FE9D9BD43D3C1BE215F97BDDAF21A3E719B3B3F68FC7B3E791ED43E1B219DBEC470CBBE463D2C3E416C523E796F9E3E5090CE3E4401673EB08D333E16F7C3BE206DDABEDCE6043DDCCC6FBC60D4BA3CA3324EBEE4FA7ABE980D0BBF3CA15DBE4E6DCA3E475322BF67B8EC3C379CF33C46E2993D355FFCBE2870803A3506A63E30BCE8B92D02C73E0138223E128E4FBFECE0423FB1F9B93D52DDBFBD68B8B0BC8B141E3E3159793D514D21BEB260053E209351BDE48D3B3F82B88ABECFFE36BED9D706BE5237D0BD117138BCD66A753A89DFBB3DA39132BFAD5AF83E15D7483EFE99093F67B5633E0DFBDEBE80D8FC3EDEFECE3E1740323D5744C13E9B67C63D01291F3E3417513EEED568BE336F173F00D2F4BE824784BEC628B03E29AD0A3E9AED093F2D688E3DFCF01ABEBAACA63D772C6E3EBAD4FDBD49B0B83EB7111ABECEE4213D51BF3C3E216525BE67D5DA3D8D4609BCDF38E0BD055F7EBF580742BD840B84BE99630E3F539718BF89F7923E6D1A573F359AB03EFBCDD73D257B06BE7A7B40BE",
      torch_tensor_16_torch.float32_20: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_21: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_22: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_23: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_16_1_1_torch.float32_2: "0x0400000020E0A53EC1D01CBF78DDE4BE2451913E9F3B2ABFE9561ABF5DE4CC3EBAA483BE6FBA23BF0E4D0EBF422EB3BE74362ABFDF8CD4BF4EFE26BFA5B465BDCAE6FEBFC3F8EE3D52173FBD9561C9BE0702FABEF9462A3FFB302E3F40FB7DBF1798883EB7EA963E9A2A0EBF7EDAECBFFBC486BF019CF0BD84110B3F9E5E103FEAD76CBF8E08453FD1081CBFCD2B25BF0DED23BF8746A63ED7E0683E7F9FF83E153A143E7B41413FB7C42E3D09ADF33FBC5F6B3F600286BF050C2D3F2F9A3FBF7961623DC75023BDC9BE4C3DB760F73E8F9FA03E15DD643FE0EF17BFCC451FBFF45728BF8C83F93EA979CC3E4C6E303FAB7CD5BE557EBF3E8519C43F3ABA033F21CFE63E",
      torch_tensor_4_torch.float32_24: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_25: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_26: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_27: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_4_3_3_torch.float32_3: "0x04000000E73686BDE9DF82BDB91E153D2471E6392C3066BEE1BAF23E805381BE52049CBC7035BDBE4BC8E53B3F5B143E1644883E13C1E7BD29F094BD2CF4A93C098F7E3E96B90ABF7F586E3EC934ED3D3F95C13C8605633C7DD6D7BD33B979BE5E59C2BE8111E4BE18657A3ED3CC22BE043378BE54C14DBD50883ABE41D0D2BE599FBE3EC5CC933E571334BC68CDA23DEAA8C7BEC46C873E308D303D696912BEB7621FBEB0DC043E7CA44CBEC668F1BEB243D5BCCCCAAF3EAB191DBD610AEE3B9104DCBCFC6BF2BD5C8E213E50BA64BE4983053E4305803ECDBBE5BD788A863E5AA5313E6E6C893E3FFCA03D302EC1BCD407903D699C06BEA53D3F3E4292D1BD48CBA1BC52B1EDBC176A10BEE60B963D6BBC8F3E61B292BE5E30C7BDCDBCA53D396289BD662BB93EA09541BDD73D1A3E9E8ACBBDE412F1BC73A15BBD610232BE5E9DBE3EA8D6EF3CDA71BBBE8FE9763EAB6B5ABEFB77E5BE54A3323EFF30503D34021FBE5C65973EA6E7BBBDDAD60F3EF50F66BEB297E3BDE30509BE4BF22E3D26D819BE772FE33D20E6FA3EC113AF3D8D24E7BD5622FF3D010F3D3EFD24B6BD9EDC123DAA1517BEF893C1BED54E39BE0574B9BEC34BA63E9BEC1B3D577033BEF043FC3D1E8910BFA20D233D7B431ABEBA5C56BDFD8706BD13D6D73EC1EF163CA28A9D3D194B75BE7348953E79A8FC3D22B921BE2FD576BCB9F09B3ED77EFF3DBD7E42BEA81139BEA0CE5FBE64573CBE4F62463ECEBDED3D8E8240BD9A81993EB10786BEFDC5853E7540C5BDD85CCB3D7D13EEBCB142C23E42E50CBDC8088E3D536441BD",
      torch_tensor_4_torch.float32_28: "0x0400000000000000000000000000000000000000",
      torch_tensor_4_torch.float32_29: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_30: "0x040000000000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32_31: "0x0400000000000000000000000000000000000000",
      torch_tensor_16_4_1_1_torch.float32_3: "0x0400000054E804BB3E7CDF3EB211B8BE51B892BE5083953DFD2A75BEE63540BFE843333E5FE853BF878F87BE94FB943C262AE03DB9D13BBEE59DAB3E4DAEEE3EA2531A3F154A08BE59D4A4BE17E553BE839EAA3E9165E63EE48ACDBEDDD8A93E8C6561BDEDCA313F75D234BF09C1D1BDCCE7593EB0BC3FBEFE9959BEACFBD1BDEF2D1CBEBFCCDFBE51D27EBEBA41DB3E70D8CC3D25A3DF3E001D45BEAEB3943E0134EE3EFBEB8A3BCBDDFEBEA7A113BFB8908EBC491395BE9EA18FBD24F5693EEC5F973E5A478E3F4483843E80996C3E1B760F3EB18B1E3E5E366FBE86AC733DC834F83DB20A9F3E11DABABE00C1953EF93203BF0D0E77BE6253AE3EC3BE8E3FDDEA4EB9",
      torch_tensor_16_torch.float32_24: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_25: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_26: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_27: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_16_1_1_torch.float32_2: "0x0400000092A55ABDF128993DF27890BE248646BE3788833ECBCE853CB09267BB8842E4BEE47E6D3EF0F6D1BE16707C3E3AC6873D4065AABE6F2B513E7F8B993EA79F41BB861D88BE3B0DCDBE1B3FF7BE4E1A8ABD0530D23D2F0C79BBA3B5223E25B2D63EDFDD86BEFA0249BEC7008CBE3402FFBE2EF1D2BE93281DBB39A4503EF999813E40649A3E3C8505BFFD6DF3BDCEFAFE3B6E16543D505AB03DF49D693E6497913DC023FF3EBAE03ABE94BB39BE50E7F13E4F89C6BE88F18DBE896F31BE5A3AED3DFFEBB8BEC3AA82BECB22C03E37D5E63CB761AD3ECCB2A43E7FBA1EBFB3895DBD601F9CBE568221BE26E9BEBEE2CF2CBEF5CCB9BE7C2758BDAB952C3E5FE87F3ECC9185BF75E5CABEC7574E3E5B1C243F5AE01DBF400EF1BEBC877DBE843A0A3F491F4FBFA7EB1BBF31F6F5BE4C9AE13D1F9A11BFBC59AC3E9E1E89BED60110BEACAE043FA2BF793D4555ED3D6D0F7ABE32839B3E10222DBDB9E878BCD0CEBE3D1439E73E41412B3E3731DA3EA05C5B3E1BD836BD6C9D99BEF597BB3EC33AA13ECAAE5EBE2D77A4BE6057F03C7D1AD03DB14093BE100C1BBF890B8C3DE2AD61BF84CB92BE6BE1303F298F453FE7E31EBF6B7213BEBF34DEBE0488F9BE841686BD31AEBDBE69403DBD2E8608BDF412DD3B9929AFBD104EE13ECFB1C8BE20BDD1BEA65517BFF993CD3DAD1CCABEC36C213EC451733E56105B3E261116BF7EB6B3BD309487BE83A8B6BD921A0EBEC2601ABEB1525DBC3FD1553D5FFA503EE4A5EDBEBD9D683E9A8800BEB1A7D73EC2CF8F3EE8CB98BE697F8FBE8FF7A13E1307B33EE31C253ECBD55FBEB749F6BE0C959FBDAE2B193E5F95DF3ED7D490BEECD11CBF0A9700BD55A8AEBD830D82BE5A8E0B3FF6FCCA3E6EB34A3ED15BFABE2B19A5BC29281A3CBD660F3EFAD9AE3E692711BD4EF1E03D31F1813BEC7114BF4C7C753DB1DC2E3F0A48013F4B3CF6BD9397073C41E6B3BE37EE3FBE748D0CBEB9B21BBFF158893EE8D052BEC0BC4DBEC8DD49BE1E2287BEE26ADE3EDF36833EA48D49BF0F86173E6B1AB9BCD606513FEC9701BF5FE4B3BEB724FA3EF51157BC498D44BB3671A4BE240A42BE8BA023BFC702FEBEDCB206BFC4B001BE7ED0ADBD498D9D3E46474DBF554461BD487E863D85C2483D0CACC3BEBE95013D4019B8BEFE68893EDAAE42BE74330ABFF1146FBD8B809ABDDE3F12BEFEA8F33C1B0ABF3EADC4C03E70D76D3E01F6443EB94511BE8264CDBB57AF21BF8D12DFBE4C0CCA3DD73E9A3E10680E3DC04DAA3ECB211BBF8A919FBD69812CBDD0B27BBEDCD4C93E040561BEF35C08BF14FC1DBF9738563DC7A5A3BEB4F01C3EDB0B5FBE13BB74BD68E2703ECB67EABEBF207DBE225435BE7DA65C3EA89AAFBE1A9CE4BE96EA8D3CC3F793BE0C8A5F3D9C67BB3E1BD9063FFC1426BF984B4B3EB5683A3EFE08D4BC4C7B3C3E",
      torch_tensor_16_torch.float32_28: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_16_torch.float32_29: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_30: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_16_torch.float32_31: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_2_16_torch.float32: "0x040000009449C83DEA32093EE8A79FBDF0E877BDCA6A653EF89D993DD0B4703D22E74EBE6EF6443E403ED43D5C7A54BE4E9964BE64D892BDE2FC6D3E78709A3D9E95733EFEBD45BE28D2143DE476E53DCE5B393E1E966EBEA86E7B3D4009F03C309C59BE4228303E28C89FBD32086E3E6048293DFC7C1D3E38BD74BDD408C03D94230FBE",
      torch_tensor_2_torch.float32: "0x0400000006D52EBEDC9F663E"
    }
  }
#-}
