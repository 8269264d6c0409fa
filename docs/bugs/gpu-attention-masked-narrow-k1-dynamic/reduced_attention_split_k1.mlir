// iree_linalg_ext.attention whose reduction (K1 = head) dim is split in two
// (2 x 16, what a RoPE-style interleave stack(-1).flatten(-2) of q and k becomes
// after reshape propagation), with a dynamic sequence length and a mask.
// cuda sm_80/sm_89 and rocm gfx942 at O0-O3 (IREE 3.13.0): 'func.func' op failed to distribute
// (LLVMGPUVectorDistributePass). Without %mask, with one K1 dim of 32, or with static sizes it compiles.
#q = affine_map<(b, m, n, k1a, k1b, k2) -> (k1b, b, m, k1a)>
#k = affine_map<(b, m, n, k1a, k1b, k2) -> (k1b, b, k2, k1a)>
#v = affine_map<(b, m, n, k1a, k1b, k2) -> (b, k2, n)>
#s = affine_map<(b, m, n, k1a, k1b, k2) -> ()>
#mk = affine_map<(b, m, n, k1a, k1b, k2) -> (b, m, k2)>
#o = affine_map<(b, m, n, k1a, k1b, k2) -> (b, m, n)>
func.func @main(%q: tensor<2x8x?x16xf32>, %k: tensor<2x8x?x16xf32>, %v: tensor<8x?x32xf32>,
                %mask: tensor<8x?x?xf32>) -> tensor<8x?x32xf32> {
  %scale = arith.constant 0.176776692 : f32
  %c2 = arith.constant 2 : index
  %sq = tensor.dim %q, %c2 : tensor<2x8x?x16xf32>
  %empty = tensor.empty(%sq) : tensor<8x?x32xf32>
  %r = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #mk, #o]>
      ins(%q, %k, %v, %scale, %mask : tensor<2x8x?x16xf32>, tensor<2x8x?x16xf32>, tensor<8x?x32xf32>, f32, tensor<8x?x?xf32>)
      outs(%empty : tensor<8x?x32xf32>) {
  ^bb0(%x: f32):
    iree_linalg_ext.yield %x : f32
  } -> tensor<8x?x32xf32>
  return %r : tensor<8x?x32xf32>
}
