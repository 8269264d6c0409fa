module {
  func.func @test_flexattention_fp16_expanded_ver26(%arg0: !torch.vtensor<[2,4,8,16],f16>, %arg1: !torch.vtensor<[2,4,6,16],f16>, %arg2: !torch.vtensor<[2,4,6,16],f16>) -> !torch.vtensor<[2,4,8,16],f16> attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 26 : si64, torch.onnx_meta.opset_versions = {ai.onnx.preview = 1 : si64}, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 1 : si64, torch.onnx.start = 0 : si64} : (!torch.vtensor<[2,4,8,16],f16>) -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Shape"(%arg1) {torch.onnx.end = -1 : si64, torch.onnx.start = -2 : si64} : (!torch.vtensor<[2,4,6,16],f16>) -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[2,4,8,16],f16>) -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Shape"(%arg1) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[2,4,6,16],f16>) -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Div"(%2, %3) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %6 = torch.operator "onnx.Unsqueeze"(%arg1, %5) : (!torch.vtensor<[2,4,6,16],f16>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,4,1,6,16],f16> 
    %7 = torch.operator "onnx.Shape"(%arg1) {torch.onnx.end = 4 : si64, torch.onnx.start = 3 : si64} : (!torch.vtensor<[2,4,6,16],f16>) -> !torch.vtensor<[1],si64> 
    %8 = torch.operator "onnx.Concat"(%0, %3, %4, %1, %7) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5],si64> 
    %9 = torch.operator "onnx.Expand"(%6, %8) : (!torch.vtensor<[2,4,1,6,16],f16>, !torch.vtensor<[5],si64>) -> !torch.vtensor<[2,4,?,6,16],f16> 
    %10 = torch.operator "onnx.Concat"(%0, %2, %1, %7) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %11 = torch.operator "onnx.Reshape"(%9, %10) : (!torch.vtensor<[2,4,?,6,16],f16>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[2,4,6,16],f16> 
    %12 = torch.operator "onnx.Unsqueeze"(%arg2, %5) : (!torch.vtensor<[2,4,6,16],f16>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[2,4,1,6,16],f16> 
    %13 = torch.operator "onnx.Shape"(%arg2) {torch.onnx.end = 4 : si64, torch.onnx.start = 3 : si64} : (!torch.vtensor<[2,4,6,16],f16>) -> !torch.vtensor<[1],si64> 
    %14 = torch.operator "onnx.Concat"(%0, %3, %4, %1, %13) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[5],si64> 
    %15 = torch.operator "onnx.Expand"(%12, %14) : (!torch.vtensor<[2,4,1,6,16],f16>, !torch.vtensor<[5],si64>) -> !torch.vtensor<[2,4,?,6,16],f16> 
    %16 = torch.operator "onnx.Concat"(%0, %2, %1, %13) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %17 = torch.operator "onnx.Reshape"(%15, %16) : (!torch.vtensor<[2,4,?,6,16],f16>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[2,4,6,16],f16> 
    %18 = torch.operator "onnx.Shape"(%arg0) : (!torch.vtensor<[2,4,8,16],f16>) -> !torch.vtensor<[4],si64> 
    %19 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<3> : tensor<si64>} : () -> !torch.vtensor<[],si64> 
    %20 = torch.operator "onnx.Gather"(%18, %19) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[4],si64>, !torch.vtensor<[],si64>) -> !torch.vtensor<[],si64> 
    %21 = torch.operator "onnx.Cast"(%20) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[],si64>) -> !torch.vtensor<[],f32> 
    %22 = torch.operator "onnx.Sqrt"(%21) : (!torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
    %23 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1.000000e+00> : tensor<f32>} : () -> !torch.vtensor<[],f32> 
    %24 = torch.operator "onnx.Div"(%23, %22) : (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
    %25 = torch.operator "onnx.Identity"(%24) : (!torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
    %26 = torch.operator "onnx.Sqrt"(%25) : (!torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
    %27 = torch.operator "onnx.Cast"(%26) {torch.onnx.to = 10 : si64} : (!torch.vtensor<[],f32>) -> !torch.vtensor<[],f16> 
    %28 = torch.operator "onnx.Mul"(%arg0, %27) : (!torch.vtensor<[2,4,8,16],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[2,4,8,16],f16> 
    %29 = torch.operator "onnx.Mul"(%11, %27) : (!torch.vtensor<[2,4,6,16],f16>, !torch.vtensor<[],f16>) -> !torch.vtensor<[2,4,6,16],f16> 
    %30 = torch.operator "onnx.Transpose"(%29) {torch.onnx.perm = [0 : si64, 1 : si64, 3 : si64, 2 : si64]} : (!torch.vtensor<[2,4,6,16],f16>) -> !torch.vtensor<[2,4,16,6],f16> 
    %31 = torch.operator "onnx.MatMul"(%28, %30) : (!torch.vtensor<[2,4,8,16],f16>, !torch.vtensor<[2,4,16,6],f16>) -> !torch.vtensor<[2,4,8,6],f16> 
    %32 = torch.operator "onnx.Cast"(%31) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[2,4,8,6],f16>) -> !torch.vtensor<[2,4,8,6],f32> 
    %33 = torch.operator "onnx.Identity"(%32) : (!torch.vtensor<[2,4,8,6],f32>) -> !torch.vtensor<[2,4,8,6],f32> 
    %34 = torch.operator "onnx.Softmax"(%33) {torch.onnx.axis = 3 : si64} : (!torch.vtensor<[2,4,8,6],f32>) -> !torch.vtensor<[2,4,8,6],f32> 
    %35 = torch.operator "onnx.Identity"(%34) : (!torch.vtensor<[2,4,8,6],f32>) -> !torch.vtensor<[2,4,8,6],f32> 
    %36 = torch.operator "onnx.Cast"(%17) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[2,4,6,16],f16>) -> !torch.vtensor<[2,4,6,16],f32> 
    %37 = torch.operator "onnx.MatMul"(%35, %36) : (!torch.vtensor<[2,4,8,6],f32>, !torch.vtensor<[2,4,6,16],f32>) -> !torch.vtensor<[2,4,8,16],f32> 
    %38 = torch.operator "onnx.Cast"(%37) {torch.onnx.to = 10 : si64} : (!torch.vtensor<[2,4,8,16],f32>) -> !torch.vtensor<[2,4,8,16],f16> 
    return %38 : !torch.vtensor<[2,4,8,16],f16>
  }
}
