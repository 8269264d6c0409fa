// Reduced from hf.modernbert.prefill.onnx[vulkan|O0|static], dispatch 9 (the attention-mask add, onnx.Add at
// module.mlir:77 fed by onnx.Where(onnx.And(.., onnx.GatherND(Cast(mask), const indices)))): a constant
// tensor<2x8xi64> of gather indices is an input of an elementwise generic that gathers from the mask.
// vp_android_baseline_2022 has no Int64; the vectorized (4-wide) read of the i64 constant becomes
// vector.from_elements (i64, i64) -> vector<2xi64>, which SPIRVEmulateI64Pass has no pattern for.
// Fails at O0..O3 on vp_android_baseline_2022; rdna3 and llvm-cpu compile it (IREE 3.13.0).
func.func @mask_add(%x: tensor<2x32x8xf32>, %m: tensor<16xi1>) -> tensor<2x32x8xf32> {
  %idx = arith.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<2x8xi64>
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<2x32x8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %idx : tensor<2x32x8xf32>, tensor<2x8xi64>) outs(%e : tensor<2x32x8xf32>) {
  ^bb0(%in: f32, %i: i64, %out: f32):
    %j = arith.index_cast %i : i64 to index
    %b = tensor.extract %m[%j] : tensor<16xi1>
    %s = arith.select %b, %zero, %ninf : f32
    %a = arith.addf %in, %s : f32
    linalg.yield %a : f32
  } -> tensor<2x32x8xf32>
  return %0 : tensor<2x32x8xf32>
}
