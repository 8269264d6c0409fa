// x [?, 64] times a 64x64 matrix of zeros, as dispatch creation leaves it once the zero
// weight is folded in: out[i, j] = sum_k x[i, k] * 0, a reduction over k with j broadcast.
func.func @main(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.000000e+00 : f32
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%n) : tensor<?x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x64xf32>) -> tensor<?x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<?x64xf32>) outs(%f : tensor<?x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %zero : f32
    %a = arith.addf %out, %m : f32
    linalg.yield %a : f32
  } -> tensor<?x64xf32>
  return %r : tensor<?x64xf32>
}
