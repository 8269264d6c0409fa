// f32 8x4 times extf(f16 4x16) matmul: vulkan vp_android_baseline_2022 (no Float16/16-bit storage) fails in ConvertToSPIRVPass on the vector.bitcast vector<2xf32> -> vector<4xf16> made by SPIRVVectorizeLoadStorePass
func.func @main(%a: tensor<8x4xf32>, %b: tensor<4x16xf16>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i,j,k) -> (i,k)>, affine_map<(i,j,k) -> (k,j)>, affine_map<(i,j,k) -> (i,j)>], iterator_types = ["parallel","parallel","reduction"]} ins(%a, %b : tensor<8x4xf32>, tensor<4x16xf16>) outs(%f : tensor<8x16xf32>) {
  ^bb0(%x: f32, %y: f16, %o: f32):
    %ye = arith.extf %y : f16 to f32
    %m = arith.mulf %x, %ye : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
