// A flip along dim 0 (a gather by linalg.index, as torch-mlir lowers aten.flip)
// feeding iree_linalg_ext.arg_compare along dim 0; both dims dynamic.
func.func @flip_argmax(%x: tensor<?x?xf32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0 : i32
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %last = arith.subi %d0, %c1 : index
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %flip = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %r = arith.subi %last, %i : index
    %v = tensor.extract %x[%r, %j] : tensor<?x?xf32>
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  %ev = tensor.empty(%d1) : tensor<?xf32>
  %ei = tensor.empty(%d1) : tensor<?xi32>
  %fv = linalg.fill ins(%ninf : f32) outs(%ev : tensor<?xf32>) -> tensor<?xf32>
  %fi = linalg.fill ins(%z : i32) outs(%ei : tensor<?xi32>) -> tensor<?xi32>
  %r:2 = iree_linalg_ext.arg_compare dimension(0) ins(%flip : tensor<?x?xf32>) outs(%fv, %fi : tensor<?xf32>, tensor<?xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    iree_linalg_ext.yield %c : i1
  } -> tensor<?xf32>, tensor<?xi32>
  return %r#1 : tensor<?xi32>
}
