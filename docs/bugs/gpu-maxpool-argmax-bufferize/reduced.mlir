// Failure B reduced: a dynamic 4-D 5x5 max pool (linalg.pooling_nchw_max, valid) and a second 5x5-window
// reduction that consumes the max (argmax-style: first window index where max > -inf); both returned.
// GPU O2/O3 (TileAndFuse): IREEComprehensiveBufferizePass fails on a bufferization.alloc_tensor copy of the max tile.
func.func @main(%x: tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m1 = arith.constant -1 : i64
  %n = tensor.dim %x, %c0 : tensor<?x?x?x?xf32>
  %ch = tensor.dim %x, %c1 : tensor<?x?x?x?xf32>
  %h = tensor.dim %x, %c2 : tensor<?x?x?x?xf32>
  %w = tensor.dim %x, %c3 : tensor<?x?x?x?xf32>
  %c4 = arith.constant 4 : index
  %oh = arith.subi %h, %c4 : index
  %ow = arith.subi %w, %c4 : index
  %ef = tensor.empty(%n, %ch, %oh, %ow) : tensor<?x?x?x?xf32>
  %ff = linalg.fill ins(%ninf : f32) outs(%ef : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %win = tensor.empty() : tensor<5x5xf32>
  %max = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %win : tensor<?x?x?x?xf32>, tensor<5x5xf32>) outs(%ff : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  %ei = tensor.empty(%n, %ch, %oh, %ow) : tensor<?x?x?x?xi64>
  %fi = linalg.fill ins(%m1 : i64) outs(%ei : tensor<?x?x?x?xi64>) -> tensor<?x?x?x?xi64>
  %wi = tensor.empty() : tensor<5x5xi64>
  %idx = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%max, %wi : tensor<?x?x?x?xf32>, tensor<5x5xi64>) outs(%fi : tensor<?x?x?x?xi64>) {
  ^bb0(%in: f32, %k: i64, %out: i64):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i4 = linalg.index 4 : index
    %y = arith.addi %i2, %i4 : index
    %i3 = linalg.index 3 : index
    %i5 = linalg.index 5 : index
    %xx = arith.addi %i3, %i5 : index
    %eq = arith.cmpf ogt, %in, %ninf : f32
    %xs = arith.subi %xx, %c2 : index
    %ys = arith.subi %y, %c2 : index
    %lin = arith.muli %ys, %w : index
    %flat = arith.addi %xs, %lin : index
    %fl = arith.index_cast %flat : index to i64
    %s1 = arith.select %eq, %fl, %out : i64
    %first = arith.cmpi eq, %out, %m1 : i64
    %s2 = arith.select %first, %s1, %out : i64
    linalg.yield %s2 : i64
  } -> tensor<?x?x?x?xi64>
  return %max, %idx : tensor<?x?x?x?xf32>, tensor<?x?x?x?xi64>
}
