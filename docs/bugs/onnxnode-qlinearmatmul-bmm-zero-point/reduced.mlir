// aten.bmm on per-tensor-quantized si8 operands: zero points must be subtracted.
// Expected: every element = (1-3)*(1-5)*K = 8*2 = 16 ; zp-dropped gives 1*1*2 = 2.
func.func @bmm_q(%a: !torch.vtensor<[1,2,2],si8>, %b: !torch.vtensor<[1,2,2],si8>) -> !torch.vtensor<[1,2,2],si32> {
  %s = torch.constant.float 1.0
  %za = torch.constant.int 3
  %zb = torch.constant.int 5
  %qa = torch.aten._make_per_tensor_quantized_tensor %a, %s, %za : !torch.vtensor<[1,2,2],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,2,2],!torch.qint8>
  %qb = torch.aten._make_per_tensor_quantized_tensor %b, %s, %zb : !torch.vtensor<[1,2,2],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,2,2],!torch.qint8>
  %r = torch.aten.bmm %qa, %qb : !torch.vtensor<[1,2,2],!torch.qint8>, !torch.vtensor<[1,2,2],!torch.qint8> -> !torch.vtensor<[1,2,2],si32>
  return %r : !torch.vtensor<[1,2,2],si32>
}
