module {
  func.func @test_linear_attention_delta_expanded(%arg0: !torch.vtensor<[?,?,?],f32>, %arg1: !torch.vtensor<[?,?,?],f32>, %arg2: !torch.vtensor<[?,?,?],f32>, %arg3: !torch.vtensor<[?,?,?],f32>) -> (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,4,?,?],f32>) attributes {torch.onnx_meta.ir_version = 13 : si64, torch.onnx_meta.opset_version = 27 : si64, torch.onnx_meta.producer_name = "backend-test", torch.onnx_meta.producer_version = ""} {
    %none = torch.constant.none
    %0 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<-1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %1 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<1> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %2 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<4> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %3 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<4> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %4 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 1 : si64, torch.onnx.start = 0 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %5 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 2 : si64, torch.onnx.start = 1 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %6 = torch.operator "onnx.Concat"(%4, %5, %2, %0) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %7 = torch.operator "onnx.Reshape"(%arg0, %6) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[?,?,4,?],f32> 
    %8 = torch.operator "onnx.Transpose"(%7) {torch.onnx.perm = [1 : si64, 0 : si64, 2 : si64, 3 : si64]} : (!torch.vtensor<[?,?,4,?],f32>) -> !torch.vtensor<[?,?,4,?],f32> 
    %9 = torch.operator "onnx.Concat"(%4, %5, %3, %0) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %10 = torch.operator "onnx.Reshape"(%arg1, %9) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[?,?,4,?],f32> 
    %11 = torch.operator "onnx.Transpose"(%10) {torch.onnx.perm = [1 : si64, 0 : si64, 2 : si64, 3 : si64]} : (!torch.vtensor<[?,?,4,?],f32>) -> !torch.vtensor<[?,?,4,?],f32> 
    %12 = torch.operator "onnx.Reshape"(%arg2, %9) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[?,?,4,?],f32> 
    %13 = torch.operator "onnx.Transpose"(%12) {torch.onnx.perm = [1 : si64, 0 : si64, 2 : si64, 3 : si64]} : (!torch.vtensor<[?,?,4,?],f32>) -> !torch.vtensor<[?,?,4,?],f32> 
    %14 = torch.operator "onnx.Concat"(%4, %5, %0, %1) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %15 = torch.operator "onnx.Reshape"(%arg3, %14) : (!torch.vtensor<[?,?,?],f32>, !torch.vtensor<[4],si64>) -> !torch.vtensor<[?,?,?,1],f32> 
    %16 = torch.operator "onnx.Transpose"(%15) {torch.onnx.perm = [1 : si64, 0 : si64, 2 : si64, 3 : si64]} : (!torch.vtensor<[?,?,?,1],f32>) -> !torch.vtensor<[?,?,?,1],f32> 
    %17 = torch.operator "onnx.Shape"(%arg0) {torch.onnx.end = 3 : si64, torch.onnx.start = 2 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %18 = torch.operator "onnx.Shape"(%arg2) {torch.onnx.end = 3 : si64, torch.onnx.start = 2 : si64} : (!torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[1],si64> 
    %19 = torch.operator "onnx.Div"(%17, %2) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %20 = torch.operator "onnx.Div"(%18, %3) : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[1],si64> 
    %21 = torch.operator "onnx.Concat"(%4, %3, %19, %20) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[4],si64> 
    %22 = torch.operator "onnx.ConstantOfShape"(%21) : (!torch.vtensor<[4],si64>) -> !torch.vtensor<[?,4,?,?],f32> 
    %23 = torch.operator "onnx.Squeeze"(%19) : (!torch.vtensor<[1],si64>) -> !torch.vtensor<[],si64> 
    %24 = torch.operator "onnx.Cast"(%23) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[],si64>) -> !torch.vtensor<[],f32> 
    %25 = torch.operator "onnx.Sqrt"(%24) : (!torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
    %26 = torch.operator "onnx.Reciprocal"(%25) : (!torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
    %27 = torch.operator "onnx.Constant"() {torch.onnx.value = dense<-2> : tensor<1xsi64>} : () -> !torch.vtensor<[1],si64> 
    %28:2 = torch.operator "onnx.Scan"(%22, %8, %11, %13, %16) {torch.onnx.num_scan_inputs = 4 : si64} : (!torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,?,4,?],f32>, !torch.vtensor<[?,?,4,?],f32>, !torch.vtensor<[?,?,4,?],f32>, !torch.vtensor<[?,?,?,1],f32>) -> (!torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[],f32>) {
    ^bb0(%arg4: !torch.vtensor<[?,4,?,?],f32>, %arg5: !torch.vtensor<[?,4,?],f32>, %arg6: !torch.vtensor<[?,4,?],f32>, %arg7: !torch.vtensor<[?,4,?],f32>, %arg8: !torch.vtensor<[?,?,1],f32>):
      %none_0 = torch.constant.none
      %33 = torch.operator "onnx.Cast"(%arg5) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[?,4,?],f32>) -> !torch.vtensor<[?,4,?],f32> 
      %34 = torch.operator "onnx.Cast"(%arg6) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[?,4,?],f32>) -> !torch.vtensor<[?,4,?],f32> 
      %35 = torch.operator "onnx.Cast"(%arg7) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[?,4,?],f32>) -> !torch.vtensor<[?,4,?],f32> 
      %36 = torch.operator "onnx.Cast"(%arg8) {torch.onnx.to = 1 : si64} : (!torch.vtensor<[?,?,1],f32>) -> !torch.vtensor<[?,?,1],f32> 
      %37 = torch.operator "onnx.Unsqueeze"(%34, %0) : (!torch.vtensor<[?,4,?],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32> 
      %38 = torch.operator "onnx.Transpose"(%arg4) {torch.onnx.perm = [0 : si64, 1 : si64, 3 : si64, 2 : si64]} : (!torch.vtensor<[?,4,?,?],f32>) -> !torch.vtensor<[?,4,?,?],f32> 
      %39 = torch.operator "onnx.MatMul"(%38, %37) : (!torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
      %40 = torch.operator "onnx.Squeeze"(%39, %0) : (!torch.vtensor<[],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32> 
      %41 = torch.operator "onnx.Sub"(%35, %40) : (!torch.vtensor<[?,4,?],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
      %42 = torch.operator "onnx.Mul"(%36, %41) : (!torch.vtensor<[?,?,1],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
      %43 = torch.operator "onnx.Unsqueeze"(%42, %27) : (!torch.vtensor<[],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32> 
      %44 = torch.operator "onnx.MatMul"(%37, %43) : (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
      %45 = torch.operator "onnx.Add"(%arg4, %44) : (!torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
      %46 = torch.operator "onnx.Unsqueeze"(%33, %27) : (!torch.vtensor<[?,4,?],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32> 
      %47 = torch.operator "onnx.MatMul"(%46, %45) : (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
      %48 = torch.operator "onnx.Squeeze"(%47, %27) : (!torch.vtensor<[],f32>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32> 
      %49 = torch.operator "onnx.Mul"(%26, %48) : (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
      %50 = torch.operator "onnx.CastLike"(%49, %arg5) : (!torch.vtensor<[],f32>, !torch.vtensor<[?,4,?],f32>) -> !torch.vtensor<[],f32> 
      torch.operator_terminator %45, %50 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
    }
    %29 = torch.operator "onnx.Transpose"(%28#1) {torch.onnx.perm = [1 : si64, 0 : si64, 2 : si64, 3 : si64]} : (!torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> 
    %30 = torch.operator "onnx.Concat"(%4, %5, %0) {torch.onnx.axis = 0 : si64} : (!torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>) -> !torch.vtensor<[3],si64> 
    %31 = torch.operator "onnx.Reshape"(%29, %30) : (!torch.vtensor<[],f32>, !torch.vtensor<[3],si64>) -> !torch.vtensor<[?,?,?],f32> 
    %32 = torch.operator "onnx.CastLike"(%28#0, %arg0) : (!torch.vtensor<[?,4,?,?],f32>, !torch.vtensor<[?,?,?],f32>) -> !torch.vtensor<[?,4,?,?],f32> 
    return %31, %32 : !torch.vtensor<[?,?,?],f32>, !torch.vtensor<[?,4,?,?],f32>
  }
}
