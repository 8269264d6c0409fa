// The ops of reduced.mlir with static dims, 64 rows of 1,100 f32: the whole-row stack buffer is there
// without dynamic dims (8 x 1100 x 4 = 35200 bytes, past the 32 KiB limit; 64x1000 compiles).
// iree-compile reduced_static_64x1100.mlir --iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host --iree-opt-level=O2 -o /dev/null
util.func public @f(%x: tensor<64x1100xf32>, %w: tensor<i64>) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %n = tensor.dim %x, %c0 : tensor<64x1100xf32>
  %m = tensor.dim %x, %c1 : tensor<64x1100xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %e2 = tensor.empty() : tensor<64x1100xf32>
  %sum0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %max0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %mask = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<i64>) outs(%e2 : tensor<64x1100xf32>) {
  ^bb0(%win: i64, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %d = arith.subi %i, %j : index
    %di = arith.index_cast %d : index to i64
    %le = arith.cmpi sle, %di, %win : i64
    %r = arith.select %le, %zero, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<64x1100xf32>
  %rmax = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%mask : tensor<64x1100xf32>) outs(%max0 : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x, %rmax : tensor<64x1100xf32>, tensor<64xf32>) outs(%sum0 : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.addf %a, %b : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  util.return %out : tensor<64xf32>
}
