module {
  func.func @test_attention_4d_with_past_and_present_qk_matmul_bias_3d_mask_causal_expanded(%arg0: !torch.vtensor<[2,3,4,8],f32>, %arg1: !torch.vtensor<[2,3,6,8],f32>, %arg2: !torch.vtensor<[2,3,6,8],f32>, %arg3: !torch.vtensor<[2,1,4,18],f32>, %arg4: !torch.vtensor<[2,3,12,8],f32>, %arg5: !torch.vtensor<[2,3,12,8],f32>) -> (!torch.vtensor<[2,3,4,8],f32>, !torch.vtensor<[2,3,18,8],f32>, !torch.vtensor<[2,3,18,8],f32>, !torch.vtensor<[2,3,4,18],f32>) attributes {torch.onnx_meta.ir_version = 11 : si64, torch.onnx_meta.opset_version = 23 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 1 : si64, torch.onnx.start = 0 : si64} : (!torch.vtensor<[2,3,4,8],f32>) -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[2,3,4,8],f32>) -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Shape"(%arg1) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[2,3,6,8],f32>) -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Identity"(%arg0) : (!torch.vtensor<[2,3,4,8],f32>) -> !torch.vtensor<[2,3,4,8],f32> 
    %4 = torch.operator "onnx.Identity"(%arg1) : (!torch.vtensor<[2,3,6,8],f32>) -> !torch.vtensor<[2,3,6,8],f32> 
    %5 = torch.operator "onnx.Identity"(%arg2) : (!torch.vtensor<[2,3,6,8],f32>) -> !torch.vtensor<[2,3,6,8],f32> 
    %6 = torch.operator "onnx.Shape"(%3) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[2,3,4,8],f32>) -> !torch.vtensor<[1],si64> 
    %7 = torch.operator "onnx.Shape"(%4) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[2,3,6,8],f32>) -> !torch.vtensor<[1],si64> 
    %8 = torch.operator "onnx.Shape"(%3) {torch.onnx.end = 4 : si64, torch.onnx.start = 3 : si64} : (!torch.vtensor<[2,3,4,8],f32>) -> !torch.vtensor<[1],si64> 
    %9 = torch.operator "onnx.Cast"(%8) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[1],f32> 
    %10 = torch.operator "onnx.Shape"(%5) {torch.onnx.end = 4 : si64, torch.onnx.start = 3 : si64} : (!torch.vtensor<[2,3,6,8],f32>) -> !torch.vtensor<[1],si64> 
    %11 = torch.operator "onnx.Sqrt"(%9) : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %12 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %13 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1.000000e+00> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %14 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %15 = torch.operator "onnx.Div"(%13, %11) : (!torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %16 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1.000000e+00> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %17 = torch.operator "onnx.Identity"(%15) : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %18 = torch.operator "onnx.Sqrt"(%17) : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %19 = torch.operator "onnx.Cast"(%18) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %20 = torch.operator "onnx.Concat"(%arg4, %4) {torch.onnx.axis = 2 : si64} : (!torch.vtensor<[2,3,12,8],f32>, !torch.vtensor<[2,3,6,8],f32>) -> !torch.vtensor<[2,3,18,8],f32> 
    %21 = torch.operator "onnx.Shape"(%arg4) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[2,3,12,8],f32>) -> !torch.vtensor<[1],si64> 
    %22 = torch.operator "onnx.Identity"(%20) : (!torch.vtensor<[2,3,18,8],f32>) -> !torch.vtensor<[2,3,18,8],f32> 
    %23 = torch.operator "onnx.Concat"(%arg5, %5) {torch.onnx.axis = 2 : si64} : (!torch.vtensor<[2,3,12,8],f32>, !torch.vtensor<[2,3,6,8],f32>) -> !torch.vtensor<[2,3,18,8],f32> 
    %24 = torch.operator "onnx.Identity"(%23) : (!torch.vtensor<[2,3,18,8],f32>) -> !torch.vtensor<[2,3,18,8],f32> 
    %25 = torch.operator "onnx.Shape"(%20) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[2,3,18,8],f32>) -> !torch.vtensor<[1],si64> 
    %26 = torch.operator "onnx.Concat"(%1, %25) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2],si64> 
    %27 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0xFF800000> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %28 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0.000000e+00> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %29 = torch.operator "onnx.Identity"(%arg3) : (!torch.vtensor<[2,1,4,18],f32>) -> !torch.vtensor<[2,1,4,18],f32> 
    %30 = torch.operator "onnx.Identity"(%29) : (!torch.vtensor<[2,1,4,18],f32>) -> !torch.vtensor<[2,1,4,18],f32> 
    %31 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %32 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %33 = torch.operator "onnx.Squeeze"(%31, %31) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %34 = torch.operator "onnx.Squeeze"(%32, %31) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %35 = torch.operator "onnx.Gather"(%26, %33) : (!torch.vtensor<[2],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> 
    %36 = torch.operator "onnx.Gather"(%26, %34) : (!torch.vtensor<[2],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> 
    %37 = torch.operator "onnx.Range"(%33, %35, %34) : (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[?],si64> 
    %38 = torch.operator "onnx.Unsqueeze"(%37, %32) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[?,1],si64> 
    %39 = torch.operator "onnx.Range"(%33, %36, %34) : (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[?],si64> 
    %40 = torch.operator "onnx.Unsqueeze"(%39, %31) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,?],si64> 
    %41 = torch.operator "onnx.Add"(%38, %21) : (!torch.vtensor<[?,1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[?,1],si64> 
    %42 = torch.operator "onnx.Less"(%41, %40) : (!torch.vtensor<[?,1],si64>, !torch.vtensor<[1,?],si64>) -> !torch.vtensor<[?,?],i1> 
    %43 = torch.operator "onnx.Where"(%42, %27, %28) : (!torch.vtensor<[?,?],i1>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[?,?],f32> 
    %44 = torch.operator "onnx.CastLike"(%43, %30) : (!torch.vtensor<[?,?],f32>, !torch.vtensor<[2,1,4,18],f32>) -> !torch.vtensor<[?,?],f32> 
    %45 = torch.operator "onnx.Add"(%30, %44) : (!torch.vtensor<[2,1,4,18],f32>, !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[2,1,4,18],f32> 
    %46 = torch.operator "onnx.Cast"(%45) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[2,1,4,18],f32>) -> !torch.vtensor<[2,1,4,18],f32> 
    %47 = torch.operator "onnx.Equal"(%6, %7) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],i1> 
    %48 = torch.operator "onnx.Not"(%47) : (!torch.vtensor<[1],i1>) -> !torch.vtensor<[1],i1> 
    %49 = torch.operator "onnx.Div"(%6, %7) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %50 = torch.operator "onnx.Cast"(%49) {torch.onnx.to = 7 : si64} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %51 = torch.operator "onnx.Mod"(%6, %7) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %52 = torch.operator "onnx.Equal"(%51, %14) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],i1> 
    %53 = torch.operator "onnx.And"(%48, %52) : (!torch.vtensor<[1],i1>, !torch.vtensor<[1],i1>) -> !torch.vtensor<[1],i1> 
    %54 = torch.operator "onnx.Where"(%53, %50, %12) : (!torch.vtensor<[1],i1>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %55 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %56 = torch.operator "onnx.Unsqueeze"(%20, %55) : (!torch.vtensor<[2,3,18,8],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,3,1,18,8],f32> 
    %57 = torch.operator "onnx.Unsqueeze"(%23, %55) : (!torch.vtensor<[2,3,18,8],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,3,1,18,8],f32> 
    %58 = torch.operator "onnx.Concat"(%0, %7, %54, %25, %8) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5],si64> 
    %59 = torch.operator "onnx.Expand"(%56, %58) : (!torch.vtensor<[2,3,1,18,8],f32>, !torch.vtensor<[5],si64>) -> !torch.vtensor<[2,3,?,18,8],f32> 
    %60 = torch.operator "onnx.Concat"(%0, %7, %54, %25, %10) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5],si64> 
    %61 = torch.operator "onnx.Expand"(%57, %60) : (!torch.vtensor<[2,3,1,18,8],f32>, !torch.vtensor<[5],si64>) -> !torch.vtensor<[2,3,?,18,8],f32> 
    %62 = torch.operator "onnx.Concat"(%0, %6, %25, %8) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %63 = torch.operator "onnx.Concat"(%0, %6, %25, %10) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %64 = torch.operator "onnx.Reshape"(%59, %62) : (!torch.vtensor<[2,3,?,18,8],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[2,3,18,8],f32> 
    %65 = torch.operator "onnx.Reshape"(%61, %63) : (!torch.vtensor<[2,3,?,18,8],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[2,3,18,8],f32> 
    %66 = torch.operator "onnx.Transpose"(%64) {torch.onnx.perm = [0 : si64, 1 : si64, 3 : si64, 2 : si64]} : (!torch.vtensor<[2,3,18,8],f32>) -> !torch.vtensor<[2,3,8,18],f32> 
    %67 = torch.operator "onnx.Mul"(%3, %19) : (!torch.vtensor<[2,3,4,8],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[2,3,4,8],f32> 
    %68 = torch.operator "onnx.Mul"(%66, %19) : (!torch.vtensor<[2,3,8,18],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[2,3,8,18],f32> 
    %69 = torch.operator "onnx.MatMul"(%67, %68) : (!torch.vtensor<[2,3,4,8],f32>, !torch.vtensor<[2,3,8,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %70 = torch.operator "onnx.Cast"(%69) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[2,3,4,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %71 = torch.operator "onnx.Add"(%70, %46) : (!torch.vtensor<[2,3,4,18],f32>, !torch.vtensor<[2,1,4,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %72 = torch.operator "onnx.Cast"(%71) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[2,3,4,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %73 = torch.operator "onnx.Softmax"(%72) : (!torch.vtensor<[2,3,4,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %74 = torch.operator "onnx.Cast"(%73) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[2,3,4,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %75 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<-1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %76 = torch.operator "onnx.ReduceMax"(%46, %75) : (!torch.vtensor<[2,1,4,18],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,1,4,1],f32> 
    %77 = torch.operator "onnx.CastLike"(%27, %46) : (!torch.vtensor<[1],f32>, !torch.vtensor<[2,1,4,18],f32>) -> !torch.vtensor<[1],f32> 
    %78 = torch.operator "onnx.Equal"(%76, %77) : (!torch.vtensor<[2,1,4,1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[2,1,4,1],i1> 
    %79 = torch.operator "onnx.CastLike"(%28, %74) : (!torch.vtensor<[1],f32>, !torch.vtensor<[2,3,4,18],f32>) -> !torch.vtensor<[1],f32> 
    %80 = torch.operator "onnx.Where"(%78, %79, %74) : (!torch.vtensor<[2,1,4,1],i1>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,3,4,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %81 = torch.operator "onnx.Identity"(%71) : (!torch.vtensor<[2,3,4,18],f32>) -> !torch.vtensor<[2,3,4,18],f32> 
    %82 = torch.operator "onnx.MatMul"(%80, %65) : (!torch.vtensor<[2,3,4,18],f32>, !torch.vtensor<[2,3,18,8],f32>) -> !torch.vtensor<[2,3,4,8],f32> 
    %83 = torch.operator "onnx.Identity"(%82) : (!torch.vtensor<[2,3,4,8],f32>) -> !torch.vtensor<[2,3,4,8],f32> 
    return %83, %22, %24, %81 : !torch.vtensor<[2,3,4,8],f32>, !torch.vtensor<[2,3,18,8],f32>, !torch.vtensor<[2,3,18,8],f32>, !torch.vtensor<[2,3,4,18],f32>
  }
}
