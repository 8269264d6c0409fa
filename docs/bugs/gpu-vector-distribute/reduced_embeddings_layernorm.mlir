// Reduced from hf.gpt_bigcode.decode[rocm|O2|dynamic] (both routes fail the same on rocm gfx942 and cuda
// sm_80 at O2/O3 with dynamic or mixed dims), its first dispatch, main$async_dispatch_0_reduction_Dx64_f32
// (IREE 3.13.0): a token embedding row gather (wte[ids[i], j]) plus a position embedding row (wpe[p, j],
// one position: the decode step), then LayerNorm over 64, the sum returned too (the residual stream).
//   iree-compile reduced_embeddings_layernorm.mlir --iree-hal-target-backends=rocm --iree-rocm-target=gfx942 --iree-opt-level=O2 -o /dev/null
// fails with "'func.func' op failed to distribute"; O3 and cuda sm_80 / sm_89 too; O0, O1, llvm-cpu, and O2 with
// --iree-dispatch-creation-fuse-multi-use=false or --iree-dispatch-creation-enable-aggressive-fusion=false
// compile. Both gathers are needed: either one alone, or the sum of two plain inputs, compiles; a constant
// position fails too, and so do static rows (1 to 8) and a width of 128.
func.func @main(%ids: tensor<?xi64>, %pos: tensor<i64>, %wte: tensor<256x64xf32>, %wpe: tensor<128x64xf32>,
                %g: tensor<64xf32>, %b: tensor<64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n64 = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-05 : f32
  %n = tensor.dim %ids, %c0 : tensor<?xi64>
  %p64 = tensor.extract %pos[] : tensor<i64>
  %p = arith.index_cast %p64 : i64 to index
  %e2 = tensor.empty(%n) : tensor<?x64xf32>
  %e1 = tensor.empty(%n) : tensor<?xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %h = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%ids : tensor<?xi64>) outs(%e2 : tensor<?x64xf32>) {
  ^bb0(%id: i64, %out: f32):
    %j = linalg.index 1 : index
    %pe = tensor.extract %wpe[%p, %j] : tensor<128x64xf32>
    %i = arith.index_cast %id : i64 to index
    %te = tensor.extract %wte[%i, %j] : tensor<256x64xf32>
    %s = arith.addf %te, %pe : f32
    linalg.yield %s : f32
  } -> tensor<?x64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%h : tensor<?x64xf32>) outs(%z1 : tensor<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%h, %sum : tensor<?x64xf32>, tensor<?xf32>) outs(%e2 : tensor<?x64xf32>) {
  ^bb0(%x: f32, %s: f32, %out: f32):
    %m = arith.divf %s, %n64 : f32
    %d = arith.subf %x, %m : f32
    linalg.yield %d : f32
  } -> tensor<?x64xf32>
  %var = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%c : tensor<?x64xf32>) outs(%z1 : tensor<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %q = arith.mulf %x, %x : f32
    %r = arith.addf %q, %acc : f32
    linalg.yield %r : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c, %var, %g, %b : tensor<?x64xf32>, tensor<?xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<?x64xf32>) {
  ^bb0(%x: f32, %v: f32, %gg: f32, %bb: f32, %out: f32):
    %m = arith.divf %v, %n64 : f32
    %a = arith.addf %m, %eps : f32
    %r = math.rsqrt %a : f32
    %t = arith.mulf %x, %r : f32
    %u = arith.mulf %t, %gg : f32
    %w = arith.addf %u, %bb : f32
    linalg.yield %w : f32
  } -> tensor<?x64xf32>
  return %h, %y : tensor<?x64xf32>, tensor<?x64xf32>
}
