// Reduced from onnx-node test_attention_bidirectional_window_expanded (dynamic dims),
// dispatch async_dispatch_0_softmax_DxDxf32_generic (IREE 3.13.0, llvm-cpu).
// A 2-D generic computed from indices and a window scalar (the attention window mask;
// dispatch creation does not fuse it into its consumer), reduced by a row max; that row
// max is read by a second row reduction over the same dim (the root; in the case, the
// P x V matvec). At O2/O3 all three land in one dispatch; the mask is buffered per 8-row
// tile over the whole row: memref.alloca : memref<8x9007199254740991xf32>.
util.func public @f(%x: tensor<?x?xf32>, %w: tensor<i64>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %n = tensor.dim %x, %c0 : tensor<?x?xf32>
  %m = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e1 = tensor.empty(%n) : tensor<?xf32>
  %e2 = tensor.empty(%n, %m) : tensor<?x?xf32>
  %sum0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %max0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<i64>) outs(%e2 : tensor<?x?xf32>) {
  ^bb0(%win: i64, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %i, %j : index
    %di = arith.index_cast %d : index to i64
    %le = arith.cmpi sle, %di, %win : i64
    %r = arith.select %le, %zero, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<?x?xf32>
  %rmax = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mask : tensor<?x?xf32>) outs(%max0 : tensor<?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x, %rmax : tensor<?x?xf32>, tensor<?xf32>) outs(%sum0 : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.addf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  util.return %out : tensor<?xf32>
}
