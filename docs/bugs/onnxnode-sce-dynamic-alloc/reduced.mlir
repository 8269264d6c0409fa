// Reduced from onnx-node test_sce_mean_weight (dynamic dims), dispatch
// `async_dispatch_1_reduction_D_i64xf32xf32`: a two-result elementwise gather
// (one result returned, the other consumed only by the reduction) fused at O2/O3
// with a 1-D full reduction that also reads the i64 targets.
// cuda sm_80 O2/O3: "uses 36028797018963964 bytes of shared memory; exceeded the limit of 166912 bytes"
// rocm gfx942 O2: compiles (VectorDistribute). llvm-cpu O2: fails too, differently
// ("exceeded stack allocation limit of 32768 bytes ... Got 36028797018963968 bytes").
func.func @f(%t: tensor<?xi64>, %x: tensor<?xf32>) -> (tensor<f32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.0 : f32
  %ign = arith.constant -100 : i64
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %e = tensor.empty(%n) : tensor<?xf32>
  %a:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : tensor<?xi64>) outs(%e, %e : tensor<?xf32>, tensor<?xf32>) {
  ^bb0(%in: i64, %o0: f32, %o1: f32):
    %j = arith.index_cast %in : i64 to index
    %v = tensor.extract %x[%j] : tensor<?xf32>
    %nv = arith.negf %v : f32
    linalg.yield %nv, %v : f32, f32
  } -> (tensor<?xf32>, tensor<?xf32>)
  %se = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%cst : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%t, %a#0 : tensor<?xi64>, tensor<?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%in: i64, %v: f32, %out: f32):
    %ne = arith.cmpi ne, %in, %ign : i64
    %s = arith.select %ne, %v, %cst : f32
    %acc = arith.addf %s, %out : f32
    linalg.yield %acc : f32
  } -> tensor<f32>
  return %r, %a#1 : tensor<f32>, tensor<?xf32>
}
