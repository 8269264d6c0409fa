// Reduced from hf.beam.prefill.onnx[llvm-cpu|O2|mixed] (the same dispatch in cwm's and
// vaultgemma's prefill through ONNX), dispatch async_dispatch_23_softmax_2x4xDxDxf32_generic
// (IREE 3.13.0, llvm-cpu). In the model the attention scores get a mask added that reads a
// gather (tensor.extract from an i1 table at the index the i64 attention mask gives) and the
// row and column indices (a causal window of 64); here only the gather is kept, which is what
// matters: the window from the indices alone compiles. A softmax over the last dim reads the
// masked scores and a NaN-to-0 select follows. At O2/O3 all three are one dispatch, and the
// softmax's pieces are buffered per 8-row tile over the whole row on the stack:
// memref.alloca : memref<1x1x8x9007199254740991xf32>, three of them.
//   iree-compile reduced.mlir --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host --iree-opt-level=O2 -o /dev/null
// fails with "Got 864691128455135680 bytes"; O3 too; O0, O1 and
// --iree-dispatch-creation-enable-aggressive-fusion=false compile.
func.func @main(%s: tensor<2x4x?x?xf32>, %mask: tensor<2x?xi64>, %table: tensor<?xi1>) -> tensor<2x4x?x?xf32> {
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.40282347E+38 : f32
  %d = tensor.dim %s, %c2 : tensor<2x4x?x?xf32>
  %init = tensor.empty(%d, %d) : tensor<2x4x?x?xf32>
  %m0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %mask : tensor<2x4x?x?xf32>, tensor<2x?xi64>) outs(%init : tensor<2x4x?x?xf32>) {
    ^bb0(%sv: f32, %m: i64, %out: f32):
      %t = arith.index_cast %m : i64 to index
      %e = tensor.extract %table[%t] : tensor<?xi1>
      %v = arith.select %e, %zero, %ninf : f32
      %y = arith.addf %sv, %v : f32
      linalg.yield %y : f32
  } -> tensor<2x4x?x?xf32>
  %sm = linalg.softmax dimension(3) ins(%m0 : tensor<2x4x?x?xf32>) outs(%init : tensor<2x4x?x?xf32>) -> tensor<2x4x?x?xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sm : tensor<2x4x?x?xf32>) outs(%init : tensor<2x4x?x?xf32>) {
    ^bb0(%x: f32, %out: f32):
      %n = arith.cmpf une, %x, %x : f32
      %q = arith.select %n, %zero, %x : f32
      linalg.yield %q : f32
  } -> tensor<2x4x?x?xf32>
  return %z : tensor<2x4x?x?xf32>
}
