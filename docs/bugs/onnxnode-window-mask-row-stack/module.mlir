module {
  func.func @test_attention_bidirectional_window_expanded(%arg0: !torch.vtensor<[1,1,?,1],f32>, %arg1: !torch.vtensor<[1,1,?,1],f32>, %arg2: !torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 25 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 1 : si64, torch.onnx.start = 0 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Shape"(%arg1) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Identity"(%arg0) : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    %4 = torch.operator "onnx.Identity"(%arg1) : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    %5 = torch.operator "onnx.Identity"(%arg2) : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    %6 = torch.operator "onnx.Shape"(%3) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %7 = torch.operator "onnx.Shape"(%4) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %8 = torch.operator "onnx.Shape"(%3) {torch.onnx.end = 4 : si64, torch.onnx.start = 3 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %9 = torch.operator "onnx.Cast"(%8) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[1],f32> 
    %10 = torch.operator "onnx.Shape"(%5) {torch.onnx.end = 4 : si64, torch.onnx.start = 3 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %11 = torch.operator "onnx.Sqrt"(%9) : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %12 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %13 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<-1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %14 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1.000000e+00> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %15 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %16 = torch.operator "onnx.Div"(%14, %11) : (!torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %17 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1.000000e+00> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %18 = torch.operator "onnx.Identity"(%16) : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %19 = torch.operator "onnx.Sqrt"(%18) : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %20 = torch.operator "onnx.Cast"(%19) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> 
    %21 = torch.operator "onnx.Identity"(%4) : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    %22 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %23 = torch.operator "onnx.Identity"(%5) : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    %24 = torch.operator "onnx.Shape"(%21) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1],si64> 
    %25 = torch.operator "onnx.Concat"(%1, %24) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2],si64> 
    %26 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0xFF800000> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %27 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0.000000e+00> : tensor<1xf32>} : () -> !torch.vtensor<[1],f32> 
    %28 = torch.operator "onnx.ConstantOfShape"(%25) : (!torch.vtensor<[2],si64>) -> !torch.vtensor<[?,?],f32> 
    %29 = torch.operator "onnx.Identity"(%28) : (!torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> 
    %30 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<0> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %31 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %32 = torch.operator "onnx.Squeeze"(%30, %30) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %33 = torch.operator "onnx.Squeeze"(%31, %30) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %34 = torch.operator "onnx.Squeeze"(%1, %30) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %35 = torch.operator "onnx.Squeeze"(%24, %30) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %36 = torch.operator "onnx.Range"(%32, %34, %33) : (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[?],si64> 
    %37 = torch.operator "onnx.Range"(%32, %35, %33) : (!torch.vtensor<[],si64>, !torch.vtensor<[],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[?],si64> 
    %38 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %39 = torch.operator "onnx.Squeeze"(%38, %30) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %40 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %41 = torch.operator "onnx.Squeeze"(%40, %30) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %42 = torch.operator "onnx.Unsqueeze"(%36, %31) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[?,1],si64> 
    %43 = torch.operator "onnx.Unsqueeze"(%37, %30) : (!torch.vtensor<[?],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,?],si64> 
    %44 = torch.operator "onnx.Add"(%42, %22) : (!torch.vtensor<[?,1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[?,1],si64> 
    %45 = torch.operator "onnx.Sub"(%44, %43) : (!torch.vtensor<[?,1],si64>, !torch.vtensor<[1,?],si64>) -> !torch.vtensor<[?,?],si64> 
    %46 = torch.operator "onnx.LessOrEqual"(%45, %39) : (!torch.vtensor<[?,?],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[?,?],i1> 
    %47 = torch.operator "onnx.Neg"(%45) : (!torch.vtensor<[?,?],si64>) -> !torch.vtensor<[?,?],si64> 
    %48 = torch.operator "onnx.LessOrEqual"(%47, %41) : (!torch.vtensor<[?,?],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[?,?],i1> 
    %49 = torch.operator "onnx.And"(%46, %48) : (!torch.vtensor<[?,?],i1>, !torch.vtensor<[?,?],i1>) -> !torch.vtensor<[?,?],i1> 
    %50 = torch.operator "onnx.Where"(%49, %27, %26) : (!torch.vtensor<[?,?],i1>, !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[?,?],f32> 
    %51 = torch.operator "onnx.CastLike"(%50, %29) : (!torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> 
    %52 = torch.operator "onnx.Add"(%29, %51) : (!torch.vtensor<[?,?],f32>, !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> 
    %53 = torch.operator "onnx.Identity"(%52) : (!torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> 
    %54 = torch.operator "onnx.Cast"(%53) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> 
    %55 = torch.operator "onnx.Equal"(%6, %7) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],i1> 
    %56 = torch.operator "onnx.Not"(%55) : (!torch.vtensor<[1],i1>) -> !torch.vtensor<[1],i1> 
    %57 = torch.operator "onnx.Div"(%6, %7) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %58 = torch.operator "onnx.Cast"(%57) {torch.onnx.to = 7 : si64} : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %59 = torch.operator "onnx.Mod"(%6, %7) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %60 = torch.operator "onnx.Equal"(%59, %15) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],i1> 
    %61 = torch.operator "onnx.And"(%56, %60) : (!torch.vtensor<[1],i1>, !torch.vtensor<[1],i1>) -> !torch.vtensor<[1],i1> 
    %62 = torch.operator "onnx.Where"(%61, %58, %12) : (!torch.vtensor<[1],i1>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %63 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %64 = torch.operator "onnx.Unsqueeze"(%21, %63) : (!torch.vtensor<[1,1,?,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,1,1,?,1],f32> 
    %65 = torch.operator "onnx.Unsqueeze"(%23, %63) : (!torch.vtensor<[1,1,?,1],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1,1,1,?,1],f32> 
    %66 = torch.operator "onnx.Concat"(%0, %7, %62, %24, %8) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5],si64> 
    %67 = torch.operator "onnx.Expand"(%64, %66) : (!torch.vtensor<[1,1,1,?,1],f32>, !torch.vtensor<[5],si64>) -> !torch.vtensor<[1,1,?,?,1],f32> 
    %68 = torch.operator "onnx.Concat"(%0, %7, %62, %24, %10) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5],si64> 
    %69 = torch.operator "onnx.Expand"(%65, %68) : (!torch.vtensor<[1,1,1,?,1],f32>, !torch.vtensor<[5],si64>) -> !torch.vtensor<[1,1,?,?,1],f32> 
    %70 = torch.operator "onnx.Concat"(%0, %6, %24, %8) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %71 = torch.operator "onnx.Concat"(%0, %6, %24, %10) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %72 = torch.operator "onnx.Reshape"(%67, %70) : (!torch.vtensor<[1,1,?,?,1],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[1,1,?,1],f32> 
    %73 = torch.operator "onnx.Reshape"(%69, %71) : (!torch.vtensor<[1,1,?,?,1],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[1,1,?,1],f32> 
    %74 = torch.operator "onnx.Transpose"(%72) {torch.onnx.perm = [0 : si64, 1 : si64, 3 : si64, 2 : si64]} : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,1,?],f32> 
    %75 = torch.operator "onnx.Mul"(%3, %20) : (!torch.vtensor<[1,1,?,1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    %76 = torch.operator "onnx.Mul"(%74, %20) : (!torch.vtensor<[1,1,1,?],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[1,1,1,?],f32> 
    %77 = torch.operator "onnx.MatMul"(%75, %76) : (!torch.vtensor<[1,1,?,1],f32>, !torch.vtensor<[1,1,1,?],f32>) -> !torch.vtensor<[1,1,?,?],f32> 
    %78 = torch.operator "onnx.Cast"(%77) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[1,1,?,?],f32>) -> !torch.vtensor<[1,1,?,?],f32> 
    %79 = torch.operator "onnx.Add"(%78, %54) : (!torch.vtensor<[1,1,?,?],f32>, !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[1,1,?,?],f32> 
    %80 = torch.operator "onnx.Cast"(%79) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[1,1,?,?],f32>) -> !torch.vtensor<[1,1,?,?],f32> 
    %81 = torch.operator "onnx.Softmax"(%80) : (!torch.vtensor<[1,1,?,?],f32>) -> !torch.vtensor<[1,1,?,?],f32> 
    %82 = torch.operator "onnx.Cast"(%81) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[1,1,?,?],f32>) -> !torch.vtensor<[1,1,?,?],f32> 
    %83 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<-1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %84 = torch.operator "onnx.ReduceMax"(%54, %83) : (!torch.vtensor<[?,?],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[?,1],f32> 
    %85 = torch.operator "onnx.CastLike"(%26, %54) : (!torch.vtensor<[1],f32>, !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[1],f32> 
    %86 = torch.operator "onnx.Equal"(%84, %85) : (!torch.vtensor<[?,1],f32>, !torch.vtensor<[1],f32>) -> !torch.vtensor<[?,1],i1> 
    %87 = torch.operator "onnx.CastLike"(%27, %82) : (!torch.vtensor<[1],f32>, !torch.vtensor<[1,1,?,?],f32>) -> !torch.vtensor<[1],f32> 
    %88 = torch.operator "onnx.Where"(%86, %87, %82) : (!torch.vtensor<[?,1],i1>, !torch.vtensor<[1],f32>, !torch.vtensor<[1,1,?,?],f32>) -> !torch.vtensor<[1,1,?,?],f32> 
    %89 = torch.operator "onnx.MatMul"(%88, %73) : (!torch.vtensor<[1,1,?,?],f32>, !torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    %90 = torch.operator "onnx.Identity"(%89) : (!torch.vtensor<[1,1,?,1],f32>) -> !torch.vtensor<[1,1,?,1],f32> 
    return %90 : !torch.vtensor<[1,1,?,1],f32>
  }
}
