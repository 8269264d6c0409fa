#composite_of_576b = #util.composite<576xi8, [
    dense<"0x000080BFDA2D7CBFB45B78BF8D8974BF67B770BF41E56CBF1B1369BFF54065BFCE6E61BFA89C5DBF82CA59BF5CF855BF362652BF0F544EBFE9814ABFC3AF46BF9DDD42BF770B3FBF50393BBF2A6737BF049533BFDEC22FBFB8F02BBF911E28BF6B4C24BF457A20BF1FA81CBFF9D518BFD20315BFAC3111BF865F0DBF608D09BF3ABB05BF13E901BFDA2DFCBE8E89F4BE41E5ECBEF540E5BEA99CDDBE5CF8D5BE1054CEBEC3AFC6BE770BBFBE2B67B7BEDEC2AFBE921EA8BE457AA0BEF9D598BEAC3191BE608D89BE14E981BE8F8974BEF64065BE5DF855BEC4AF46BE2B6737BE921E28BEFAD518BE618D09BE9089F4BD5EF8D5BD2D67B7BDFBD598BD938974BD306737BD9A89F4BCA68974BC0000C8B27489743C8089F43C2467373D8789743DF5D5983D2767B73D58F8D53D8A89F43D5E8D093EF7D5183E8F1E283E2867373EC1AF463E5AF8553EF340653E8B89743E12E9813E5F8D893EAB31913EF7D5983E447AA03E901EA83EDDC2AF3E2967B73E750BBF3EC2AFC63E0E54CE3E5BF8D53EA79CDD3EF340E53E40E5EC3E8C89F43ED92DFC3E13E9013F39BB053F5F8D093F855F0D3FAB31113FD203153FF8D5183F1EA81C3F447A203F6A4C243F911E283FB7F02B3FDDC22F3F0395333F2967373F50393B3F760B3F3F9CDD423FC2AF463FE8814A3F0F544E3F3526523F5BF8553F81CA593FA79C5D3FCE6E613FF440653F1A13693F40E56C3F66B7703F8D89743FB35B783FD92D7C3FFFFF7F3F"> : tensor<135xf32>,
    dense<0> : vector<36xi8>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "rocketlake", cpu_features = "+adx,+aes,+avx,+avx2,+avx512bitalg,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,+avx512vpopcntdq,+bmi,+bmi2,+clflushopt,+cmov,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+gfni,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+pku,+popcnt,+prfchw,+rdpid,+rdrnd,+rdseed,+sahf,+sha,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+vaes,+vpclmulqdq,+x87,+xsave,+xsavec,+xsaveopt,+xsaves,+64bit,+adx,+aes,-amx-avx512,+amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,+amx-int8,-amx-movrs,+amx-tile,+avx,+avx10.1,-avx10.2,-avx10v2aux,+avx2,+avx512bf16,+avx512bitalg,-avx512bmm,+avx512bw,+avx512cd,+avx512dq,+avx512f,+avx512fp16,+avx512ifma,+avx512vbmi,+avx512vbmi2,+avx512vl,+avx512vnni,-avx512vp2intersect,+avx512vpopcntdq,-avxifma,-avxneconvert,+avxvnni,-avxvnniint16,-avxvnniint8,+bmi,+bmi2,-ccmp,-cf,+cldemote,+clflushopt,+clwb,-clzero,+cmov,-cmpccxadd,+crc32,+cx16,+cx8,-egpr,-enqcmd,+f16c,+fma,-fma4,+fsgsbase,+fxsr,+gfni,-hreset,+invpcid,-jmpabs,-kl,-lwp,+lzcnt,+mmx,+movbe,+movdir64b,+movdiri,-movrs,-mwaitx,-ndd,-nf,+pclmul,-pconfig,-pku,+popcnt,-ppx,+prefetchi,+prfchw,-ptwrite,-push2pop2,-raoint,+rdpid,-rdpru,+rdrnd,+rdseed,+rtm,+sahf,+serialize,-sgx,+sha,-sha512,-shstk,-sm3,-sm4,+sse,+sse2,+sse3,+sse4.1,+sse4.2,-sse4a,+ssse3,-tbm,+tsxldtrk,-uintr,-usermsr,+vaes,+vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,+xsave,+xsavec,+xsaveopt,+xsaves,-zu", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 64 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<()[s0] -> (s0 ceildiv 512)>
#map1 = affine_map<()[s0] -> (s0 * 512)>
#map2 = affine_map<(d0)[s0] -> (-d0 + s0, 512)>
#map3 = affine_map<()[s0] -> ((s0 floordiv 16) * 16, 0)>
#map4 = affine_map<(d0)[s0] -> (d0 + s0)>
#map5 = affine_map<(d0)[s0] -> (-d0 + s0)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#pipeline_layout = #hal.pipeline.layout<constants = 8, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout1 = #hal.pipeline.layout<constants = 9, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout2 = #hal.pipeline.layout<constants = 5, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout3 = #hal.pipeline.layout<constants = 7, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#pipeline_layout4 = #hal.pipeline.layout<constants = 6, bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_local
  util.global private @__hoisted_tensor_135xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_576b
    %c576 = arith.constant 576 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c576}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c576}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c576] : !util.buffer{%c576} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c576 : !stream.file -> !stream.resource<constant>{%c576} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c576}
    util.global.store %5, @__hoisted_tensor_135xf32 : !stream.resource<constant>
    util.return
  }
  hal.executable private @main$async_dispatch_0 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_0_elementwise_broadcast_D_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
        %c4096 = arith.constant 4096 : index
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %0 = arith.cmpi sle, %arg1, %c0 : index
        %1 = arith.subi %c0, %arg1 : index
        %2 = arith.subi %arg1, %c1 : index
        %3 = arith.select %0, %1, %2 : index
        %4 = arith.divsi %3, %c4096 : index
        %5 = arith.subi %c0, %4 : index
        %6 = arith.addi %4, %c1 : index
        %7 = arith.select %0, %5, %6 : index
        hal.return %7, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main$async_dispatch_0_elementwise_broadcast_D_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<15xf32>
          %1 = llvm.mlir.poison : vector<15xi64>
          %2 = llvm.mlir.poison : vector<15xi32>
          %3 = llvm.mlir.constant(15 : i64) : i64
          %4 = llvm.mlir.constant(14 : i64) : i64
          %5 = llvm.mlir.constant(13 : i64) : i64
          %6 = llvm.mlir.constant(12 : i64) : i64
          %7 = llvm.mlir.constant(11 : i64) : i64
          %8 = llvm.mlir.constant(10 : i64) : i64
          %9 = llvm.mlir.constant(9 : i64) : i64
          %10 = llvm.mlir.constant(8 : i64) : i64
          %11 = llvm.mlir.constant(7 : i64) : i64
          %12 = llvm.mlir.constant(6 : i64) : i64
          %13 = llvm.mlir.constant(5 : i64) : i64
          %14 = llvm.mlir.constant(4 : i64) : i64
          %15 = llvm.mlir.poison : vector<16xf32>
          %16 = llvm.mlir.constant(0 : i32) : i32
          %17 = llvm.mlir.poison : vector<16xi64>
          %18 = llvm.mlir.constant(64 : i64) : i64
          %19 = llvm.mlir.constant(true) : i1
          %20 = llvm.mlir.constant(1 : i64) : i64
          %21 = llvm.mlir.constant(3 : i64) : i64
          %22 = llvm.mlir.constant(2 : i64) : i64
          %23 = llvm.mlir.constant(-4096 : i64) : i64
          %24 = llvm.mlir.constant(-1 : i64) : i64
          %25 = llvm.mlir.constant(4096 : i64) : i64
          %26 = llvm.mlir.constant(2147483647 : i64) : i64
          %27 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]> : vector<15xi32>) : vector<15xi32>
          %28 = llvm.mlir.constant(dense<2> : vector<15xi64>) : vector<15xi64>
          %29 = llvm.mlir.constant(dense<2> : vector<16xi64>) : vector<16xi64>
          %30 = llvm.mlir.constant(dense<1.000000e+00> : vector<15xf32>) : vector<15xf32>
          %31 = llvm.mlir.constant(dense<0.000000e+00> : vector<15xf32>) : vector<15xf32>
          %32 = llvm.mlir.constant(dense<2.000000e+00> : vector<15xf32>) : vector<15xf32>
          %33 = llvm.mlir.constant(dense<3> : vector<15xi64>) : vector<15xi64>
          %34 = llvm.mlir.constant(dense<4> : vector<15xi64>) : vector<15xi64>
          %35 = llvm.mlir.constant(dense<1.000000e+00> : vector<16xf32>) : vector<16xf32>
          %36 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
          %37 = llvm.mlir.constant(dense<2.000000e+00> : vector<16xf32>) : vector<16xf32>
          %38 = llvm.mlir.constant(dense<3> : vector<16xi64>) : vector<16xi64>
          %39 = llvm.mlir.constant(dense<4> : vector<16xi64>) : vector<16xi64>
          %40 = llvm.mlir.constant(16 : i64) : i64
          %41 = llvm.mlir.constant(32 : i64) : i64
          %42 = llvm.mlir.constant(1.000000e+00 : f32) : f32
          %43 = llvm.mlir.constant(0 : i64) : i64
          %44 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %45 = llvm.extractvalue %44[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %46 = llvm.load %45 : !llvm.ptr -> i32
          %47 = llvm.getelementptr %45[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %48 = llvm.load %47 : !llvm.ptr -> i32
          %49 = llvm.getelementptr %45[2] : (!llvm.ptr) -> !llvm.ptr, i32
          %50 = llvm.load %49 : !llvm.ptr -> i32
          %51 = llvm.getelementptr %45[3] : (!llvm.ptr) -> !llvm.ptr, i32
          %52 = llvm.load %51 : !llvm.ptr -> i32
          %53 = llvm.getelementptr %45[4] : (!llvm.ptr) -> !llvm.ptr, i32
          %54 = llvm.load %53 : !llvm.ptr -> i32
          %55 = llvm.getelementptr %45[5] : (!llvm.ptr) -> !llvm.ptr, i32
          %56 = llvm.load %55 : !llvm.ptr -> i32
          %57 = llvm.getelementptr %45[6] : (!llvm.ptr) -> !llvm.ptr, i32
          %58 = llvm.load %57 : !llvm.ptr -> i32
          %59 = llvm.getelementptr %45[7] : (!llvm.ptr) -> !llvm.ptr, i32
          %60 = llvm.load %59 : !llvm.ptr -> i32
          %61 = llvm.zext %46 : i32 to i64
          %62 = llvm.zext %48 : i32 to i64
          %63 = llvm.shl %62, %41 : i64
          %64 = llvm.or %61, %63 : i64
          %65 = llvm.zext %50 : i32 to i64
          %66 = llvm.zext %52 : i32 to i64
          %67 = llvm.shl %66, %41 : i64
          %68 = llvm.or %65, %67 : i64
          %69 = llvm.zext %54 : i32 to i64
          %70 = llvm.zext %56 : i32 to i64
          %71 = llvm.shl %70, %41 : i64
          %72 = llvm.or %69, %71 : i64
          %73 = llvm.zext %58 : i32 to i64
          %74 = llvm.zext %60 : i32 to i64
          %75 = llvm.shl %74, %41 : i64
          %76 = llvm.or %73, %75 : i64
          %77 = llvm.extractvalue %44[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %78 = llvm.load %77 : !llvm.ptr -> !llvm.ptr
          %79 = llvm.mul %76, %22 : i64
          %80 = llvm.mul %79, %21 : i64
          llvm.intr.assume %19 ["align"(%78, %18 : !llvm.ptr, i64)] : i1
          %81 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %82 = llvm.extractvalue %81[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %83 = llvm.getelementptr %82[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %84 = llvm.load %83 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %19 ["align"(%84, %18 : !llvm.ptr, i64)] : i1
          %85 = llvm.sitofp %64 : i64 to f32
          %86 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %87 = llvm.extractvalue %86[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)> 
          %88 = llvm.zext %87 : i32 to i64
          %89 = llvm.mul %88, %25 overflow<nsw> : i64
          %90 = llvm.mul %88, %23 overflow<nsw> : i64
          %91 = llvm.add %90, %68 : i64
          %92 = llvm.intr.smin(%91, %25) : (i64, i64) -> i64
          %93 = llvm.icmp "slt" %92, %43 : i64
          %94 = llvm.sub %24, %92 : i64
          %95 = llvm.select %93, %94, %92 : i1, i64
          %96 = llvm.sdiv %95, %40 : i64
          %97 = llvm.sub %24, %96 : i64
          %98 = llvm.select %93, %97, %96 : i1, i64
          %99 = llvm.mul %98, %40 overflow<nsw> : i64
          %100 = llvm.intr.smax(%99, %43) : (i64, i64) -> i64
          llvm.br ^bb1(%43 : i64)
        ^bb1(%101: i64):  // 2 preds: ^bb0, ^bb2
          %102 = llvm.icmp "slt" %101, %100 : i64
          llvm.cond_br %102, ^bb2, ^bb3(%100 : i64)
        ^bb2:  // pred: ^bb1
          %103 = llvm.intr.stepvector : vector<16xi64>
          %104 = llvm.add %89, %101 : i64
          %105 = llvm.insertelement %104, %17[%16 : i32] : vector<16xi64>
          %106 = llvm.shufflevector %105, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %107 = llvm.add %106, %103 : vector<16xi64>
          %108 = llvm.srem %107, %39 : vector<16xi64>
          %109 = llvm.sdiv %107, %39 : vector<16xi64>
          %110 = llvm.insertelement %72, %17[%16 : i32] : vector<16xi64>
          %111 = llvm.shufflevector %110, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %112 = llvm.srem %109, %111 : vector<16xi64>
          %113 = llvm.sdiv %109, %111 : vector<16xi64>
          %114 = llvm.srem %113, %38 : vector<16xi64>
          %115 = llvm.sdiv %113, %38 : vector<16xi64>
          %116 = llvm.sitofp %112 : vector<16xi64> to vector<16xf32>
          %117 = llvm.fdiv %116, %37 : vector<16xf32>
          %118 = llvm.intr.floor(%117) : (vector<16xf32>) -> vector<16xf32>
          %119 = llvm.fsub %85, %42 fastmath<contract> : f32
          %120 = llvm.intr.maximum(%118, %36) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
          %121 = llvm.insertelement %119, %15[%16 : i32] : vector<16xf32>
          %122 = llvm.shufflevector %121, %15 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32> 
          %123 = llvm.intr.minimum(%120, %122) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
          %124 = llvm.fptosi %123 : vector<16xf32> to vector<16xi64>
          %125 = llvm.sitofp %108 : vector<16xi64> to vector<16xf32>
          %126 = llvm.fdiv %125, %37 : vector<16xf32>
          %127 = llvm.intr.floor(%126) : (vector<16xf32>) -> vector<16xf32>
          %128 = llvm.intr.maximum(%127, %36) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
          %129 = llvm.intr.minimum(%128, %35) : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
          %130 = llvm.fptosi %129 : vector<16xf32> to vector<16xi64>
          %131 = llvm.mul %115, %38 : vector<16xi64>
          %132 = llvm.add %114, %131 : vector<16xi64>
          %133 = llvm.insertelement %76, %17[%16 : i32] : vector<16xi64>
          %134 = llvm.shufflevector %133, %17 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %135 = llvm.mul %132, %134 : vector<16xi64>
          %136 = llvm.add %124, %135 : vector<16xi64>
          %137 = llvm.mul %136, %29 : vector<16xi64>
          %138 = llvm.add %130, %137 : vector<16xi64>
          %139 = llvm.extractelement %138[%43 : i64] : vector<16xi64>
          %140 = llvm.mul %80, %43 : i64
          %141 = llvm.mul %79, %43 : i64
          %142 = llvm.add %140, %141 : i64
          %143 = llvm.mul %43, %22 : i64
          %144 = llvm.add %142, %143 : i64
          %145 = llvm.add %144, %139 : i64
          %146 = llvm.getelementptr %78[%145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %147 = llvm.load %146 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %148 = llvm.extractelement %147[%43 : i64] : vector<1xf32>
          %149 = llvm.extractelement %138[%20 : i64] : vector<16xi64>
          %150 = llvm.add %144, %149 : i64
          %151 = llvm.getelementptr %78[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %152 = llvm.load %151 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %153 = llvm.extractelement %152[%43 : i64] : vector<1xf32>
          %154 = llvm.extractelement %138[%22 : i64] : vector<16xi64>
          %155 = llvm.add %144, %154 : i64
          %156 = llvm.getelementptr %78[%155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %157 = llvm.load %156 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %158 = llvm.extractelement %157[%43 : i64] : vector<1xf32>
          %159 = llvm.extractelement %138[%21 : i64] : vector<16xi64>
          %160 = llvm.add %144, %159 : i64
          %161 = llvm.getelementptr %78[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %162 = llvm.load %161 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %163 = llvm.extractelement %162[%43 : i64] : vector<1xf32>
          %164 = llvm.extractelement %138[%14 : i64] : vector<16xi64>
          %165 = llvm.add %144, %164 : i64
          %166 = llvm.getelementptr %78[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %167 = llvm.load %166 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %168 = llvm.extractelement %167[%43 : i64] : vector<1xf32>
          %169 = llvm.extractelement %138[%13 : i64] : vector<16xi64>
          %170 = llvm.add %144, %169 : i64
          %171 = llvm.getelementptr %78[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %172 = llvm.load %171 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %173 = llvm.extractelement %172[%43 : i64] : vector<1xf32>
          %174 = llvm.extractelement %138[%12 : i64] : vector<16xi64>
          %175 = llvm.add %144, %174 : i64
          %176 = llvm.getelementptr %78[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %177 = llvm.load %176 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %178 = llvm.extractelement %177[%43 : i64] : vector<1xf32>
          %179 = llvm.extractelement %138[%11 : i64] : vector<16xi64>
          %180 = llvm.add %144, %179 : i64
          %181 = llvm.getelementptr %78[%180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %182 = llvm.load %181 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %183 = llvm.extractelement %182[%43 : i64] : vector<1xf32>
          %184 = llvm.extractelement %138[%10 : i64] : vector<16xi64>
          %185 = llvm.add %144, %184 : i64
          %186 = llvm.getelementptr %78[%185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %187 = llvm.load %186 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %188 = llvm.extractelement %187[%43 : i64] : vector<1xf32>
          %189 = llvm.extractelement %138[%9 : i64] : vector<16xi64>
          %190 = llvm.add %144, %189 : i64
          %191 = llvm.getelementptr %78[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %192 = llvm.load %191 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %193 = llvm.extractelement %192[%43 : i64] : vector<1xf32>
          %194 = llvm.extractelement %138[%8 : i64] : vector<16xi64>
          %195 = llvm.add %144, %194 : i64
          %196 = llvm.getelementptr %78[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %197 = llvm.load %196 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %198 = llvm.extractelement %197[%43 : i64] : vector<1xf32>
          %199 = llvm.extractelement %138[%7 : i64] : vector<16xi64>
          %200 = llvm.add %144, %199 : i64
          %201 = llvm.getelementptr %78[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %202 = llvm.load %201 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %203 = llvm.extractelement %202[%43 : i64] : vector<1xf32>
          %204 = llvm.extractelement %138[%6 : i64] : vector<16xi64>
          %205 = llvm.add %144, %204 : i64
          %206 = llvm.getelementptr %78[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %207 = llvm.load %206 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %208 = llvm.extractelement %207[%43 : i64] : vector<1xf32>
          %209 = llvm.extractelement %138[%5 : i64] : vector<16xi64>
          %210 = llvm.add %144, %209 : i64
          %211 = llvm.getelementptr %78[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %212 = llvm.load %211 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %213 = llvm.extractelement %212[%43 : i64] : vector<1xf32>
          %214 = llvm.extractelement %138[%4 : i64] : vector<16xi64>
          %215 = llvm.add %144, %214 : i64
          %216 = llvm.getelementptr %78[%215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %217 = llvm.load %216 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %218 = llvm.extractelement %217[%43 : i64] : vector<1xf32>
          %219 = llvm.extractelement %138[%3 : i64] : vector<16xi64>
          %220 = llvm.add %144, %219 : i64
          %221 = llvm.getelementptr %78[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %222 = llvm.load %221 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %223 = llvm.extractelement %222[%43 : i64] : vector<1xf32>
          %224 = llvm.insertelement %148, %15[%43 : i64] : vector<16xf32>
          %225 = llvm.insertelement %153, %224[%20 : i64] : vector<16xf32>
          %226 = llvm.insertelement %158, %225[%22 : i64] : vector<16xf32>
          %227 = llvm.insertelement %163, %226[%21 : i64] : vector<16xf32>
          %228 = llvm.insertelement %168, %227[%14 : i64] : vector<16xf32>
          %229 = llvm.insertelement %173, %228[%13 : i64] : vector<16xf32>
          %230 = llvm.insertelement %178, %229[%12 : i64] : vector<16xf32>
          %231 = llvm.insertelement %183, %230[%11 : i64] : vector<16xf32>
          %232 = llvm.insertelement %188, %231[%10 : i64] : vector<16xf32>
          %233 = llvm.insertelement %193, %232[%9 : i64] : vector<16xf32>
          %234 = llvm.insertelement %198, %233[%8 : i64] : vector<16xf32>
          %235 = llvm.insertelement %203, %234[%7 : i64] : vector<16xf32>
          %236 = llvm.insertelement %208, %235[%6 : i64] : vector<16xf32>
          %237 = llvm.insertelement %213, %236[%5 : i64] : vector<16xf32>
          %238 = llvm.insertelement %218, %237[%4 : i64] : vector<16xf32>
          %239 = llvm.insertelement %223, %238[%3 : i64] : vector<16xf32>
          %240 = llvm.getelementptr %84[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %239, %240 <alignment = 4> : vector<16xf32>, !llvm.ptr
          %241 = llvm.add %101, %40 : i64
          llvm.br ^bb1(%241 : i64)
        ^bb3(%242: i64):  // 2 preds: ^bb1, ^bb34
          %243 = llvm.icmp "slt" %242, %92 : i64
          llvm.cond_br %243, ^bb4, ^bb35
        ^bb4:  // pred: ^bb3
          %244 = llvm.sub %92, %242 : i64
          %245 = llvm.intr.smin(%244, %26) : (i64, i64) -> i64
          %246 = llvm.trunc %245 : i64 to i32
          %247 = llvm.insertelement %246, %2[%16 : i32] : vector<15xi32>
          %248 = llvm.shufflevector %247, %2 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi32> 
          %249 = llvm.icmp "sgt" %248, %27 : vector<15xi32>
          %250 = llvm.intr.stepvector : vector<15xi64>
          %251 = llvm.add %89, %242 : i64
          %252 = llvm.insertelement %251, %1[%16 : i32] : vector<15xi64>
          %253 = llvm.shufflevector %252, %1 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi64> 
          %254 = llvm.add %253, %250 : vector<15xi64>
          %255 = llvm.srem %254, %34 : vector<15xi64>
          %256 = llvm.sdiv %254, %34 : vector<15xi64>
          %257 = llvm.insertelement %72, %1[%16 : i32] : vector<15xi64>
          %258 = llvm.shufflevector %257, %1 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi64> 
          %259 = llvm.srem %256, %258 : vector<15xi64>
          %260 = llvm.sdiv %256, %258 : vector<15xi64>
          %261 = llvm.srem %260, %33 : vector<15xi64>
          %262 = llvm.sdiv %260, %33 : vector<15xi64>
          %263 = llvm.sitofp %259 : vector<15xi64> to vector<15xf32>
          %264 = llvm.fdiv %263, %32 : vector<15xf32>
          %265 = llvm.intr.floor(%264) : (vector<15xf32>) -> vector<15xf32>
          %266 = llvm.fsub %85, %42 fastmath<contract> : f32
          %267 = llvm.intr.maximum(%265, %31) : (vector<15xf32>, vector<15xf32>) -> vector<15xf32>
          %268 = llvm.insertelement %266, %0[%16 : i32] : vector<15xf32>
          %269 = llvm.shufflevector %268, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xf32> 
          %270 = llvm.intr.minimum(%267, %269) : (vector<15xf32>, vector<15xf32>) -> vector<15xf32>
          %271 = llvm.fptosi %270 : vector<15xf32> to vector<15xi64>
          %272 = llvm.sitofp %255 : vector<15xi64> to vector<15xf32>
          %273 = llvm.fdiv %272, %32 : vector<15xf32>
          %274 = llvm.intr.floor(%273) : (vector<15xf32>) -> vector<15xf32>
          %275 = llvm.intr.maximum(%274, %31) : (vector<15xf32>, vector<15xf32>) -> vector<15xf32>
          %276 = llvm.intr.minimum(%275, %30) : (vector<15xf32>, vector<15xf32>) -> vector<15xf32>
          %277 = llvm.fptosi %276 : vector<15xf32> to vector<15xi64>
          %278 = llvm.mul %262, %33 : vector<15xi64>
          %279 = llvm.add %261, %278 : vector<15xi64>
          %280 = llvm.insertelement %76, %1[%16 : i32] : vector<15xi64>
          %281 = llvm.shufflevector %280, %1 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi64> 
          %282 = llvm.mul %279, %281 : vector<15xi64>
          %283 = llvm.add %271, %282 : vector<15xi64>
          %284 = llvm.mul %283, %28 : vector<15xi64>
          %285 = llvm.add %277, %284 : vector<15xi64>
          %286 = llvm.extractelement %249[%43 : i64] : vector<15xi1>
          %287 = llvm.extractelement %285[%43 : i64] : vector<15xi64>
          llvm.cond_br %286, ^bb5, ^bb6(%31 : vector<15xf32>)
        ^bb5:  // pred: ^bb4
          %288 = llvm.mul %80, %43 : i64
          %289 = llvm.mul %79, %43 : i64
          %290 = llvm.add %288, %289 : i64
          %291 = llvm.mul %43, %22 : i64
          %292 = llvm.add %290, %291 : i64
          %293 = llvm.add %292, %287 : i64
          %294 = llvm.getelementptr %78[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %295 = llvm.load %294 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %296 = llvm.extractelement %295[%43 : i64] : vector<1xf32>
          %297 = llvm.insertelement %296, %31[%43 : i64] : vector<15xf32>
          llvm.br ^bb6(%297 : vector<15xf32>)
        ^bb6(%298: vector<15xf32>):  // 2 preds: ^bb4, ^bb5
          %299 = llvm.extractelement %249[%20 : i64] : vector<15xi1>
          %300 = llvm.extractelement %285[%20 : i64] : vector<15xi64>
          llvm.cond_br %299, ^bb7, ^bb8(%298 : vector<15xf32>)
        ^bb7:  // pred: ^bb6
          %301 = llvm.mul %80, %43 : i64
          %302 = llvm.mul %79, %43 : i64
          %303 = llvm.add %301, %302 : i64
          %304 = llvm.mul %43, %22 : i64
          %305 = llvm.add %303, %304 : i64
          %306 = llvm.add %305, %300 : i64
          %307 = llvm.getelementptr %78[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %308 = llvm.load %307 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %309 = llvm.extractelement %308[%43 : i64] : vector<1xf32>
          %310 = llvm.insertelement %309, %298[%20 : i64] : vector<15xf32>
          llvm.br ^bb8(%310 : vector<15xf32>)
        ^bb8(%311: vector<15xf32>):  // 2 preds: ^bb6, ^bb7
          %312 = llvm.extractelement %249[%22 : i64] : vector<15xi1>
          %313 = llvm.extractelement %285[%22 : i64] : vector<15xi64>
          llvm.cond_br %312, ^bb9, ^bb10(%311 : vector<15xf32>)
        ^bb9:  // pred: ^bb8
          %314 = llvm.mul %80, %43 : i64
          %315 = llvm.mul %79, %43 : i64
          %316 = llvm.add %314, %315 : i64
          %317 = llvm.mul %43, %22 : i64
          %318 = llvm.add %316, %317 : i64
          %319 = llvm.add %318, %313 : i64
          %320 = llvm.getelementptr %78[%319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %321 = llvm.load %320 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %322 = llvm.extractelement %321[%43 : i64] : vector<1xf32>
          %323 = llvm.insertelement %322, %311[%22 : i64] : vector<15xf32>
          llvm.br ^bb10(%323 : vector<15xf32>)
        ^bb10(%324: vector<15xf32>):  // 2 preds: ^bb8, ^bb9
          %325 = llvm.extractelement %249[%21 : i64] : vector<15xi1>
          %326 = llvm.extractelement %285[%21 : i64] : vector<15xi64>
          llvm.cond_br %325, ^bb11, ^bb12(%324 : vector<15xf32>)
        ^bb11:  // pred: ^bb10
          %327 = llvm.mul %80, %43 : i64
          %328 = llvm.mul %79, %43 : i64
          %329 = llvm.add %327, %328 : i64
          %330 = llvm.mul %43, %22 : i64
          %331 = llvm.add %329, %330 : i64
          %332 = llvm.add %331, %326 : i64
          %333 = llvm.getelementptr %78[%332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %334 = llvm.load %333 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %335 = llvm.extractelement %334[%43 : i64] : vector<1xf32>
          %336 = llvm.insertelement %335, %324[%21 : i64] : vector<15xf32>
          llvm.br ^bb12(%336 : vector<15xf32>)
        ^bb12(%337: vector<15xf32>):  // 2 preds: ^bb10, ^bb11
          %338 = llvm.extractelement %249[%14 : i64] : vector<15xi1>
          %339 = llvm.extractelement %285[%14 : i64] : vector<15xi64>
          llvm.cond_br %338, ^bb13, ^bb14(%337 : vector<15xf32>)
        ^bb13:  // pred: ^bb12
          %340 = llvm.mul %80, %43 : i64
          %341 = llvm.mul %79, %43 : i64
          %342 = llvm.add %340, %341 : i64
          %343 = llvm.mul %43, %22 : i64
          %344 = llvm.add %342, %343 : i64
          %345 = llvm.add %344, %339 : i64
          %346 = llvm.getelementptr %78[%345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %347 = llvm.load %346 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %348 = llvm.extractelement %347[%43 : i64] : vector<1xf32>
          %349 = llvm.insertelement %348, %337[%14 : i64] : vector<15xf32>
          llvm.br ^bb14(%349 : vector<15xf32>)
        ^bb14(%350: vector<15xf32>):  // 2 preds: ^bb12, ^bb13
          %351 = llvm.extractelement %249[%13 : i64] : vector<15xi1>
          %352 = llvm.extractelement %285[%13 : i64] : vector<15xi64>
          llvm.cond_br %351, ^bb15, ^bb16(%350 : vector<15xf32>)
        ^bb15:  // pred: ^bb14
          %353 = llvm.mul %80, %43 : i64
          %354 = llvm.mul %79, %43 : i64
          %355 = llvm.add %353, %354 : i64
          %356 = llvm.mul %43, %22 : i64
          %357 = llvm.add %355, %356 : i64
          %358 = llvm.add %357, %352 : i64
          %359 = llvm.getelementptr %78[%358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %360 = llvm.load %359 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %361 = llvm.extractelement %360[%43 : i64] : vector<1xf32>
          %362 = llvm.insertelement %361, %350[%13 : i64] : vector<15xf32>
          llvm.br ^bb16(%362 : vector<15xf32>)
        ^bb16(%363: vector<15xf32>):  // 2 preds: ^bb14, ^bb15
          %364 = llvm.extractelement %249[%12 : i64] : vector<15xi1>
          %365 = llvm.extractelement %285[%12 : i64] : vector<15xi64>
          llvm.cond_br %364, ^bb17, ^bb18(%363 : vector<15xf32>)
        ^bb17:  // pred: ^bb16
          %366 = llvm.mul %80, %43 : i64
          %367 = llvm.mul %79, %43 : i64
          %368 = llvm.add %366, %367 : i64
          %369 = llvm.mul %43, %22 : i64
          %370 = llvm.add %368, %369 : i64
          %371 = llvm.add %370, %365 : i64
          %372 = llvm.getelementptr %78[%371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %373 = llvm.load %372 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %374 = llvm.extractelement %373[%43 : i64] : vector<1xf32>
          %375 = llvm.insertelement %374, %363[%12 : i64] : vector<15xf32>
          llvm.br ^bb18(%375 : vector<15xf32>)
        ^bb18(%376: vector<15xf32>):  // 2 preds: ^bb16, ^bb17
          %377 = llvm.extractelement %249[%11 : i64] : vector<15xi1>
          %378 = llvm.extractelement %285[%11 : i64] : vector<15xi64>
          llvm.cond_br %377, ^bb19, ^bb20(%376 : vector<15xf32>)
        ^bb19:  // pred: ^bb18
          %379 = llvm.mul %80, %43 : i64
          %380 = llvm.mul %79, %43 : i64
          %381 = llvm.add %379, %380 : i64
          %382 = llvm.mul %43, %22 : i64
          %383 = llvm.add %381, %382 : i64
          %384 = llvm.add %383, %378 : i64
          %385 = llvm.getelementptr %78[%384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %386 = llvm.load %385 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %387 = llvm.extractelement %386[%43 : i64] : vector<1xf32>
          %388 = llvm.insertelement %387, %376[%11 : i64] : vector<15xf32>
          llvm.br ^bb20(%388 : vector<15xf32>)
        ^bb20(%389: vector<15xf32>):  // 2 preds: ^bb18, ^bb19
          %390 = llvm.extractelement %249[%10 : i64] : vector<15xi1>
          %391 = llvm.extractelement %285[%10 : i64] : vector<15xi64>
          llvm.cond_br %390, ^bb21, ^bb22(%389 : vector<15xf32>)
        ^bb21:  // pred: ^bb20
          %392 = llvm.mul %80, %43 : i64
          %393 = llvm.mul %79, %43 : i64
          %394 = llvm.add %392, %393 : i64
          %395 = llvm.mul %43, %22 : i64
          %396 = llvm.add %394, %395 : i64
          %397 = llvm.add %396, %391 : i64
          %398 = llvm.getelementptr %78[%397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %399 = llvm.load %398 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %400 = llvm.extractelement %399[%43 : i64] : vector<1xf32>
          %401 = llvm.insertelement %400, %389[%10 : i64] : vector<15xf32>
          llvm.br ^bb22(%401 : vector<15xf32>)
        ^bb22(%402: vector<15xf32>):  // 2 preds: ^bb20, ^bb21
          %403 = llvm.extractelement %249[%9 : i64] : vector<15xi1>
          %404 = llvm.extractelement %285[%9 : i64] : vector<15xi64>
          llvm.cond_br %403, ^bb23, ^bb24(%402 : vector<15xf32>)
        ^bb23:  // pred: ^bb22
          %405 = llvm.mul %80, %43 : i64
          %406 = llvm.mul %79, %43 : i64
          %407 = llvm.add %405, %406 : i64
          %408 = llvm.mul %43, %22 : i64
          %409 = llvm.add %407, %408 : i64
          %410 = llvm.add %409, %404 : i64
          %411 = llvm.getelementptr %78[%410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %412 = llvm.load %411 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %413 = llvm.extractelement %412[%43 : i64] : vector<1xf32>
          %414 = llvm.insertelement %413, %402[%9 : i64] : vector<15xf32>
          llvm.br ^bb24(%414 : vector<15xf32>)
        ^bb24(%415: vector<15xf32>):  // 2 preds: ^bb22, ^bb23
          %416 = llvm.extractelement %249[%8 : i64] : vector<15xi1>
          %417 = llvm.extractelement %285[%8 : i64] : vector<15xi64>
          llvm.cond_br %416, ^bb25, ^bb26(%415 : vector<15xf32>)
        ^bb25:  // pred: ^bb24
          %418 = llvm.mul %80, %43 : i64
          %419 = llvm.mul %79, %43 : i64
          %420 = llvm.add %418, %419 : i64
          %421 = llvm.mul %43, %22 : i64
          %422 = llvm.add %420, %421 : i64
          %423 = llvm.add %422, %417 : i64
          %424 = llvm.getelementptr %78[%423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %425 = llvm.load %424 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %426 = llvm.extractelement %425[%43 : i64] : vector<1xf32>
          %427 = llvm.insertelement %426, %415[%8 : i64] : vector<15xf32>
          llvm.br ^bb26(%427 : vector<15xf32>)
        ^bb26(%428: vector<15xf32>):  // 2 preds: ^bb24, ^bb25
          %429 = llvm.extractelement %249[%7 : i64] : vector<15xi1>
          %430 = llvm.extractelement %285[%7 : i64] : vector<15xi64>
          llvm.cond_br %429, ^bb27, ^bb28(%428 : vector<15xf32>)
        ^bb27:  // pred: ^bb26
          %431 = llvm.mul %80, %43 : i64
          %432 = llvm.mul %79, %43 : i64
          %433 = llvm.add %431, %432 : i64
          %434 = llvm.mul %43, %22 : i64
          %435 = llvm.add %433, %434 : i64
          %436 = llvm.add %435, %430 : i64
          %437 = llvm.getelementptr %78[%436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %438 = llvm.load %437 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %439 = llvm.extractelement %438[%43 : i64] : vector<1xf32>
          %440 = llvm.insertelement %439, %428[%7 : i64] : vector<15xf32>
          llvm.br ^bb28(%440 : vector<15xf32>)
        ^bb28(%441: vector<15xf32>):  // 2 preds: ^bb26, ^bb27
          %442 = llvm.extractelement %249[%6 : i64] : vector<15xi1>
          %443 = llvm.extractelement %285[%6 : i64] : vector<15xi64>
          llvm.cond_br %442, ^bb29, ^bb30(%441 : vector<15xf32>)
        ^bb29:  // pred: ^bb28
          %444 = llvm.mul %80, %43 : i64
          %445 = llvm.mul %79, %43 : i64
          %446 = llvm.add %444, %445 : i64
          %447 = llvm.mul %43, %22 : i64
          %448 = llvm.add %446, %447 : i64
          %449 = llvm.add %448, %443 : i64
          %450 = llvm.getelementptr %78[%449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %451 = llvm.load %450 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %452 = llvm.extractelement %451[%43 : i64] : vector<1xf32>
          %453 = llvm.insertelement %452, %441[%6 : i64] : vector<15xf32>
          llvm.br ^bb30(%453 : vector<15xf32>)
        ^bb30(%454: vector<15xf32>):  // 2 preds: ^bb28, ^bb29
          %455 = llvm.extractelement %249[%5 : i64] : vector<15xi1>
          %456 = llvm.extractelement %285[%5 : i64] : vector<15xi64>
          llvm.cond_br %455, ^bb31, ^bb32(%454 : vector<15xf32>)
        ^bb31:  // pred: ^bb30
          %457 = llvm.mul %80, %43 : i64
          %458 = llvm.mul %79, %43 : i64
          %459 = llvm.add %457, %458 : i64
          %460 = llvm.mul %43, %22 : i64
          %461 = llvm.add %459, %460 : i64
          %462 = llvm.add %461, %456 : i64
          %463 = llvm.getelementptr %78[%462] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %464 = llvm.load %463 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %465 = llvm.extractelement %464[%43 : i64] : vector<1xf32>
          %466 = llvm.insertelement %465, %454[%5 : i64] : vector<15xf32>
          llvm.br ^bb32(%466 : vector<15xf32>)
        ^bb32(%467: vector<15xf32>):  // 2 preds: ^bb30, ^bb31
          %468 = llvm.extractelement %249[%4 : i64] : vector<15xi1>
          %469 = llvm.extractelement %285[%4 : i64] : vector<15xi64>
          llvm.cond_br %468, ^bb33, ^bb34(%467 : vector<15xf32>)
        ^bb33:  // pred: ^bb32
          %470 = llvm.mul %80, %43 : i64
          %471 = llvm.mul %79, %43 : i64
          %472 = llvm.add %470, %471 : i64
          %473 = llvm.mul %43, %22 : i64
          %474 = llvm.add %472, %473 : i64
          %475 = llvm.add %474, %469 : i64
          %476 = llvm.getelementptr %78[%475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %477 = llvm.load %476 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %478 = llvm.extractelement %477[%43 : i64] : vector<1xf32>
          %479 = llvm.insertelement %478, %467[%4 : i64] : vector<15xf32>
          llvm.br ^bb34(%479 : vector<15xf32>)
        ^bb34(%480: vector<15xf32>):  // 2 preds: ^bb32, ^bb33
          %481 = llvm.getelementptr %84[%251] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.intr.masked.store(%480, %481, %249), alignment(4) : vector<15xf32>, vector<15xi1> into !llvm.ptr
          %482 = llvm.add %242, %40 : i64
          llvm.br ^bb3(%482 : i64)
        ^bb35:  // pred: ^bb3
          llvm.return %16 : i32
        }
      }
    }
  }
  hal.executable private @main$async_dispatch_1 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_1_elementwise_broadcast_D_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
        %c4096 = arith.constant 4096 : index
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %0 = arith.cmpi sle, %arg1, %c0 : index
        %1 = arith.subi %c0, %arg1 : index
        %2 = arith.subi %arg1, %c1 : index
        %3 = arith.select %0, %1, %2 : index
        %4 = arith.divsi %3, %c4096 : index
        %5 = arith.subi %c0, %4 : index
        %6 = arith.addi %4, %c1 : index
        %7 = arith.select %0, %5, %6 : index
        hal.return %7, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main$async_dispatch_1_elementwise_broadcast_D_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.poison : vector<15xi64>
          %1 = llvm.mlir.poison : vector<15xi32>
          %2 = llvm.mlir.poison : vector<16xf32>
          %3 = llvm.mlir.constant(15 : i64) : i64
          %4 = llvm.mlir.constant(14 : i64) : i64
          %5 = llvm.mlir.constant(13 : i64) : i64
          %6 = llvm.mlir.constant(12 : i64) : i64
          %7 = llvm.mlir.constant(11 : i64) : i64
          %8 = llvm.mlir.constant(10 : i64) : i64
          %9 = llvm.mlir.constant(9 : i64) : i64
          %10 = llvm.mlir.constant(8 : i64) : i64
          %11 = llvm.mlir.constant(7 : i64) : i64
          %12 = llvm.mlir.constant(6 : i64) : i64
          %13 = llvm.mlir.constant(5 : i64) : i64
          %14 = llvm.mlir.constant(0 : i32) : i32
          %15 = llvm.mlir.poison : vector<16xi64>
          %16 = llvm.mlir.constant(64 : i64) : i64
          %17 = llvm.mlir.constant(true) : i1
          %18 = llvm.mlir.constant(1 : i64) : i64
          %19 = llvm.mlir.constant(4 : i64) : i64
          %20 = llvm.mlir.constant(3 : i64) : i64
          %21 = llvm.mlir.constant(2 : i64) : i64
          %22 = llvm.mlir.constant(-4096 : i64) : i64
          %23 = llvm.mlir.constant(-1 : i64) : i64
          %24 = llvm.mlir.constant(4096 : i64) : i64
          %25 = llvm.mlir.constant(2147483647 : i64) : i64
          %26 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]> : vector<15xi32>) : vector<15xi32>
          %27 = llvm.mlir.constant(dense<0.000000e+00> : vector<15xf32>) : vector<15xf32>
          %28 = llvm.mlir.constant(dense<3> : vector<15xi64>) : vector<15xi64>
          %29 = llvm.mlir.constant(dense<4> : vector<15xi64>) : vector<15xi64>
          %30 = llvm.mlir.constant(dense<3> : vector<16xi64>) : vector<16xi64>
          %31 = llvm.mlir.constant(dense<4> : vector<16xi64>) : vector<16xi64>
          %32 = llvm.mlir.constant(16 : i64) : i64
          %33 = llvm.mlir.constant(32 : i64) : i64
          %34 = llvm.mlir.constant(0 : i64) : i64
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %37 = llvm.load %36 : !llvm.ptr -> i32
          %38 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %39 = llvm.load %38 : !llvm.ptr -> i32
          %40 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, i32
          %41 = llvm.load %40 : !llvm.ptr -> i32
          %42 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, i32
          %43 = llvm.load %42 : !llvm.ptr -> i32
          %44 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, i32
          %45 = llvm.load %44 : !llvm.ptr -> i32
          %46 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, i32
          %47 = llvm.load %46 : !llvm.ptr -> i32
          %48 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, i32
          %49 = llvm.load %48 : !llvm.ptr -> i32
          %50 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, i32
          %51 = llvm.load %50 : !llvm.ptr -> i32
          %52 = llvm.zext %37 : i32 to i64
          %53 = llvm.zext %39 : i32 to i64
          %54 = llvm.shl %53, %33 : i64
          %55 = llvm.or %52, %54 : i64
          %56 = llvm.zext %41 : i32 to i64
          %57 = llvm.zext %43 : i32 to i64
          %58 = llvm.shl %57, %33 : i64
          %59 = llvm.or %56, %58 : i64
          %60 = llvm.zext %45 : i32 to i64
          %61 = llvm.zext %47 : i32 to i64
          %62 = llvm.shl %61, %33 : i64
          %63 = llvm.or %60, %62 : i64
          %64 = llvm.zext %49 : i32 to i64
          %65 = llvm.zext %51 : i32 to i64
          %66 = llvm.shl %65, %33 : i64
          %67 = llvm.or %64, %66 : i64
          %68 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %69 = llvm.load %68 : !llvm.ptr -> !llvm.ptr
          %70 = llvm.mul %63, %19 : i64
          %71 = llvm.mul %70, %20 : i64
          llvm.intr.assume %17 ["align"(%69, %16 : !llvm.ptr, i64)] : i1
          %72 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %73 = llvm.extractvalue %72[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %74 = llvm.getelementptr %73[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %75 = llvm.load %74 : !llvm.ptr -> !llvm.ptr
          %76 = llvm.getelementptr %75[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %17 ["align"(%76, %16 : !llvm.ptr, i64)] : i1
          %77 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %78 = llvm.extractvalue %77[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)> 
          %79 = llvm.zext %78 : i32 to i64
          %80 = llvm.mul %79, %24 overflow<nsw> : i64
          %81 = llvm.mul %79, %22 overflow<nsw> : i64
          %82 = llvm.add %81, %59 : i64
          %83 = llvm.intr.smin(%82, %24) : (i64, i64) -> i64
          %84 = llvm.icmp "slt" %83, %34 : i64
          %85 = llvm.sub %23, %83 : i64
          %86 = llvm.select %84, %85, %83 : i1, i64
          %87 = llvm.sdiv %86, %32 : i64
          %88 = llvm.sub %23, %87 : i64
          %89 = llvm.select %84, %88, %87 : i1, i64
          %90 = llvm.mul %89, %32 overflow<nsw> : i64
          %91 = llvm.intr.smax(%90, %34) : (i64, i64) -> i64
          llvm.br ^bb1(%34 : i64)
        ^bb1(%92: i64):  // 2 preds: ^bb0, ^bb2
          %93 = llvm.icmp "slt" %92, %91 : i64
          llvm.cond_br %93, ^bb2, ^bb3(%91 : i64)
        ^bb2:  // pred: ^bb1
          %94 = llvm.intr.stepvector : vector<16xi64>
          %95 = llvm.add %80, %92 : i64
          %96 = llvm.insertelement %95, %15[%14 : i32] : vector<16xi64>
          %97 = llvm.shufflevector %96, %15 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %98 = llvm.add %97, %94 : vector<16xi64>
          %99 = llvm.insertelement %63, %15[%14 : i32] : vector<16xi64>
          %100 = llvm.shufflevector %99, %15 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %101 = llvm.srem %98, %100 : vector<16xi64>
          %102 = llvm.sdiv %98, %100 : vector<16xi64>
          %103 = llvm.srem %102, %31 : vector<16xi64>
          %104 = llvm.sdiv %102, %31 : vector<16xi64>
          %105 = llvm.srem %104, %30 : vector<16xi64>
          %106 = llvm.sdiv %104, %30 : vector<16xi64>
          %107 = llvm.insertelement %67, %15[%14 : i32] : vector<16xi64>
          %108 = llvm.shufflevector %107, %15 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %109 = llvm.sub %108, %101 : vector<16xi64>
          %110 = llvm.mul %106, %30 : vector<16xi64>
          %111 = llvm.add %105, %110 : vector<16xi64>
          %112 = llvm.mul %111, %100 : vector<16xi64>
          %113 = llvm.add %109, %112 : vector<16xi64>
          %114 = llvm.mul %113, %31 : vector<16xi64>
          %115 = llvm.add %103, %114 : vector<16xi64>
          %116 = llvm.extractelement %115[%34 : i64] : vector<16xi64>
          %117 = llvm.mul %71, %34 : i64
          %118 = llvm.mul %70, %34 : i64
          %119 = llvm.add %117, %118 : i64
          %120 = llvm.mul %34, %19 : i64
          %121 = llvm.add %119, %120 : i64
          %122 = llvm.add %121, %116 : i64
          %123 = llvm.getelementptr %69[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %124 = llvm.load %123 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %125 = llvm.extractelement %124[%34 : i64] : vector<1xf32>
          %126 = llvm.extractelement %115[%18 : i64] : vector<16xi64>
          %127 = llvm.add %121, %126 : i64
          %128 = llvm.getelementptr %69[%127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %129 = llvm.load %128 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %130 = llvm.extractelement %129[%34 : i64] : vector<1xf32>
          %131 = llvm.extractelement %115[%21 : i64] : vector<16xi64>
          %132 = llvm.add %121, %131 : i64
          %133 = llvm.getelementptr %69[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %134 = llvm.load %133 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %135 = llvm.extractelement %134[%34 : i64] : vector<1xf32>
          %136 = llvm.extractelement %115[%20 : i64] : vector<16xi64>
          %137 = llvm.add %121, %136 : i64
          %138 = llvm.getelementptr %69[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %139 = llvm.load %138 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %140 = llvm.extractelement %139[%34 : i64] : vector<1xf32>
          %141 = llvm.extractelement %115[%19 : i64] : vector<16xi64>
          %142 = llvm.add %121, %141 : i64
          %143 = llvm.getelementptr %69[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %144 = llvm.load %143 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %145 = llvm.extractelement %144[%34 : i64] : vector<1xf32>
          %146 = llvm.extractelement %115[%13 : i64] : vector<16xi64>
          %147 = llvm.add %121, %146 : i64
          %148 = llvm.getelementptr %69[%147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %149 = llvm.load %148 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %150 = llvm.extractelement %149[%34 : i64] : vector<1xf32>
          %151 = llvm.extractelement %115[%12 : i64] : vector<16xi64>
          %152 = llvm.add %121, %151 : i64
          %153 = llvm.getelementptr %69[%152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %154 = llvm.load %153 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %155 = llvm.extractelement %154[%34 : i64] : vector<1xf32>
          %156 = llvm.extractelement %115[%11 : i64] : vector<16xi64>
          %157 = llvm.add %121, %156 : i64
          %158 = llvm.getelementptr %69[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %159 = llvm.load %158 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %160 = llvm.extractelement %159[%34 : i64] : vector<1xf32>
          %161 = llvm.extractelement %115[%10 : i64] : vector<16xi64>
          %162 = llvm.add %121, %161 : i64
          %163 = llvm.getelementptr %69[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %164 = llvm.load %163 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %165 = llvm.extractelement %164[%34 : i64] : vector<1xf32>
          %166 = llvm.extractelement %115[%9 : i64] : vector<16xi64>
          %167 = llvm.add %121, %166 : i64
          %168 = llvm.getelementptr %69[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %169 = llvm.load %168 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %170 = llvm.extractelement %169[%34 : i64] : vector<1xf32>
          %171 = llvm.extractelement %115[%8 : i64] : vector<16xi64>
          %172 = llvm.add %121, %171 : i64
          %173 = llvm.getelementptr %69[%172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %174 = llvm.load %173 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %175 = llvm.extractelement %174[%34 : i64] : vector<1xf32>
          %176 = llvm.extractelement %115[%7 : i64] : vector<16xi64>
          %177 = llvm.add %121, %176 : i64
          %178 = llvm.getelementptr %69[%177] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %179 = llvm.load %178 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %180 = llvm.extractelement %179[%34 : i64] : vector<1xf32>
          %181 = llvm.extractelement %115[%6 : i64] : vector<16xi64>
          %182 = llvm.add %121, %181 : i64
          %183 = llvm.getelementptr %69[%182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %184 = llvm.load %183 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %185 = llvm.extractelement %184[%34 : i64] : vector<1xf32>
          %186 = llvm.extractelement %115[%5 : i64] : vector<16xi64>
          %187 = llvm.add %121, %186 : i64
          %188 = llvm.getelementptr %69[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %189 = llvm.load %188 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %190 = llvm.extractelement %189[%34 : i64] : vector<1xf32>
          %191 = llvm.extractelement %115[%4 : i64] : vector<16xi64>
          %192 = llvm.add %121, %191 : i64
          %193 = llvm.getelementptr %69[%192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %194 = llvm.load %193 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %195 = llvm.extractelement %194[%34 : i64] : vector<1xf32>
          %196 = llvm.extractelement %115[%3 : i64] : vector<16xi64>
          %197 = llvm.add %121, %196 : i64
          %198 = llvm.getelementptr %69[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %199 = llvm.load %198 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %200 = llvm.extractelement %199[%34 : i64] : vector<1xf32>
          %201 = llvm.insertelement %125, %2[%34 : i64] : vector<16xf32>
          %202 = llvm.insertelement %130, %201[%18 : i64] : vector<16xf32>
          %203 = llvm.insertelement %135, %202[%21 : i64] : vector<16xf32>
          %204 = llvm.insertelement %140, %203[%20 : i64] : vector<16xf32>
          %205 = llvm.insertelement %145, %204[%19 : i64] : vector<16xf32>
          %206 = llvm.insertelement %150, %205[%13 : i64] : vector<16xf32>
          %207 = llvm.insertelement %155, %206[%12 : i64] : vector<16xf32>
          %208 = llvm.insertelement %160, %207[%11 : i64] : vector<16xf32>
          %209 = llvm.insertelement %165, %208[%10 : i64] : vector<16xf32>
          %210 = llvm.insertelement %170, %209[%9 : i64] : vector<16xf32>
          %211 = llvm.insertelement %175, %210[%8 : i64] : vector<16xf32>
          %212 = llvm.insertelement %180, %211[%7 : i64] : vector<16xf32>
          %213 = llvm.insertelement %185, %212[%6 : i64] : vector<16xf32>
          %214 = llvm.insertelement %190, %213[%5 : i64] : vector<16xf32>
          %215 = llvm.insertelement %195, %214[%4 : i64] : vector<16xf32>
          %216 = llvm.insertelement %200, %215[%3 : i64] : vector<16xf32>
          %217 = llvm.getelementptr %76[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.store %216, %217 <alignment = 4> : vector<16xf32>, !llvm.ptr
          %218 = llvm.add %92, %32 : i64
          llvm.br ^bb1(%218 : i64)
        ^bb3(%219: i64):  // 2 preds: ^bb1, ^bb34
          %220 = llvm.icmp "slt" %219, %83 : i64
          llvm.cond_br %220, ^bb4, ^bb35
        ^bb4:  // pred: ^bb3
          %221 = llvm.sub %83, %219 : i64
          %222 = llvm.intr.smin(%221, %25) : (i64, i64) -> i64
          %223 = llvm.trunc %222 : i64 to i32
          %224 = llvm.insertelement %223, %1[%14 : i32] : vector<15xi32>
          %225 = llvm.shufflevector %224, %1 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi32> 
          %226 = llvm.icmp "sgt" %225, %26 : vector<15xi32>
          %227 = llvm.intr.stepvector : vector<15xi64>
          %228 = llvm.add %80, %219 : i64
          %229 = llvm.insertelement %228, %0[%14 : i32] : vector<15xi64>
          %230 = llvm.shufflevector %229, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi64> 
          %231 = llvm.add %230, %227 : vector<15xi64>
          %232 = llvm.insertelement %63, %0[%14 : i32] : vector<15xi64>
          %233 = llvm.shufflevector %232, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi64> 
          %234 = llvm.srem %231, %233 : vector<15xi64>
          %235 = llvm.sdiv %231, %233 : vector<15xi64>
          %236 = llvm.srem %235, %29 : vector<15xi64>
          %237 = llvm.sdiv %235, %29 : vector<15xi64>
          %238 = llvm.srem %237, %28 : vector<15xi64>
          %239 = llvm.sdiv %237, %28 : vector<15xi64>
          %240 = llvm.insertelement %67, %0[%14 : i32] : vector<15xi64>
          %241 = llvm.shufflevector %240, %0 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<15xi64> 
          %242 = llvm.sub %241, %234 : vector<15xi64>
          %243 = llvm.mul %239, %28 : vector<15xi64>
          %244 = llvm.add %238, %243 : vector<15xi64>
          %245 = llvm.mul %244, %233 : vector<15xi64>
          %246 = llvm.add %242, %245 : vector<15xi64>
          %247 = llvm.mul %246, %29 : vector<15xi64>
          %248 = llvm.add %236, %247 : vector<15xi64>
          %249 = llvm.extractelement %226[%34 : i64] : vector<15xi1>
          %250 = llvm.extractelement %248[%34 : i64] : vector<15xi64>
          llvm.cond_br %249, ^bb5, ^bb6(%27 : vector<15xf32>)
        ^bb5:  // pred: ^bb4
          %251 = llvm.mul %71, %34 : i64
          %252 = llvm.mul %70, %34 : i64
          %253 = llvm.add %251, %252 : i64
          %254 = llvm.mul %34, %19 : i64
          %255 = llvm.add %253, %254 : i64
          %256 = llvm.add %255, %250 : i64
          %257 = llvm.getelementptr %69[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %258 = llvm.load %257 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %259 = llvm.extractelement %258[%34 : i64] : vector<1xf32>
          %260 = llvm.insertelement %259, %27[%34 : i64] : vector<15xf32>
          llvm.br ^bb6(%260 : vector<15xf32>)
        ^bb6(%261: vector<15xf32>):  // 2 preds: ^bb4, ^bb5
          %262 = llvm.extractelement %226[%18 : i64] : vector<15xi1>
          %263 = llvm.extractelement %248[%18 : i64] : vector<15xi64>
          llvm.cond_br %262, ^bb7, ^bb8(%261 : vector<15xf32>)
        ^bb7:  // pred: ^bb6
          %264 = llvm.mul %71, %34 : i64
          %265 = llvm.mul %70, %34 : i64
          %266 = llvm.add %264, %265 : i64
          %267 = llvm.mul %34, %19 : i64
          %268 = llvm.add %266, %267 : i64
          %269 = llvm.add %268, %263 : i64
          %270 = llvm.getelementptr %69[%269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %271 = llvm.load %270 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %272 = llvm.extractelement %271[%34 : i64] : vector<1xf32>
          %273 = llvm.insertelement %272, %261[%18 : i64] : vector<15xf32>
          llvm.br ^bb8(%273 : vector<15xf32>)
        ^bb8(%274: vector<15xf32>):  // 2 preds: ^bb6, ^bb7
          %275 = llvm.extractelement %226[%21 : i64] : vector<15xi1>
          %276 = llvm.extractelement %248[%21 : i64] : vector<15xi64>
          llvm.cond_br %275, ^bb9, ^bb10(%274 : vector<15xf32>)
        ^bb9:  // pred: ^bb8
          %277 = llvm.mul %71, %34 : i64
          %278 = llvm.mul %70, %34 : i64
          %279 = llvm.add %277, %278 : i64
          %280 = llvm.mul %34, %19 : i64
          %281 = llvm.add %279, %280 : i64
          %282 = llvm.add %281, %276 : i64
          %283 = llvm.getelementptr %69[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %284 = llvm.load %283 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %285 = llvm.extractelement %284[%34 : i64] : vector<1xf32>
          %286 = llvm.insertelement %285, %274[%21 : i64] : vector<15xf32>
          llvm.br ^bb10(%286 : vector<15xf32>)
        ^bb10(%287: vector<15xf32>):  // 2 preds: ^bb8, ^bb9
          %288 = llvm.extractelement %226[%20 : i64] : vector<15xi1>
          %289 = llvm.extractelement %248[%20 : i64] : vector<15xi64>
          llvm.cond_br %288, ^bb11, ^bb12(%287 : vector<15xf32>)
        ^bb11:  // pred: ^bb10
          %290 = llvm.mul %71, %34 : i64
          %291 = llvm.mul %70, %34 : i64
          %292 = llvm.add %290, %291 : i64
          %293 = llvm.mul %34, %19 : i64
          %294 = llvm.add %292, %293 : i64
          %295 = llvm.add %294, %289 : i64
          %296 = llvm.getelementptr %69[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %297 = llvm.load %296 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %298 = llvm.extractelement %297[%34 : i64] : vector<1xf32>
          %299 = llvm.insertelement %298, %287[%20 : i64] : vector<15xf32>
          llvm.br ^bb12(%299 : vector<15xf32>)
        ^bb12(%300: vector<15xf32>):  // 2 preds: ^bb10, ^bb11
          %301 = llvm.extractelement %226[%19 : i64] : vector<15xi1>
          %302 = llvm.extractelement %248[%19 : i64] : vector<15xi64>
          llvm.cond_br %301, ^bb13, ^bb14(%300 : vector<15xf32>)
        ^bb13:  // pred: ^bb12
          %303 = llvm.mul %71, %34 : i64
          %304 = llvm.mul %70, %34 : i64
          %305 = llvm.add %303, %304 : i64
          %306 = llvm.mul %34, %19 : i64
          %307 = llvm.add %305, %306 : i64
          %308 = llvm.add %307, %302 : i64
          %309 = llvm.getelementptr %69[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %310 = llvm.load %309 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %311 = llvm.extractelement %310[%34 : i64] : vector<1xf32>
          %312 = llvm.insertelement %311, %300[%19 : i64] : vector<15xf32>
          llvm.br ^bb14(%312 : vector<15xf32>)
        ^bb14(%313: vector<15xf32>):  // 2 preds: ^bb12, ^bb13
          %314 = llvm.extractelement %226[%13 : i64] : vector<15xi1>
          %315 = llvm.extractelement %248[%13 : i64] : vector<15xi64>
          llvm.cond_br %314, ^bb15, ^bb16(%313 : vector<15xf32>)
        ^bb15:  // pred: ^bb14
          %316 = llvm.mul %71, %34 : i64
          %317 = llvm.mul %70, %34 : i64
          %318 = llvm.add %316, %317 : i64
          %319 = llvm.mul %34, %19 : i64
          %320 = llvm.add %318, %319 : i64
          %321 = llvm.add %320, %315 : i64
          %322 = llvm.getelementptr %69[%321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %323 = llvm.load %322 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %324 = llvm.extractelement %323[%34 : i64] : vector<1xf32>
          %325 = llvm.insertelement %324, %313[%13 : i64] : vector<15xf32>
          llvm.br ^bb16(%325 : vector<15xf32>)
        ^bb16(%326: vector<15xf32>):  // 2 preds: ^bb14, ^bb15
          %327 = llvm.extractelement %226[%12 : i64] : vector<15xi1>
          %328 = llvm.extractelement %248[%12 : i64] : vector<15xi64>
          llvm.cond_br %327, ^bb17, ^bb18(%326 : vector<15xf32>)
        ^bb17:  // pred: ^bb16
          %329 = llvm.mul %71, %34 : i64
          %330 = llvm.mul %70, %34 : i64
          %331 = llvm.add %329, %330 : i64
          %332 = llvm.mul %34, %19 : i64
          %333 = llvm.add %331, %332 : i64
          %334 = llvm.add %333, %328 : i64
          %335 = llvm.getelementptr %69[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %336 = llvm.load %335 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %337 = llvm.extractelement %336[%34 : i64] : vector<1xf32>
          %338 = llvm.insertelement %337, %326[%12 : i64] : vector<15xf32>
          llvm.br ^bb18(%338 : vector<15xf32>)
        ^bb18(%339: vector<15xf32>):  // 2 preds: ^bb16, ^bb17
          %340 = llvm.extractelement %226[%11 : i64] : vector<15xi1>
          %341 = llvm.extractelement %248[%11 : i64] : vector<15xi64>
          llvm.cond_br %340, ^bb19, ^bb20(%339 : vector<15xf32>)
        ^bb19:  // pred: ^bb18
          %342 = llvm.mul %71, %34 : i64
          %343 = llvm.mul %70, %34 : i64
          %344 = llvm.add %342, %343 : i64
          %345 = llvm.mul %34, %19 : i64
          %346 = llvm.add %344, %345 : i64
          %347 = llvm.add %346, %341 : i64
          %348 = llvm.getelementptr %69[%347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %349 = llvm.load %348 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %350 = llvm.extractelement %349[%34 : i64] : vector<1xf32>
          %351 = llvm.insertelement %350, %339[%11 : i64] : vector<15xf32>
          llvm.br ^bb20(%351 : vector<15xf32>)
        ^bb20(%352: vector<15xf32>):  // 2 preds: ^bb18, ^bb19
          %353 = llvm.extractelement %226[%10 : i64] : vector<15xi1>
          %354 = llvm.extractelement %248[%10 : i64] : vector<15xi64>
          llvm.cond_br %353, ^bb21, ^bb22(%352 : vector<15xf32>)
        ^bb21:  // pred: ^bb20
          %355 = llvm.mul %71, %34 : i64
          %356 = llvm.mul %70, %34 : i64
          %357 = llvm.add %355, %356 : i64
          %358 = llvm.mul %34, %19 : i64
          %359 = llvm.add %357, %358 : i64
          %360 = llvm.add %359, %354 : i64
          %361 = llvm.getelementptr %69[%360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %362 = llvm.load %361 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %363 = llvm.extractelement %362[%34 : i64] : vector<1xf32>
          %364 = llvm.insertelement %363, %352[%10 : i64] : vector<15xf32>
          llvm.br ^bb22(%364 : vector<15xf32>)
        ^bb22(%365: vector<15xf32>):  // 2 preds: ^bb20, ^bb21
          %366 = llvm.extractelement %226[%9 : i64] : vector<15xi1>
          %367 = llvm.extractelement %248[%9 : i64] : vector<15xi64>
          llvm.cond_br %366, ^bb23, ^bb24(%365 : vector<15xf32>)
        ^bb23:  // pred: ^bb22
          %368 = llvm.mul %71, %34 : i64
          %369 = llvm.mul %70, %34 : i64
          %370 = llvm.add %368, %369 : i64
          %371 = llvm.mul %34, %19 : i64
          %372 = llvm.add %370, %371 : i64
          %373 = llvm.add %372, %367 : i64
          %374 = llvm.getelementptr %69[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %375 = llvm.load %374 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %376 = llvm.extractelement %375[%34 : i64] : vector<1xf32>
          %377 = llvm.insertelement %376, %365[%9 : i64] : vector<15xf32>
          llvm.br ^bb24(%377 : vector<15xf32>)
        ^bb24(%378: vector<15xf32>):  // 2 preds: ^bb22, ^bb23
          %379 = llvm.extractelement %226[%8 : i64] : vector<15xi1>
          %380 = llvm.extractelement %248[%8 : i64] : vector<15xi64>
          llvm.cond_br %379, ^bb25, ^bb26(%378 : vector<15xf32>)
        ^bb25:  // pred: ^bb24
          %381 = llvm.mul %71, %34 : i64
          %382 = llvm.mul %70, %34 : i64
          %383 = llvm.add %381, %382 : i64
          %384 = llvm.mul %34, %19 : i64
          %385 = llvm.add %383, %384 : i64
          %386 = llvm.add %385, %380 : i64
          %387 = llvm.getelementptr %69[%386] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %388 = llvm.load %387 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %389 = llvm.extractelement %388[%34 : i64] : vector<1xf32>
          %390 = llvm.insertelement %389, %378[%8 : i64] : vector<15xf32>
          llvm.br ^bb26(%390 : vector<15xf32>)
        ^bb26(%391: vector<15xf32>):  // 2 preds: ^bb24, ^bb25
          %392 = llvm.extractelement %226[%7 : i64] : vector<15xi1>
          %393 = llvm.extractelement %248[%7 : i64] : vector<15xi64>
          llvm.cond_br %392, ^bb27, ^bb28(%391 : vector<15xf32>)
        ^bb27:  // pred: ^bb26
          %394 = llvm.mul %71, %34 : i64
          %395 = llvm.mul %70, %34 : i64
          %396 = llvm.add %394, %395 : i64
          %397 = llvm.mul %34, %19 : i64
          %398 = llvm.add %396, %397 : i64
          %399 = llvm.add %398, %393 : i64
          %400 = llvm.getelementptr %69[%399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %401 = llvm.load %400 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %402 = llvm.extractelement %401[%34 : i64] : vector<1xf32>
          %403 = llvm.insertelement %402, %391[%7 : i64] : vector<15xf32>
          llvm.br ^bb28(%403 : vector<15xf32>)
        ^bb28(%404: vector<15xf32>):  // 2 preds: ^bb26, ^bb27
          %405 = llvm.extractelement %226[%6 : i64] : vector<15xi1>
          %406 = llvm.extractelement %248[%6 : i64] : vector<15xi64>
          llvm.cond_br %405, ^bb29, ^bb30(%404 : vector<15xf32>)
        ^bb29:  // pred: ^bb28
          %407 = llvm.mul %71, %34 : i64
          %408 = llvm.mul %70, %34 : i64
          %409 = llvm.add %407, %408 : i64
          %410 = llvm.mul %34, %19 : i64
          %411 = llvm.add %409, %410 : i64
          %412 = llvm.add %411, %406 : i64
          %413 = llvm.getelementptr %69[%412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %414 = llvm.load %413 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %415 = llvm.extractelement %414[%34 : i64] : vector<1xf32>
          %416 = llvm.insertelement %415, %404[%6 : i64] : vector<15xf32>
          llvm.br ^bb30(%416 : vector<15xf32>)
        ^bb30(%417: vector<15xf32>):  // 2 preds: ^bb28, ^bb29
          %418 = llvm.extractelement %226[%5 : i64] : vector<15xi1>
          %419 = llvm.extractelement %248[%5 : i64] : vector<15xi64>
          llvm.cond_br %418, ^bb31, ^bb32(%417 : vector<15xf32>)
        ^bb31:  // pred: ^bb30
          %420 = llvm.mul %71, %34 : i64
          %421 = llvm.mul %70, %34 : i64
          %422 = llvm.add %420, %421 : i64
          %423 = llvm.mul %34, %19 : i64
          %424 = llvm.add %422, %423 : i64
          %425 = llvm.add %424, %419 : i64
          %426 = llvm.getelementptr %69[%425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %427 = llvm.load %426 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %428 = llvm.extractelement %427[%34 : i64] : vector<1xf32>
          %429 = llvm.insertelement %428, %417[%5 : i64] : vector<15xf32>
          llvm.br ^bb32(%429 : vector<15xf32>)
        ^bb32(%430: vector<15xf32>):  // 2 preds: ^bb30, ^bb31
          %431 = llvm.extractelement %226[%4 : i64] : vector<15xi1>
          %432 = llvm.extractelement %248[%4 : i64] : vector<15xi64>
          llvm.cond_br %431, ^bb33, ^bb34(%430 : vector<15xf32>)
        ^bb33:  // pred: ^bb32
          %433 = llvm.mul %71, %34 : i64
          %434 = llvm.mul %70, %34 : i64
          %435 = llvm.add %433, %434 : i64
          %436 = llvm.mul %34, %19 : i64
          %437 = llvm.add %435, %436 : i64
          %438 = llvm.add %437, %432 : i64
          %439 = llvm.getelementptr %69[%438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %440 = llvm.load %439 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %441 = llvm.extractelement %440[%34 : i64] : vector<1xf32>
          %442 = llvm.insertelement %441, %430[%4 : i64] : vector<15xf32>
          llvm.br ^bb34(%442 : vector<15xf32>)
        ^bb34(%443: vector<15xf32>):  // 2 preds: ^bb32, ^bb33
          %444 = llvm.getelementptr %76[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.intr.masked.store(%443, %444, %226), alignment(4) : vector<15xf32>, vector<15xi1> into !llvm.ptr
          %445 = llvm.add %219, %32 : i64
          llvm.br ^bb3(%445 : i64)
        ^bb35:  // pred: ^bb3
          llvm.return %14 : i32
        }
      }
    }
  }
  hal.executable private @main$async_dispatch_2 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_2_reduction_24xD_f32 ordinal(0) layout(#pipeline_layout1) count(%arg0: !hal.device, %arg1: index, %arg2: index) -> (index, index, index) {
        %c12 = arith.constant 12 : index
        %c1 = arith.constant 1 : index
        hal.return %c12, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main$async_dispatch_2_reduction_24xD_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(15 : i64) : i64
          %1 = llvm.mlir.constant(14 : i64) : i64
          %2 = llvm.mlir.constant(13 : i64) : i64
          %3 = llvm.mlir.constant(12 : i64) : i64
          %4 = llvm.mlir.constant(11 : i64) : i64
          %5 = llvm.mlir.constant(10 : i64) : i64
          %6 = llvm.mlir.constant(9 : i64) : i64
          %7 = llvm.mlir.constant(8 : i64) : i64
          %8 = llvm.mlir.constant(7 : i64) : i64
          %9 = llvm.mlir.constant(6 : i64) : i64
          %10 = llvm.mlir.constant(5 : i64) : i64
          %11 = llvm.mlir.poison : vector<16xi64>
          %12 = llvm.mlir.poison : vector<2xf32>
          %13 = llvm.mlir.constant(16 : i32) : i32
          %14 = llvm.mlir.constant(0 : i32) : i32
          %15 = llvm.mlir.poison : vector<16xi32>
          %16 = llvm.mlir.constant(4 : i64) : i64
          %17 = llvm.mlir.constant(3 : i64) : i64
          %18 = llvm.mlir.constant(64 : i64) : i64
          %19 = llvm.mlir.constant(true) : i1
          %20 = llvm.mlir.constant(1 : i64) : i64
          %21 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi64>) : vector<16xi64>
          %22 = llvm.mlir.poison : vector<32xi64>
          %23 = llvm.mlir.poison : vector<32xf32>
          %24 = llvm.mlir.constant(2147483647 : i64) : i64
          %25 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>) : vector<16xi32>
          %26 = llvm.mlir.poison : vector<16xf32>
          %27 = llvm.mlir.constant(dense<0.000000e+00> : vector<16xf32>) : vector<16xf32>
          %28 = llvm.mlir.constant(dense<3> : vector<2x16xi64>) : !llvm.array<2 x vector<16xi64>>
          %29 = llvm.mlir.constant(dense<4> : vector<2x16xi64>) : !llvm.array<2 x vector<16xi64>>
          %30 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
          %31 = llvm.mlir.constant(2 : i64) : i64
          %32 = llvm.mlir.constant(16 : i64) : i64
          %33 = llvm.mlir.constant(32 : i64) : i64
          %34 = llvm.mlir.constant(0 : i64) : i64
          %35 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %36 = llvm.extractvalue %35[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %37 = llvm.load %36 : !llvm.ptr -> i32
          %38 = llvm.getelementptr %36[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %39 = llvm.load %38 : !llvm.ptr -> i32
          %40 = llvm.getelementptr %36[2] : (!llvm.ptr) -> !llvm.ptr, i32
          %41 = llvm.load %40 : !llvm.ptr -> i32
          %42 = llvm.getelementptr %36[3] : (!llvm.ptr) -> !llvm.ptr, i32
          %43 = llvm.load %42 : !llvm.ptr -> i32
          %44 = llvm.getelementptr %36[4] : (!llvm.ptr) -> !llvm.ptr, i32
          %45 = llvm.load %44 : !llvm.ptr -> i32
          %46 = llvm.getelementptr %36[5] : (!llvm.ptr) -> !llvm.ptr, i32
          %47 = llvm.load %46 : !llvm.ptr -> i32
          %48 = llvm.getelementptr %36[6] : (!llvm.ptr) -> !llvm.ptr, i32
          %49 = llvm.load %48 : !llvm.ptr -> i32
          %50 = llvm.getelementptr %36[7] : (!llvm.ptr) -> !llvm.ptr, i32
          %51 = llvm.load %50 : !llvm.ptr -> i32
          %52 = llvm.getelementptr %36[8] : (!llvm.ptr) -> !llvm.ptr, i32
          %53 = llvm.load %52 : !llvm.ptr -> i32
          %54 = llvm.zext %37 : i32 to i64
          %55 = llvm.zext %39 : i32 to i64
          %56 = llvm.shl %55, %33 : i64
          %57 = llvm.or %54, %56 : i64
          %58 = llvm.zext %41 : i32 to i64
          %59 = llvm.zext %43 : i32 to i64
          %60 = llvm.shl %59, %33 : i64
          %61 = llvm.or %58, %60 : i64
          %62 = llvm.bitcast %45 : i32 to f32
          %63 = llvm.zext %47 : i32 to i64
          %64 = llvm.zext %49 : i32 to i64
          %65 = llvm.shl %64, %33 : i64
          %66 = llvm.or %63, %65 : i64
          %67 = llvm.zext %51 : i32 to i64
          %68 = llvm.zext %53 : i32 to i64
          %69 = llvm.shl %68, %33 : i64
          %70 = llvm.or %67, %69 : i64
          %71 = llvm.extractvalue %35[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %72 = llvm.load %71 : !llvm.ptr -> !llvm.ptr
          %73 = llvm.getelementptr %72[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %74 = llvm.mul %70, %20 : i64
          llvm.intr.assume %19 ["align"(%73, %18 : !llvm.ptr, i64)] : i1
          %75 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %76 = llvm.extractvalue %75[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %77 = llvm.load %76 : !llvm.ptr -> !llvm.ptr
          %78 = llvm.mul %70, %16 : i64
          %79 = llvm.mul %78, %17 : i64
          llvm.intr.assume %19 ["align"(%77, %18 : !llvm.ptr, i64)] : i1
          %80 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %81 = llvm.extractvalue %80[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %82 = llvm.getelementptr %81[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %83 = llvm.load %82 : !llvm.ptr -> !llvm.ptr
          %84 = llvm.getelementptr %83[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          llvm.intr.assume %19 ["align"(%84, %18 : !llvm.ptr, i64)] : i1
          %85 = llvm.fptosi %62 : f32 to i64
          %86 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %87 = llvm.extractvalue %86[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)> 
          %88 = llvm.zext %87 : i32 to i64
          %89 = llvm.mul %88, %31 overflow<nsw> : i64
          llvm.br ^bb1(%34, %30 : i64, vector<2xf32>)
        ^bb1(%90: i64, %91: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
          %92 = llvm.icmp "slt" %90, %70 : i64
          llvm.cond_br %92, ^bb2, ^bb3(%34 : i64)
        ^bb2:  // pred: ^bb1
          %93 = llvm.sub %70, %90 : i64
          %94 = llvm.intr.smin(%93, %32) : (i64, i64) -> i64
          %95 = llvm.intr.smin(%94, %24) : (i64, i64) -> i64
          %96 = llvm.trunc %95 : i64 to i32
          %97 = llvm.insertelement %96, %15[%14 : i32] : vector<16xi32>
          %98 = llvm.shufflevector %97, %15 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi32> 
          %99 = llvm.icmp "sgt" %98, %25 : vector<16xi32>
          %100 = llvm.mul %89, %74 : i64
          %101 = llvm.add %100, %90 : i64
          %102 = llvm.getelementptr %73[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %103 = llvm.intr.masked.load(%102, %99, %26), alignment(4) : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
          %104 = llvm.add %89, %20 : i64
          %105 = llvm.mul %104, %74 : i64
          %106 = llvm.add %105, %90 : i64
          %107 = llvm.getelementptr %73[%106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %108 = llvm.intr.masked.load(%107, %99, %26), alignment(4) : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
          %109 = llvm.extractelement %91[%34 : i64] : vector<2xf32>
          %110 = "llvm.intr.vp.reduce.fadd"(%109, %103, %99, %13) : (f32, vector<16xf32>, vector<16xi1>, i32) -> f32
          %111 = llvm.extractelement %91[%20 : i64] : vector<2xf32>
          %112 = "llvm.intr.vp.reduce.fadd"(%111, %108, %99, %13) : (f32, vector<16xf32>, vector<16xi1>, i32) -> f32
          %113 = llvm.insertelement %110, %12[%34 : i64] : vector<2xf32>
          %114 = llvm.insertelement %112, %113[%20 : i64] : vector<2xf32>
          %115 = llvm.add %90, %32 : i64
          llvm.br ^bb1(%115, %114 : i64, vector<2xf32>)
        ^bb3(%116: i64):  // 2 preds: ^bb1, ^bb68
          %117 = llvm.icmp "slt" %116, %70 : i64
          llvm.cond_br %117, ^bb4, ^bb69
        ^bb4:  // pred: ^bb3
          %118 = llvm.sub %70, %116 : i64
          %119 = llvm.intr.smin(%118, %32) : (i64, i64) -> i64
          %120 = llvm.shufflevector %91, %91 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
          %121 = llvm.shufflevector %120, %23 [0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<32xf32> 
          %122 = llvm.shufflevector %120, %121 [32, 33, 0, 1, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %123 = llvm.shufflevector %120, %122 [32, 33, 34, 35, 0, 1, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %124 = llvm.shufflevector %120, %123 [32, 33, 34, 35, 36, 37, 0, 1, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %125 = llvm.shufflevector %120, %124 [32, 33, 34, 35, 36, 37, 38, 39, 0, 1, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %126 = llvm.shufflevector %120, %125 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 0, 1, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %127 = llvm.shufflevector %120, %126 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 0, 1, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %128 = llvm.shufflevector %120, %127 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 0, 1, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %129 = llvm.shufflevector %120, %128 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 1, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %130 = llvm.shufflevector %120, %129 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 0, 1, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %131 = llvm.shufflevector %120, %130 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 0, 1, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %132 = llvm.shufflevector %120, %131 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 0, 1, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %133 = llvm.shufflevector %120, %132 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 0, 1, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %134 = llvm.shufflevector %120, %133 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 0, 1, 60, 61, 62, 63] : vector<32xf32> 
          %135 = llvm.shufflevector %120, %134 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 0, 1, 62, 63] : vector<32xf32> 
          %136 = llvm.shufflevector %120, %135 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 0, 1] : vector<32xf32> 
          %137 = llvm.shufflevector %136, %23 [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31] : vector<32xf32> 
          %138 = llvm.shufflevector %137, %137 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32> 
          %139 = llvm.shufflevector %137, %137 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32> 
          %140 = llvm.insertelement %119, %11[%14 : i32] : vector<16xi64>
          %141 = llvm.shufflevector %140, %11 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %142 = llvm.icmp "sgt" %141, %21 : vector<16xi64>
          %143 = llvm.intr.stepvector : vector<2xi64>
          %144 = llvm.shufflevector %143, %143 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xi64> 
          %145 = llvm.shufflevector %144, %22 [0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<32xi64> 
          %146 = llvm.shufflevector %144, %145 [32, 33, 0, 1, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %147 = llvm.shufflevector %144, %146 [32, 33, 34, 35, 0, 1, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %148 = llvm.shufflevector %144, %147 [32, 33, 34, 35, 36, 37, 0, 1, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %149 = llvm.shufflevector %144, %148 [32, 33, 34, 35, 36, 37, 38, 39, 0, 1, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %150 = llvm.shufflevector %144, %149 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 0, 1, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %151 = llvm.shufflevector %144, %150 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 0, 1, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %152 = llvm.shufflevector %144, %151 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 0, 1, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %153 = llvm.shufflevector %144, %152 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 1, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %154 = llvm.shufflevector %144, %153 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 0, 1, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %155 = llvm.shufflevector %144, %154 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 0, 1, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %156 = llvm.shufflevector %144, %155 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 0, 1, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %157 = llvm.shufflevector %144, %156 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 0, 1, 58, 59, 60, 61, 62, 63] : vector<32xi64> 
          %158 = llvm.shufflevector %144, %157 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 0, 1, 60, 61, 62, 63] : vector<32xi64> 
          %159 = llvm.shufflevector %144, %158 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 0, 1, 62, 63] : vector<32xi64> 
          %160 = llvm.shufflevector %144, %159 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 0, 1] : vector<32xi64> 
          %161 = llvm.shufflevector %160, %22 [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31] : vector<32xi64> 
          %162 = llvm.shufflevector %161, %161 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xi64> 
          %163 = llvm.shufflevector %161, %161 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xi64> 
          %164 = llvm.insertelement %89, %11[%14 : i32] : vector<16xi64>
          %165 = llvm.shufflevector %164, %164 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %166 = llvm.add %165, %162 : vector<16xi64>
          %167 = llvm.add %165, %163 : vector<16xi64>
          %168 = llvm.extractvalue %29[0] : !llvm.array<2 x vector<16xi64>> 
          %169 = llvm.srem %166, %168 : vector<16xi64>
          %170 = llvm.extractvalue %29[1] : !llvm.array<2 x vector<16xi64>> 
          %171 = llvm.srem %167, %170 : vector<16xi64>
          %172 = llvm.sdiv %166, %168 : vector<16xi64>
          %173 = llvm.sdiv %167, %170 : vector<16xi64>
          %174 = llvm.extractvalue %28[0] : !llvm.array<2 x vector<16xi64>> 
          %175 = llvm.srem %172, %174 : vector<16xi64>
          %176 = llvm.extractvalue %28[1] : !llvm.array<2 x vector<16xi64>> 
          %177 = llvm.srem %173, %176 : vector<16xi64>
          %178 = llvm.sdiv %172, %174 : vector<16xi64>
          %179 = llvm.sdiv %173, %176 : vector<16xi64>
          %180 = llvm.intr.stepvector : vector<16xi64>
          %181 = llvm.insertelement %116, %11[%14 : i32] : vector<16xi64>
          %182 = llvm.shufflevector %181, %11 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %183 = llvm.add %182, %180 : vector<16xi64>
          %184 = llvm.sitofp %85 : i64 to f32
          %185 = llvm.insertelement %184, %26[%14 : i32] : vector<16xf32>
          %186 = llvm.shufflevector %185, %185 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32> 
          %187 = llvm.fdiv %138, %186 : vector<16xf32>
          %188 = llvm.fdiv %139, %186 : vector<16xf32>
          %189 = llvm.insertelement %66, %11[%14 : i32] : vector<16xi64>
          %190 = llvm.shufflevector %189, %11 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %191 = llvm.sub %190, %183 : vector<16xi64>
          %192 = llvm.mul %178, %174 : vector<16xi64>
          %193 = llvm.mul %179, %176 : vector<16xi64>
          %194 = llvm.add %175, %192 : vector<16xi64>
          %195 = llvm.add %177, %193 : vector<16xi64>
          %196 = llvm.insertelement %70, %11[%14 : i32] : vector<16xi64>
          %197 = llvm.shufflevector %196, %196 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi64> 
          %198 = llvm.mul %194, %197 : vector<16xi64>
          %199 = llvm.mul %195, %197 : vector<16xi64>
          %200 = llvm.add %191, %198 : vector<16xi64>
          %201 = llvm.add %191, %199 : vector<16xi64>
          %202 = llvm.mul %200, %168 : vector<16xi64>
          %203 = llvm.mul %201, %170 : vector<16xi64>
          %204 = llvm.add %169, %202 : vector<16xi64>
          %205 = llvm.add %171, %203 : vector<16xi64>
          %206 = llvm.extractelement %142[%34 : i64] : vector<16xi1>
          %207 = llvm.extractelement %204[%34 : i64] : vector<16xi64>
          llvm.cond_br %206, ^bb5, ^bb6(%27 : vector<16xf32>)
        ^bb5:  // pred: ^bb4
          %208 = llvm.mul %79, %34 : i64
          %209 = llvm.mul %78, %34 : i64
          %210 = llvm.add %208, %209 : i64
          %211 = llvm.mul %34, %16 : i64
          %212 = llvm.add %210, %211 : i64
          %213 = llvm.add %212, %207 : i64
          %214 = llvm.getelementptr %77[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %215 = llvm.load %214 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %216 = llvm.extractelement %215[%34 : i64] : vector<1xf32>
          %217 = llvm.insertelement %216, %27[%34 : i64] : vector<16xf32>
          llvm.br ^bb6(%217 : vector<16xf32>)
        ^bb6(%218: vector<16xf32>):  // 2 preds: ^bb4, ^bb5
          %219 = llvm.extractelement %142[%20 : i64] : vector<16xi1>
          %220 = llvm.extractelement %204[%20 : i64] : vector<16xi64>
          llvm.cond_br %219, ^bb7, ^bb8(%218 : vector<16xf32>)
        ^bb7:  // pred: ^bb6
          %221 = llvm.mul %79, %34 : i64
          %222 = llvm.mul %78, %34 : i64
          %223 = llvm.add %221, %222 : i64
          %224 = llvm.mul %34, %16 : i64
          %225 = llvm.add %223, %224 : i64
          %226 = llvm.add %225, %220 : i64
          %227 = llvm.getelementptr %77[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %228 = llvm.load %227 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %229 = llvm.extractelement %228[%34 : i64] : vector<1xf32>
          %230 = llvm.insertelement %229, %218[%20 : i64] : vector<16xf32>
          llvm.br ^bb8(%230 : vector<16xf32>)
        ^bb8(%231: vector<16xf32>):  // 2 preds: ^bb6, ^bb7
          %232 = llvm.extractelement %142[%31 : i64] : vector<16xi1>
          %233 = llvm.extractelement %204[%31 : i64] : vector<16xi64>
          llvm.cond_br %232, ^bb9, ^bb10(%231 : vector<16xf32>)
        ^bb9:  // pred: ^bb8
          %234 = llvm.mul %79, %34 : i64
          %235 = llvm.mul %78, %34 : i64
          %236 = llvm.add %234, %235 : i64
          %237 = llvm.mul %34, %16 : i64
          %238 = llvm.add %236, %237 : i64
          %239 = llvm.add %238, %233 : i64
          %240 = llvm.getelementptr %77[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %241 = llvm.load %240 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %242 = llvm.extractelement %241[%34 : i64] : vector<1xf32>
          %243 = llvm.insertelement %242, %231[%31 : i64] : vector<16xf32>
          llvm.br ^bb10(%243 : vector<16xf32>)
        ^bb10(%244: vector<16xf32>):  // 2 preds: ^bb8, ^bb9
          %245 = llvm.extractelement %142[%17 : i64] : vector<16xi1>
          %246 = llvm.extractelement %204[%17 : i64] : vector<16xi64>
          llvm.cond_br %245, ^bb11, ^bb12(%244 : vector<16xf32>)
        ^bb11:  // pred: ^bb10
          %247 = llvm.mul %79, %34 : i64
          %248 = llvm.mul %78, %34 : i64
          %249 = llvm.add %247, %248 : i64
          %250 = llvm.mul %34, %16 : i64
          %251 = llvm.add %249, %250 : i64
          %252 = llvm.add %251, %246 : i64
          %253 = llvm.getelementptr %77[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %254 = llvm.load %253 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %255 = llvm.extractelement %254[%34 : i64] : vector<1xf32>
          %256 = llvm.insertelement %255, %244[%17 : i64] : vector<16xf32>
          llvm.br ^bb12(%256 : vector<16xf32>)
        ^bb12(%257: vector<16xf32>):  // 2 preds: ^bb10, ^bb11
          %258 = llvm.extractelement %142[%16 : i64] : vector<16xi1>
          %259 = llvm.extractelement %204[%16 : i64] : vector<16xi64>
          llvm.cond_br %258, ^bb13, ^bb14(%257 : vector<16xf32>)
        ^bb13:  // pred: ^bb12
          %260 = llvm.mul %79, %34 : i64
          %261 = llvm.mul %78, %34 : i64
          %262 = llvm.add %260, %261 : i64
          %263 = llvm.mul %34, %16 : i64
          %264 = llvm.add %262, %263 : i64
          %265 = llvm.add %264, %259 : i64
          %266 = llvm.getelementptr %77[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %267 = llvm.load %266 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %268 = llvm.extractelement %267[%34 : i64] : vector<1xf32>
          %269 = llvm.insertelement %268, %257[%16 : i64] : vector<16xf32>
          llvm.br ^bb14(%269 : vector<16xf32>)
        ^bb14(%270: vector<16xf32>):  // 2 preds: ^bb12, ^bb13
          %271 = llvm.extractelement %142[%10 : i64] : vector<16xi1>
          %272 = llvm.extractelement %204[%10 : i64] : vector<16xi64>
          llvm.cond_br %271, ^bb15, ^bb16(%270 : vector<16xf32>)
        ^bb15:  // pred: ^bb14
          %273 = llvm.mul %79, %34 : i64
          %274 = llvm.mul %78, %34 : i64
          %275 = llvm.add %273, %274 : i64
          %276 = llvm.mul %34, %16 : i64
          %277 = llvm.add %275, %276 : i64
          %278 = llvm.add %277, %272 : i64
          %279 = llvm.getelementptr %77[%278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %280 = llvm.load %279 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %281 = llvm.extractelement %280[%34 : i64] : vector<1xf32>
          %282 = llvm.insertelement %281, %270[%10 : i64] : vector<16xf32>
          llvm.br ^bb16(%282 : vector<16xf32>)
        ^bb16(%283: vector<16xf32>):  // 2 preds: ^bb14, ^bb15
          %284 = llvm.extractelement %142[%9 : i64] : vector<16xi1>
          %285 = llvm.extractelement %204[%9 : i64] : vector<16xi64>
          llvm.cond_br %284, ^bb17, ^bb18(%283 : vector<16xf32>)
        ^bb17:  // pred: ^bb16
          %286 = llvm.mul %79, %34 : i64
          %287 = llvm.mul %78, %34 : i64
          %288 = llvm.add %286, %287 : i64
          %289 = llvm.mul %34, %16 : i64
          %290 = llvm.add %288, %289 : i64
          %291 = llvm.add %290, %285 : i64
          %292 = llvm.getelementptr %77[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %293 = llvm.load %292 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %294 = llvm.extractelement %293[%34 : i64] : vector<1xf32>
          %295 = llvm.insertelement %294, %283[%9 : i64] : vector<16xf32>
          llvm.br ^bb18(%295 : vector<16xf32>)
        ^bb18(%296: vector<16xf32>):  // 2 preds: ^bb16, ^bb17
          %297 = llvm.extractelement %142[%8 : i64] : vector<16xi1>
          %298 = llvm.extractelement %204[%8 : i64] : vector<16xi64>
          llvm.cond_br %297, ^bb19, ^bb20(%296 : vector<16xf32>)
        ^bb19:  // pred: ^bb18
          %299 = llvm.mul %79, %34 : i64
          %300 = llvm.mul %78, %34 : i64
          %301 = llvm.add %299, %300 : i64
          %302 = llvm.mul %34, %16 : i64
          %303 = llvm.add %301, %302 : i64
          %304 = llvm.add %303, %298 : i64
          %305 = llvm.getelementptr %77[%304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %306 = llvm.load %305 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %307 = llvm.extractelement %306[%34 : i64] : vector<1xf32>
          %308 = llvm.insertelement %307, %296[%8 : i64] : vector<16xf32>
          llvm.br ^bb20(%308 : vector<16xf32>)
        ^bb20(%309: vector<16xf32>):  // 2 preds: ^bb18, ^bb19
          %310 = llvm.extractelement %142[%7 : i64] : vector<16xi1>
          %311 = llvm.extractelement %204[%7 : i64] : vector<16xi64>
          llvm.cond_br %310, ^bb21, ^bb22(%309 : vector<16xf32>)
        ^bb21:  // pred: ^bb20
          %312 = llvm.mul %79, %34 : i64
          %313 = llvm.mul %78, %34 : i64
          %314 = llvm.add %312, %313 : i64
          %315 = llvm.mul %34, %16 : i64
          %316 = llvm.add %314, %315 : i64
          %317 = llvm.add %316, %311 : i64
          %318 = llvm.getelementptr %77[%317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %319 = llvm.load %318 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %320 = llvm.extractelement %319[%34 : i64] : vector<1xf32>
          %321 = llvm.insertelement %320, %309[%7 : i64] : vector<16xf32>
          llvm.br ^bb22(%321 : vector<16xf32>)
        ^bb22(%322: vector<16xf32>):  // 2 preds: ^bb20, ^bb21
          %323 = llvm.extractelement %142[%6 : i64] : vector<16xi1>
          %324 = llvm.extractelement %204[%6 : i64] : vector<16xi64>
          llvm.cond_br %323, ^bb23, ^bb24(%322 : vector<16xf32>)
        ^bb23:  // pred: ^bb22
          %325 = llvm.mul %79, %34 : i64
          %326 = llvm.mul %78, %34 : i64
          %327 = llvm.add %325, %326 : i64
          %328 = llvm.mul %34, %16 : i64
          %329 = llvm.add %327, %328 : i64
          %330 = llvm.add %329, %324 : i64
          %331 = llvm.getelementptr %77[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %332 = llvm.load %331 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %333 = llvm.extractelement %332[%34 : i64] : vector<1xf32>
          %334 = llvm.insertelement %333, %322[%6 : i64] : vector<16xf32>
          llvm.br ^bb24(%334 : vector<16xf32>)
        ^bb24(%335: vector<16xf32>):  // 2 preds: ^bb22, ^bb23
          %336 = llvm.extractelement %142[%5 : i64] : vector<16xi1>
          %337 = llvm.extractelement %204[%5 : i64] : vector<16xi64>
          llvm.cond_br %336, ^bb25, ^bb26(%335 : vector<16xf32>)
        ^bb25:  // pred: ^bb24
          %338 = llvm.mul %79, %34 : i64
          %339 = llvm.mul %78, %34 : i64
          %340 = llvm.add %338, %339 : i64
          %341 = llvm.mul %34, %16 : i64
          %342 = llvm.add %340, %341 : i64
          %343 = llvm.add %342, %337 : i64
          %344 = llvm.getelementptr %77[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %345 = llvm.load %344 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %346 = llvm.extractelement %345[%34 : i64] : vector<1xf32>
          %347 = llvm.insertelement %346, %335[%5 : i64] : vector<16xf32>
          llvm.br ^bb26(%347 : vector<16xf32>)
        ^bb26(%348: vector<16xf32>):  // 2 preds: ^bb24, ^bb25
          %349 = llvm.extractelement %142[%4 : i64] : vector<16xi1>
          %350 = llvm.extractelement %204[%4 : i64] : vector<16xi64>
          llvm.cond_br %349, ^bb27, ^bb28(%348 : vector<16xf32>)
        ^bb27:  // pred: ^bb26
          %351 = llvm.mul %79, %34 : i64
          %352 = llvm.mul %78, %34 : i64
          %353 = llvm.add %351, %352 : i64
          %354 = llvm.mul %34, %16 : i64
          %355 = llvm.add %353, %354 : i64
          %356 = llvm.add %355, %350 : i64
          %357 = llvm.getelementptr %77[%356] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %358 = llvm.load %357 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %359 = llvm.extractelement %358[%34 : i64] : vector<1xf32>
          %360 = llvm.insertelement %359, %348[%4 : i64] : vector<16xf32>
          llvm.br ^bb28(%360 : vector<16xf32>)
        ^bb28(%361: vector<16xf32>):  // 2 preds: ^bb26, ^bb27
          %362 = llvm.extractelement %142[%3 : i64] : vector<16xi1>
          %363 = llvm.extractelement %204[%3 : i64] : vector<16xi64>
          llvm.cond_br %362, ^bb29, ^bb30(%361 : vector<16xf32>)
        ^bb29:  // pred: ^bb28
          %364 = llvm.mul %79, %34 : i64
          %365 = llvm.mul %78, %34 : i64
          %366 = llvm.add %364, %365 : i64
          %367 = llvm.mul %34, %16 : i64
          %368 = llvm.add %366, %367 : i64
          %369 = llvm.add %368, %363 : i64
          %370 = llvm.getelementptr %77[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %371 = llvm.load %370 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %372 = llvm.extractelement %371[%34 : i64] : vector<1xf32>
          %373 = llvm.insertelement %372, %361[%3 : i64] : vector<16xf32>
          llvm.br ^bb30(%373 : vector<16xf32>)
        ^bb30(%374: vector<16xf32>):  // 2 preds: ^bb28, ^bb29
          %375 = llvm.extractelement %142[%2 : i64] : vector<16xi1>
          %376 = llvm.extractelement %204[%2 : i64] : vector<16xi64>
          llvm.cond_br %375, ^bb31, ^bb32(%374 : vector<16xf32>)
        ^bb31:  // pred: ^bb30
          %377 = llvm.mul %79, %34 : i64
          %378 = llvm.mul %78, %34 : i64
          %379 = llvm.add %377, %378 : i64
          %380 = llvm.mul %34, %16 : i64
          %381 = llvm.add %379, %380 : i64
          %382 = llvm.add %381, %376 : i64
          %383 = llvm.getelementptr %77[%382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %384 = llvm.load %383 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %385 = llvm.extractelement %384[%34 : i64] : vector<1xf32>
          %386 = llvm.insertelement %385, %374[%2 : i64] : vector<16xf32>
          llvm.br ^bb32(%386 : vector<16xf32>)
        ^bb32(%387: vector<16xf32>):  // 2 preds: ^bb30, ^bb31
          %388 = llvm.extractelement %142[%1 : i64] : vector<16xi1>
          %389 = llvm.extractelement %204[%1 : i64] : vector<16xi64>
          llvm.cond_br %388, ^bb33, ^bb34(%387 : vector<16xf32>)
        ^bb33:  // pred: ^bb32
          %390 = llvm.mul %79, %34 : i64
          %391 = llvm.mul %78, %34 : i64
          %392 = llvm.add %390, %391 : i64
          %393 = llvm.mul %34, %16 : i64
          %394 = llvm.add %392, %393 : i64
          %395 = llvm.add %394, %389 : i64
          %396 = llvm.getelementptr %77[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %397 = llvm.load %396 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %398 = llvm.extractelement %397[%34 : i64] : vector<1xf32>
          %399 = llvm.insertelement %398, %387[%1 : i64] : vector<16xf32>
          llvm.br ^bb34(%399 : vector<16xf32>)
        ^bb34(%400: vector<16xf32>):  // 2 preds: ^bb32, ^bb33
          %401 = llvm.extractelement %142[%0 : i64] : vector<16xi1>
          %402 = llvm.extractelement %204[%0 : i64] : vector<16xi64>
          llvm.cond_br %401, ^bb35, ^bb36(%400 : vector<16xf32>)
        ^bb35:  // pred: ^bb34
          %403 = llvm.mul %79, %34 : i64
          %404 = llvm.mul %78, %34 : i64
          %405 = llvm.add %403, %404 : i64
          %406 = llvm.mul %34, %16 : i64
          %407 = llvm.add %405, %406 : i64
          %408 = llvm.add %407, %402 : i64
          %409 = llvm.getelementptr %77[%408] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %410 = llvm.load %409 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %411 = llvm.extractelement %410[%34 : i64] : vector<1xf32>
          %412 = llvm.insertelement %411, %400[%0 : i64] : vector<16xf32>
          llvm.br ^bb36(%412 : vector<16xf32>)
        ^bb36(%413: vector<16xf32>):  // 2 preds: ^bb34, ^bb35
          %414 = llvm.extractelement %205[%34 : i64] : vector<16xi64>
          llvm.cond_br %206, ^bb37, ^bb38(%27 : vector<16xf32>)
        ^bb37:  // pred: ^bb36
          %415 = llvm.mul %79, %34 : i64
          %416 = llvm.mul %78, %34 : i64
          %417 = llvm.add %415, %416 : i64
          %418 = llvm.mul %34, %16 : i64
          %419 = llvm.add %417, %418 : i64
          %420 = llvm.add %419, %414 : i64
          %421 = llvm.getelementptr %77[%420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %422 = llvm.load %421 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %423 = llvm.extractelement %422[%34 : i64] : vector<1xf32>
          %424 = llvm.insertelement %423, %27[%34 : i64] : vector<16xf32>
          llvm.br ^bb38(%424 : vector<16xf32>)
        ^bb38(%425: vector<16xf32>):  // 2 preds: ^bb36, ^bb37
          %426 = llvm.extractelement %205[%20 : i64] : vector<16xi64>
          llvm.cond_br %219, ^bb39, ^bb40(%425 : vector<16xf32>)
        ^bb39:  // pred: ^bb38
          %427 = llvm.mul %79, %34 : i64
          %428 = llvm.mul %78, %34 : i64
          %429 = llvm.add %427, %428 : i64
          %430 = llvm.mul %34, %16 : i64
          %431 = llvm.add %429, %430 : i64
          %432 = llvm.add %431, %426 : i64
          %433 = llvm.getelementptr %77[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %434 = llvm.load %433 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %435 = llvm.extractelement %434[%34 : i64] : vector<1xf32>
          %436 = llvm.insertelement %435, %425[%20 : i64] : vector<16xf32>
          llvm.br ^bb40(%436 : vector<16xf32>)
        ^bb40(%437: vector<16xf32>):  // 2 preds: ^bb38, ^bb39
          %438 = llvm.extractelement %205[%31 : i64] : vector<16xi64>
          llvm.cond_br %232, ^bb41, ^bb42(%437 : vector<16xf32>)
        ^bb41:  // pred: ^bb40
          %439 = llvm.mul %79, %34 : i64
          %440 = llvm.mul %78, %34 : i64
          %441 = llvm.add %439, %440 : i64
          %442 = llvm.mul %34, %16 : i64
          %443 = llvm.add %441, %442 : i64
          %444 = llvm.add %443, %438 : i64
          %445 = llvm.getelementptr %77[%444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %446 = llvm.load %445 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %447 = llvm.extractelement %446[%34 : i64] : vector<1xf32>
          %448 = llvm.insertelement %447, %437[%31 : i64] : vector<16xf32>
          llvm.br ^bb42(%448 : vector<16xf32>)
        ^bb42(%449: vector<16xf32>):  // 2 preds: ^bb40, ^bb41
          %450 = llvm.extractelement %205[%17 : i64] : vector<16xi64>
          llvm.cond_br %245, ^bb43, ^bb44(%449 : vector<16xf32>)
        ^bb43:  // pred: ^bb42
          %451 = llvm.mul %79, %34 : i64
          %452 = llvm.mul %78, %34 : i64
          %453 = llvm.add %451, %452 : i64
          %454 = llvm.mul %34, %16 : i64
          %455 = llvm.add %453, %454 : i64
          %456 = llvm.add %455, %450 : i64
          %457 = llvm.getelementptr %77[%456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %458 = llvm.load %457 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %459 = llvm.extractelement %458[%34 : i64] : vector<1xf32>
          %460 = llvm.insertelement %459, %449[%17 : i64] : vector<16xf32>
          llvm.br ^bb44(%460 : vector<16xf32>)
        ^bb44(%461: vector<16xf32>):  // 2 preds: ^bb42, ^bb43
          %462 = llvm.extractelement %205[%16 : i64] : vector<16xi64>
          llvm.cond_br %258, ^bb45, ^bb46(%461 : vector<16xf32>)
        ^bb45:  // pred: ^bb44
          %463 = llvm.mul %79, %34 : i64
          %464 = llvm.mul %78, %34 : i64
          %465 = llvm.add %463, %464 : i64
          %466 = llvm.mul %34, %16 : i64
          %467 = llvm.add %465, %466 : i64
          %468 = llvm.add %467, %462 : i64
          %469 = llvm.getelementptr %77[%468] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %470 = llvm.load %469 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %471 = llvm.extractelement %470[%34 : i64] : vector<1xf32>
          %472 = llvm.insertelement %471, %461[%16 : i64] : vector<16xf32>
          llvm.br ^bb46(%472 : vector<16xf32>)
        ^bb46(%473: vector<16xf32>):  // 2 preds: ^bb44, ^bb45
          %474 = llvm.extractelement %205[%10 : i64] : vector<16xi64>
          llvm.cond_br %271, ^bb47, ^bb48(%473 : vector<16xf32>)
        ^bb47:  // pred: ^bb46
          %475 = llvm.mul %79, %34 : i64
          %476 = llvm.mul %78, %34 : i64
          %477 = llvm.add %475, %476 : i64
          %478 = llvm.mul %34, %16 : i64
          %479 = llvm.add %477, %478 : i64
          %480 = llvm.add %479, %474 : i64
          %481 = llvm.getelementptr %77[%480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %482 = llvm.load %481 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %483 = llvm.extractelement %482[%34 : i64] : vector<1xf32>
          %484 = llvm.insertelement %483, %473[%10 : i64] : vector<16xf32>
          llvm.br ^bb48(%484 : vector<16xf32>)
        ^bb48(%485: vector<16xf32>):  // 2 preds: ^bb46, ^bb47
          %486 = llvm.extractelement %205[%9 : i64] : vector<16xi64>
          llvm.cond_br %284, ^bb49, ^bb50(%485 : vector<16xf32>)
        ^bb49:  // pred: ^bb48
          %487 = llvm.mul %79, %34 : i64
          %488 = llvm.mul %78, %34 : i64
          %489 = llvm.add %487, %488 : i64
          %490 = llvm.mul %34, %16 : i64
          %491 = llvm.add %489, %490 : i64
          %492 = llvm.add %491, %486 : i64
          %493 = llvm.getelementptr %77[%492] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %494 = llvm.load %493 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %495 = llvm.extractelement %494[%34 : i64] : vector<1xf32>
          %496 = llvm.insertelement %495, %485[%9 : i64] : vector<16xf32>
          llvm.br ^bb50(%496 : vector<16xf32>)
        ^bb50(%497: vector<16xf32>):  // 2 preds: ^bb48, ^bb49
          %498 = llvm.extractelement %205[%8 : i64] : vector<16xi64>
          llvm.cond_br %297, ^bb51, ^bb52(%497 : vector<16xf32>)
        ^bb51:  // pred: ^bb50
          %499 = llvm.mul %79, %34 : i64
          %500 = llvm.mul %78, %34 : i64
          %501 = llvm.add %499, %500 : i64
          %502 = llvm.mul %34, %16 : i64
          %503 = llvm.add %501, %502 : i64
          %504 = llvm.add %503, %498 : i64
          %505 = llvm.getelementptr %77[%504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %506 = llvm.load %505 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %507 = llvm.extractelement %506[%34 : i64] : vector<1xf32>
          %508 = llvm.insertelement %507, %497[%8 : i64] : vector<16xf32>
          llvm.br ^bb52(%508 : vector<16xf32>)
        ^bb52(%509: vector<16xf32>):  // 2 preds: ^bb50, ^bb51
          %510 = llvm.extractelement %205[%7 : i64] : vector<16xi64>
          llvm.cond_br %310, ^bb53, ^bb54(%509 : vector<16xf32>)
        ^bb53:  // pred: ^bb52
          %511 = llvm.mul %79, %34 : i64
          %512 = llvm.mul %78, %34 : i64
          %513 = llvm.add %511, %512 : i64
          %514 = llvm.mul %34, %16 : i64
          %515 = llvm.add %513, %514 : i64
          %516 = llvm.add %515, %510 : i64
          %517 = llvm.getelementptr %77[%516] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %518 = llvm.load %517 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %519 = llvm.extractelement %518[%34 : i64] : vector<1xf32>
          %520 = llvm.insertelement %519, %509[%7 : i64] : vector<16xf32>
          llvm.br ^bb54(%520 : vector<16xf32>)
        ^bb54(%521: vector<16xf32>):  // 2 preds: ^bb52, ^bb53
          %522 = llvm.extractelement %205[%6 : i64] : vector<16xi64>
          llvm.cond_br %323, ^bb55, ^bb56(%521 : vector<16xf32>)
        ^bb55:  // pred: ^bb54
          %523 = llvm.mul %79, %34 : i64
          %524 = llvm.mul %78, %34 : i64
          %525 = llvm.add %523, %524 : i64
          %526 = llvm.mul %34, %16 : i64
          %527 = llvm.add %525, %526 : i64
          %528 = llvm.add %527, %522 : i64
          %529 = llvm.getelementptr %77[%528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %530 = llvm.load %529 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %531 = llvm.extractelement %530[%34 : i64] : vector<1xf32>
          %532 = llvm.insertelement %531, %521[%6 : i64] : vector<16xf32>
          llvm.br ^bb56(%532 : vector<16xf32>)
        ^bb56(%533: vector<16xf32>):  // 2 preds: ^bb54, ^bb55
          %534 = llvm.extractelement %205[%5 : i64] : vector<16xi64>
          llvm.cond_br %336, ^bb57, ^bb58(%533 : vector<16xf32>)
        ^bb57:  // pred: ^bb56
          %535 = llvm.mul %79, %34 : i64
          %536 = llvm.mul %78, %34 : i64
          %537 = llvm.add %535, %536 : i64
          %538 = llvm.mul %34, %16 : i64
          %539 = llvm.add %537, %538 : i64
          %540 = llvm.add %539, %534 : i64
          %541 = llvm.getelementptr %77[%540] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %542 = llvm.load %541 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %543 = llvm.extractelement %542[%34 : i64] : vector<1xf32>
          %544 = llvm.insertelement %543, %533[%5 : i64] : vector<16xf32>
          llvm.br ^bb58(%544 : vector<16xf32>)
        ^bb58(%545: vector<16xf32>):  // 2 preds: ^bb56, ^bb57
          %546 = llvm.extractelement %205[%4 : i64] : vector<16xi64>
          llvm.cond_br %349, ^bb59, ^bb60(%545 : vector<16xf32>)
        ^bb59:  // pred: ^bb58
          %547 = llvm.mul %79, %34 : i64
          %548 = llvm.mul %78, %34 : i64
          %549 = llvm.add %547, %548 : i64
          %550 = llvm.mul %34, %16 : i64
          %551 = llvm.add %549, %550 : i64
          %552 = llvm.add %551, %546 : i64
          %553 = llvm.getelementptr %77[%552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %554 = llvm.load %553 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %555 = llvm.extractelement %554[%34 : i64] : vector<1xf32>
          %556 = llvm.insertelement %555, %545[%4 : i64] : vector<16xf32>
          llvm.br ^bb60(%556 : vector<16xf32>)
        ^bb60(%557: vector<16xf32>):  // 2 preds: ^bb58, ^bb59
          %558 = llvm.extractelement %205[%3 : i64] : vector<16xi64>
          llvm.cond_br %362, ^bb61, ^bb62(%557 : vector<16xf32>)
        ^bb61:  // pred: ^bb60
          %559 = llvm.mul %79, %34 : i64
          %560 = llvm.mul %78, %34 : i64
          %561 = llvm.add %559, %560 : i64
          %562 = llvm.mul %34, %16 : i64
          %563 = llvm.add %561, %562 : i64
          %564 = llvm.add %563, %558 : i64
          %565 = llvm.getelementptr %77[%564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %566 = llvm.load %565 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %567 = llvm.extractelement %566[%34 : i64] : vector<1xf32>
          %568 = llvm.insertelement %567, %557[%3 : i64] : vector<16xf32>
          llvm.br ^bb62(%568 : vector<16xf32>)
        ^bb62(%569: vector<16xf32>):  // 2 preds: ^bb60, ^bb61
          %570 = llvm.extractelement %205[%2 : i64] : vector<16xi64>
          llvm.cond_br %375, ^bb63, ^bb64(%569 : vector<16xf32>)
        ^bb63:  // pred: ^bb62
          %571 = llvm.mul %79, %34 : i64
          %572 = llvm.mul %78, %34 : i64
          %573 = llvm.add %571, %572 : i64
          %574 = llvm.mul %34, %16 : i64
          %575 = llvm.add %573, %574 : i64
          %576 = llvm.add %575, %570 : i64
          %577 = llvm.getelementptr %77[%576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %578 = llvm.load %577 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %579 = llvm.extractelement %578[%34 : i64] : vector<1xf32>
          %580 = llvm.insertelement %579, %569[%2 : i64] : vector<16xf32>
          llvm.br ^bb64(%580 : vector<16xf32>)
        ^bb64(%581: vector<16xf32>):  // 2 preds: ^bb62, ^bb63
          %582 = llvm.extractelement %205[%1 : i64] : vector<16xi64>
          llvm.cond_br %388, ^bb65, ^bb66(%581 : vector<16xf32>)
        ^bb65:  // pred: ^bb64
          %583 = llvm.mul %79, %34 : i64
          %584 = llvm.mul %78, %34 : i64
          %585 = llvm.add %583, %584 : i64
          %586 = llvm.mul %34, %16 : i64
          %587 = llvm.add %585, %586 : i64
          %588 = llvm.add %587, %582 : i64
          %589 = llvm.getelementptr %77[%588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %590 = llvm.load %589 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %591 = llvm.extractelement %590[%34 : i64] : vector<1xf32>
          %592 = llvm.insertelement %591, %581[%1 : i64] : vector<16xf32>
          llvm.br ^bb66(%592 : vector<16xf32>)
        ^bb66(%593: vector<16xf32>):  // 2 preds: ^bb64, ^bb65
          %594 = llvm.extractelement %205[%0 : i64] : vector<16xi64>
          llvm.cond_br %401, ^bb67, ^bb68(%593 : vector<16xf32>)
        ^bb67:  // pred: ^bb66
          %595 = llvm.mul %79, %34 : i64
          %596 = llvm.mul %78, %34 : i64
          %597 = llvm.add %595, %596 : i64
          %598 = llvm.mul %34, %16 : i64
          %599 = llvm.add %597, %598 : i64
          %600 = llvm.add %599, %594 : i64
          %601 = llvm.getelementptr %77[%600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %602 = llvm.load %601 <alignment = 4> : !llvm.ptr -> vector<1xf32>
          %603 = llvm.extractelement %602[%34 : i64] : vector<1xf32>
          %604 = llvm.insertelement %603, %593[%0 : i64] : vector<16xf32>
          llvm.br ^bb68(%604 : vector<16xf32>)
        ^bb68(%605: vector<16xf32>):  // 2 preds: ^bb66, ^bb67
          %606 = llvm.fsub %413, %187 fastmath<contract> : vector<16xf32>
          %607 = llvm.fsub %605, %188 fastmath<contract> : vector<16xf32>
          %608 = llvm.intr.smin(%119, %24) : (i64, i64) -> i64
          %609 = llvm.trunc %608 : i64 to i32
          %610 = llvm.insertelement %609, %15[%14 : i32] : vector<16xi32>
          %611 = llvm.shufflevector %610, %15 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi32> 
          %612 = llvm.icmp "sgt" %611, %25 : vector<16xi32>
          %613 = llvm.mul %89, %74 : i64
          %614 = llvm.add %613, %116 : i64
          %615 = llvm.getelementptr %84[%614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.intr.masked.store(%606, %615, %612), alignment(4) : vector<16xf32>, vector<16xi1> into !llvm.ptr
          %616 = llvm.add %89, %20 : i64
          %617 = llvm.mul %616, %74 : i64
          %618 = llvm.add %617, %116 : i64
          %619 = llvm.getelementptr %84[%618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.intr.masked.store(%607, %619, %612), alignment(4) : vector<16xf32>, vector<16xi1> into !llvm.ptr
          %620 = llvm.add %116, %32 : i64
          llvm.br ^bb3(%620 : i64)
        ^bb69:  // pred: ^bb3
          llvm.return %14 : i32
        }
      }
    }
  }
  hal.executable private @main$async_dispatch_3 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_3_reduction_24xD_f32 ordinal(0) layout(#pipeline_layout2) count(%arg0: !hal.device, %arg1: index) -> (index, index, index) {
        %c12 = arith.constant 12 : index
        %c1 = arith.constant 1 : index
        hal.return %c12, %c1, %c1 : index, index, index
      } <workgroup_size = [1 : index, 1 : index, 1 : index]>
      builtin.module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", llvm.target_triple = "x86_64-unknown-unknown-eabi-elf"} {
        llvm.func @main$async_dispatch_3_reduction_24xD_f32(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg1: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}, %arg2: !llvm.ptr {llvm.align = 16 : i64, llvm.noalias, llvm.nonnull, llvm.noundef}) -> i32 {
          %0 = llvm.mlir.constant(dense<1.000000e+00> : vector<16xf32>) : vector<16xf32>
          %1 = llvm.mlir.poison : vector<2xf32>
          %2 = llvm.mlir.constant(16 : i32) : i32
          %3 = llvm.mlir.constant(0 : i32) : i32
          %4 = llvm.mlir.poison : vector<16xi32>
          %5 = llvm.mlir.constant(64 : i64) : i64
          %6 = llvm.mlir.constant(true) : i1
          %7 = llvm.mlir.constant(1 : i64) : i64
          %8 = llvm.mlir.constant(2 : i64) : i64
          %9 = llvm.mlir.poison : vector<32xf32>
          %10 = llvm.mlir.constant(2147483647 : i64) : i64
          %11 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : vector<16xi32>) : vector<16xi32>
          %12 = llvm.mlir.poison : vector<16xf32>
          %13 = llvm.mlir.constant(dense<9.99999974E-6> : vector<2x16xf32>) : !llvm.array<2 x vector<16xf32>>
          %14 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
          %15 = llvm.mlir.constant(16 : i64) : i64
          %16 = llvm.mlir.constant(32 : i64) : i64
          %17 = llvm.mlir.constant(0 : i64) : i64
          %18 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %19 = llvm.extractvalue %18[9] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %20 = llvm.load %19 : !llvm.ptr -> i32
          %21 = llvm.getelementptr %19[1] : (!llvm.ptr) -> !llvm.ptr, i32
          %22 = llvm.load %21 : !llvm.ptr -> i32
          %23 = llvm.getelementptr %19[2] : (!llvm.ptr) -> !llvm.ptr, i32
          %24 = llvm.load %23 : !llvm.ptr -> i32
          %25 = llvm.getelementptr %19[3] : (!llvm.ptr) -> !llvm.ptr, i32
          %26 = llvm.load %25 : !llvm.ptr -> i32
          %27 = llvm.getelementptr %19[4] : (!llvm.ptr) -> !llvm.ptr, i32
          %28 = llvm.load %27 : !llvm.ptr -> i32
          %29 = llvm.zext %20 : i32 to i64
          %30 = llvm.zext %22 : i32 to i64
          %31 = llvm.shl %30, %16 : i64
          %32 = llvm.or %29, %31 : i64
          %33 = llvm.bitcast %24 : i32 to f32
          %34 = llvm.zext %26 : i32 to i64
          %35 = llvm.zext %28 : i32 to i64
          %36 = llvm.shl %35, %16 : i64
          %37 = llvm.or %34, %36 : i64
          %38 = llvm.extractvalue %18[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %39 = llvm.load %38 : !llvm.ptr -> !llvm.ptr
          %40 = llvm.getelementptr %39[%32] : (!llvm.ptr, i64) -> !llvm.ptr, i8
          %41 = llvm.mul %37, %7 : i64
          llvm.intr.assume %6 ["align"(%40, %5 : !llvm.ptr, i64)] : i1
          %42 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)>
          %43 = llvm.extractvalue %42[10] : !llvm.struct<"iree_hal_executable_dispatch_state_v0_t", (i32, i32, i16, i16, i32, i32, i16, i8, i8, ptr, ptr, ptr)> 
          %44 = llvm.getelementptr %43[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
          %45 = llvm.load %44 : !llvm.ptr -> !llvm.ptr
          llvm.intr.assume %6 ["align"(%45, %5 : !llvm.ptr, i64)] : i1
          %46 = llvm.fptosi %33 : f32 to i64
          %47 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)>
          %48 = llvm.extractvalue %47[0] : !llvm.struct<"iree_hal_executable_workgroup_state_v0_t", (i32, i32, i16, i16, i32, ptr, i32)> 
          %49 = llvm.zext %48 : i32 to i64
          %50 = llvm.mul %49, %8 overflow<nsw> : i64
          llvm.br ^bb1(%17, %14 : i64, vector<2xf32>)
        ^bb1(%51: i64, %52: vector<2xf32>):  // 2 preds: ^bb0, ^bb2
          %53 = llvm.icmp "slt" %51, %37 : i64
          llvm.cond_br %53, ^bb2, ^bb3(%17 : i64)
        ^bb2:  // pred: ^bb1
          %54 = llvm.sub %37, %51 : i64
          %55 = llvm.intr.smin(%54, %15) : (i64, i64) -> i64
          %56 = llvm.intr.smin(%55, %10) : (i64, i64) -> i64
          %57 = llvm.trunc %56 : i64 to i32
          %58 = llvm.insertelement %57, %4[%3 : i32] : vector<16xi32>
          %59 = llvm.shufflevector %58, %4 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi32> 
          %60 = llvm.icmp "sgt" %59, %11 : vector<16xi32>
          %61 = llvm.mul %50, %41 : i64
          %62 = llvm.add %61, %51 : i64
          %63 = llvm.getelementptr %40[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %64 = llvm.intr.masked.load(%63, %60, %12), alignment(4) : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
          %65 = llvm.add %50, %7 : i64
          %66 = llvm.mul %65, %41 : i64
          %67 = llvm.add %66, %51 : i64
          %68 = llvm.getelementptr %40[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %69 = llvm.intr.masked.load(%68, %60, %12), alignment(4) : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
          %70 = llvm.extractelement %52[%17 : i64] : vector<2xf32>
          %71 = llvm.fmul %64, %64 fastmath<contract> : vector<16xf32>
          %72 = "llvm.intr.vp.reduce.fadd"(%70, %71, %60, %2) : (f32, vector<16xf32>, vector<16xi1>, i32) -> f32
          %73 = llvm.extractelement %52[%7 : i64] : vector<2xf32>
          %74 = llvm.fmul %69, %69 fastmath<contract> : vector<16xf32>
          %75 = "llvm.intr.vp.reduce.fadd"(%73, %74, %60, %2) : (f32, vector<16xf32>, vector<16xi1>, i32) -> f32
          %76 = llvm.insertelement %72, %1[%17 : i64] : vector<2xf32>
          %77 = llvm.insertelement %75, %76[%7 : i64] : vector<2xf32>
          %78 = llvm.add %51, %15 : i64
          llvm.br ^bb1(%78, %77 : i64, vector<2xf32>)
        ^bb3(%79: i64):  // 2 preds: ^bb1, ^bb4
          %80 = llvm.icmp "slt" %79, %37 : i64
          llvm.cond_br %80, ^bb4, ^bb5
        ^bb4:  // pred: ^bb3
          %81 = llvm.sub %37, %79 : i64
          %82 = llvm.intr.smin(%81, %15) : (i64, i64) -> i64
          %83 = llvm.intr.smin(%82, %10) : (i64, i64) -> i64
          %84 = llvm.trunc %83 : i64 to i32
          %85 = llvm.insertelement %84, %4[%3 : i32] : vector<16xi32>
          %86 = llvm.shufflevector %85, %4 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xi32> 
          %87 = llvm.icmp "sgt" %86, %11 : vector<16xi32>
          %88 = llvm.mul %50, %41 : i64
          %89 = llvm.add %88, %79 : i64
          %90 = llvm.getelementptr %40[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %91 = llvm.intr.masked.load(%90, %87, %12), alignment(4) : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
          %92 = llvm.add %50, %7 : i64
          %93 = llvm.mul %92, %41 : i64
          %94 = llvm.add %93, %79 : i64
          %95 = llvm.getelementptr %40[%94] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %96 = llvm.intr.masked.load(%95, %87, %12), alignment(4) : (!llvm.ptr, vector<16xi1>, vector<16xf32>) -> vector<16xf32>
          %97 = llvm.shufflevector %52, %52 [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<2xf32> 
          %98 = llvm.shufflevector %97, %9 [0, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1] : vector<32xf32> 
          %99 = llvm.shufflevector %97, %98 [32, 33, 0, 1, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %100 = llvm.shufflevector %97, %99 [32, 33, 34, 35, 0, 1, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %101 = llvm.shufflevector %97, %100 [32, 33, 34, 35, 36, 37, 0, 1, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %102 = llvm.shufflevector %97, %101 [32, 33, 34, 35, 36, 37, 38, 39, 0, 1, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %103 = llvm.shufflevector %97, %102 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 0, 1, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %104 = llvm.shufflevector %97, %103 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 0, 1, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %105 = llvm.shufflevector %97, %104 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 0, 1, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %106 = llvm.shufflevector %97, %105 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 0, 1, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %107 = llvm.shufflevector %97, %106 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 0, 1, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %108 = llvm.shufflevector %97, %107 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 0, 1, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %109 = llvm.shufflevector %97, %108 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 0, 1, 56, 57, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %110 = llvm.shufflevector %97, %109 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 0, 1, 58, 59, 60, 61, 62, 63] : vector<32xf32> 
          %111 = llvm.shufflevector %97, %110 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 0, 1, 60, 61, 62, 63] : vector<32xf32> 
          %112 = llvm.shufflevector %97, %111 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 0, 1, 62, 63] : vector<32xf32> 
          %113 = llvm.shufflevector %97, %112 [32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 0, 1] : vector<32xf32> 
          %114 = llvm.shufflevector %113, %9 [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31] : vector<32xf32> 
          %115 = llvm.shufflevector %114, %114 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<32xf32> 
          %116 = llvm.shufflevector %114, %114 [16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31] : vector<32xf32> 
          %117 = llvm.sitofp %46 : i64 to f32
          %118 = llvm.insertelement %117, %12[%3 : i32] : vector<16xf32>
          %119 = llvm.shufflevector %118, %118 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<16xf32> 
          %120 = llvm.fdiv %115, %119 : vector<16xf32>
          %121 = llvm.fdiv %116, %119 : vector<16xf32>
          %122 = llvm.extractvalue %13[0] : !llvm.array<2 x vector<16xf32>> 
          %123 = llvm.fadd %120, %122 fastmath<contract> : vector<16xf32>
          %124 = llvm.extractvalue %13[1] : !llvm.array<2 x vector<16xf32>> 
          %125 = llvm.fadd %121, %124 fastmath<contract> : vector<16xf32>
          %126 = llvm.intr.sqrt(%123) : (vector<16xf32>) -> vector<16xf32>
          %127 = llvm.fdiv %0, %126 : vector<16xf32>
          %128 = llvm.intr.sqrt(%125) : (vector<16xf32>) -> vector<16xf32>
          %129 = llvm.fdiv %0, %128 : vector<16xf32>
          %130 = llvm.fmul %91, %127 fastmath<contract> : vector<16xf32>
          %131 = llvm.fmul %96, %129 fastmath<contract> : vector<16xf32>
          %132 = llvm.getelementptr %45[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.intr.masked.store(%130, %132, %87), alignment(4) : vector<16xf32>, vector<16xi1> into !llvm.ptr
          %133 = llvm.getelementptr %45[%94] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          llvm.intr.masked.store(%131, %133, %87), alignment(4) : vector<16xf32>, vector<16xi1> into !llvm.ptr
          %134 = llvm.add %79, %15 : i64
          llvm.br ^bb3(%134 : i64)
        ^bb5:  // pred: ^bb3
          llvm.return %3 : i32
        }
      }
    }
  }
  hal.executable private @main$async_dispatch_4 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_4_slow_memcpy ordinal(0) layout(#pipeline_layout3) count(%arg0: !hal.device, %arg1: index, %arg2: index) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2)
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main$async_dispatch_4_slow_memcpy() {
          %0 = ub.poison : vector<15xf32>
          %c2147483647 = arith.constant 2147483647 : index
          %cst = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]> : vector<15xi32>
          %c16 = arith.constant 16 : index
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %c3 = arith.constant 3 : index
          %c32_i64 = arith.constant 32 : i64
          %c0 = arith.constant 0 : index
          %1 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(0) : i32
          %2 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(1) : i32
          %3 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(2) : i32
          %4 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(3) : i32
          %5 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(4) : i32
          %6 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(5) : i32
          %7 = hal.interface.constant.load layout(#pipeline_layout3) ordinal(6) : i32
          %8 = arith.extui %1 : i32 to i64
          %9 = arith.extui %2 : i32 to i64
          %10 = arith.shli %9, %c32_i64 : i64
          %11 = arith.ori %8, %10 : i64
          %12 = arith.index_castui %11 : i64 to index
          %13 = arith.bitcast %3 : i32 to f32
          %14 = arith.extui %4 : i32 to i64
          %15 = arith.extui %5 : i32 to i64
          %16 = arith.shli %15, %c32_i64 : i64
          %17 = arith.ori %14, %16 : i64
          %18 = arith.index_castui %17 : i64 to index
          %19 = arith.extui %6 : i32 to i64
          %20 = arith.extui %7 : i32 to i64
          %21 = arith.shli %20, %c32_i64 : i64
          %22 = arith.ori %19, %21 : i64
          %23 = arith.index_castui %22 : i64 to index
          %24 = util.assume.int %12<udiv = 64> : index
          %25 = iree_tensor_ext.dispatch.workload.ordinal %18, 0 : index
          %26 = iree_tensor_ext.dispatch.workload.ordinal %23, 1 : index
          %27 = hal.interface.binding.subspan layout(#pipeline_layout3) binding(0) alignment(64) offset(%c0) flags("ReadOnly|Indirect") : memref<2x3x4x?xf32>{%25}
          %assume_align = memref.assume_alignment %27, 64 : memref<2x3x4x?xf32>
          %28 = hal.interface.binding.subspan layout(#pipeline_layout3) binding(1) alignment(64) offset(%24) flags(Indirect) : memref<2x3x4x?xf32, strided<[?, ?, ?, 1], offset: ?>>{%26}
          %assume_align_0 = memref.assume_alignment %28, 64 : memref<2x3x4x?xf32, strided<[?, ?, ?, 1], offset: ?>>
          %29 = arith.fptosi %13 : f32 to i64
          %30 = arith.index_cast %29 : i64 to index
          %subview = memref.subview %assume_align[0, 0, 0, 0] [2, 3, 2, %30] [1, 1, 2, 1] : memref<2x3x4x?xf32> to memref<2x3x2x?xf32, strided<[?, ?, ?, 1]>>
          %subview_1 = memref.subview %assume_align_0[0, 0, 1, 1] [2, 3, 2, %30] [1, 1, 1, 1] : memref<2x3x4x?xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>>
          %workgroup_id_x = hal.interface.workgroup.id[0] : index
          %workgroup_count_x = hal.interface.workgroup.count[0] : index
          %31 = affine.apply #map()[%30]
          %32 = affine.apply #map1()[%workgroup_id_x]
          %33 = affine.min #map2(%32)[%30]
          %subview_2 = memref.subview %subview[0, 0, 0, %32] [2, 3, 2, %33] [1, 1, 1, 1] : memref<2x3x2x?xf32, strided<[?, ?, ?, 1]>> to memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>>
          %subview_3 = memref.subview %subview_1[0, 0, 0, %32] [2, 3, 2, %33] [1, 1, 1, 1] : memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>>
          %34 = affine.max #map3()[%33]
          scf.for %arg0 = %c0 to %c2 step %c1 {
            scf.for %arg1 = %c0 to %c3 step %c1 {
              scf.for %arg2 = %c0 to %c2 step %c1 {
                scf.for %arg3 = %c0 to %34 step %c16 {
                  %subview_4 = memref.subview %subview_2[%arg0, %arg1, %arg2, %arg3] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<1x1x1x16xf32, strided<[?, ?, ?, 1], offset: ?>>
                  %subview_5 = memref.subview %subview_3[%arg0, %arg1, %arg2, %arg3] [1, 1, 1, 16] [1, 1, 1, 1] : memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<1x1x1x16xf32, strided<[?, ?, ?, 1], offset: ?>>
                  %subview_6 = memref.subview %subview_4[0, 0, 0, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<1x1x1x16xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<16xf32, #map4>
                  %35 = vector.load %subview_6[%c0] : memref<16xf32, #map4>, vector<16xf32>
                  %subview_7 = memref.subview %subview_5[0, 0, 0, 0] [1, 1, 1, 16] [1, 1, 1, 1] : memref<1x1x1x16xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<16xf32, #map4>
                  vector.store %35, %subview_7[%c0] : memref<16xf32, #map4>, vector<16xf32>
                }
                scf.for %arg3 = %34 to %33 step %c16 {
                  %35 = affine.apply #map5(%arg3)[%33]
                  %subview_4 = memref.subview %subview_2[%arg0, %arg1, %arg2, %arg3] [1, 1, 1, %35] [1, 1, 1, 1] : memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<1x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>
                  %subview_5 = memref.subview %subview_3[%arg0, %arg1, %arg2, %arg3] [1, 1, 1, %35] [1, 1, 1, 1] : memref<2x3x2x?xf32, strided<[?, ?, ?, 1], offset: ?>> to memref<1x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>
                  %36 = arith.minsi %35, %c2147483647 : index
                  %37 = arith.index_cast %36 : index to i32
                  %38 = vector.broadcast %37 : i32 to vector<15xi32>
                  %39 = arith.cmpi sgt, %38, %cst : vector<15xi32>
                  %40 = vector.maskedload %subview_4[%c0, %c0, %c0, %c0], %39, %0 : memref<1x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>, vector<15xi1>, vector<15xf32> into vector<15xf32>
                  %41 = arith.minsi %35, %c2147483647 : index
                  %42 = arith.index_cast %41 : index to i32
                  %43 = vector.broadcast %42 : i32 to vector<15xi32>
                  %44 = arith.cmpi sgt, %43, %cst : vector<15xi32>
                  vector.maskedstore %subview_5[%c0, %c0, %c0, %c0], %44, %40 : memref<1x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>, vector<15xi1>, vector<15xf32>
                }
              }
            }
          }
          iree_codegen.workgroup_count_hint(%31)
          return
        }
        iree_codegen.dispatch_config @main$async_dispatch_4_slow_memcpy workgroup_size = [1, 1, 1] {
        ^bb0(%arg0: !hal.device, %arg1: index, %arg2: index):
          %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2)
          iree_codegen.yield %x, %y, %z : index, index, index
        }
      }
    }
  }
  hal.executable private @main$async_dispatch_5 {
    hal.executable.variant public @embedded_elf_x86_64 target(#executable_target_embedded_elf_x86_64) {
      hal.executable.export public @main$async_dispatch_5_conv_2x5x2xDx3x3x3_f32 ordinal(0) layout(#pipeline_layout4) count(%arg0: !hal.device, %arg1: index, %arg2: index) -> (index, index, index) {
        %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg1, %arg2)
        hal.return %x, %y, %z : index, index, index
      }
      builtin.module {
        func.func @main$async_dispatch_5_conv_2x5x2xDx3x3x3_f32() {
          %c32_i64 = arith.constant 32 : i64
          %cst = arith.constant 0.000000e+00 : f32
          %c0 = arith.constant 0 : index
          %0 = hal.interface.constant.load layout(#pipeline_layout4) ordinal(0) : i32
          %1 = hal.interface.constant.load layout(#pipeline_layout4) ordinal(1) : i32
          %2 = hal.interface.constant.load layout(#pipeline_layout4) ordinal(2) : i32
          %3 = hal.interface.constant.load layout(#pipeline_layout4) ordinal(3) : i32
          %4 = hal.interface.constant.load layout(#pipeline_layout4) ordinal(4) : i32
          %5 = hal.interface.constant.load layout(#pipeline_layout4) ordinal(5) : i32
          %6 = arith.extui %0 : i32 to i64
          %7 = arith.extui %1 : i32 to i64
          %8 = arith.shli %7, %c32_i64 : i64
          %9 = arith.ori %6, %8 : i64
          %10 = arith.index_castui %9 : i64 to index
          %11 = arith.extui %2 : i32 to i64
          %12 = arith.extui %3 : i32 to i64
          %13 = arith.shli %12, %c32_i64 : i64
          %14 = arith.ori %11, %13 : i64
          %15 = arith.index_castui %14 : i64 to index
          %16 = arith.extui %4 : i32 to i64
          %17 = arith.extui %5 : i32 to i64
          %18 = arith.shli %17, %c32_i64 : i64
          %19 = arith.ori %16, %18 : i64
          %20 = arith.index_castui %19 : i64 to index
          %21 = util.assume.int %10<udiv = 64> : index
          %22 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(1) alignment(64) offset(%c0) flags(ReadOnly) : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x3x3x3xf32>>
          %23 = iree_tensor_ext.dispatch.workload.ordinal %15, 0 : index
          %24 = iree_tensor_ext.dispatch.workload.ordinal %20, 1 : index
          %25 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(0) alignment(64) offset(%21) flags("ReadOnly|Indirect") : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4x?xf32>>{%23}
          %26 = hal.interface.binding.subspan layout(#pipeline_layout4) binding(2) alignment(64) offset(%c0) flags(Indirect) : !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x2x?xf32>>{%24}
          %27 = iree_tensor_ext.dispatch.tensor.load %25, offsets = [0, 0, 0, 0], sizes = [2, 3, 4, %23], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x3x4x?xf32>>{%23} -> tensor<2x3x4x?xf32>
          %28 = iree_tensor_ext.dispatch.tensor.load %22, offsets = [0, 0, 0, 0], sizes = [5, 3, 3, 3], strides = [1, 1, 1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<5x3x3x3xf32>> -> tensor<5x3x3x3xf32>
          %29 = tensor.empty(%24) : tensor<2x5x2x?xf32>
          %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<2x5x2x?xf32>) -> tensor<2x5x2x?xf32>
          %31 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%27, %28 : tensor<2x3x4x?xf32>, tensor<5x3x3x3xf32>) outs(%30 : tensor<2x5x2x?xf32>) attrs =  {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} {
          ^bb0(%in: f32, %in_0: f32, %out: f32):
            %32 = arith.mulf %in, %in_0 : f32
            %33 = arith.addf %out, %32 : f32
            linalg.yield %33 : f32
          } -> tensor<2x5x2x?xf32>
          iree_tensor_ext.dispatch.tensor.store %31, %26, offsets = [0, 0, 0, 0], sizes = [2, 5, 2, %24], strides = [1, 1, 1, 1] : tensor<2x5x2x?xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x5x2x?xf32>>{%24}
          return
        }
      }
    }
  }
  util.func public @main$async(%arg0: !hal.buffer_view, %arg1: !hal.fence, %arg2: !hal.fence) -> !hal.buffer_view attributes {inlining_policy = #util.inline.never, iree.abi.model = "coarse-fences", iree.abi.stub} {
    %c576 = arith.constant 576 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 2.000000e+00 : f32
    %c24 = arith.constant 24 : index
    %c3 = arith.constant 3 : index
    %c0_i8 = arith.constant 0 : i8
    %c48 = arith.constant 48 : index
    %c0 = arith.constant 0 : index
    %c96 = arith.constant 96 : index
    %c80 = arith.constant 80 : index
    %c32_i64 = arith.constant 32 : i64
    %__hoisted_tensor_135xf32 = util.global.load immutable @__hoisted_tensor_135xf32 : !stream.resource<constant>
    %0 = hal.buffer_view.dim<%arg0 : !hal.buffer_view>[2] : index
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("tensor") shape([%c2, %c3, %0, %c2]) type(%element_type_f32) encoding(%dense_row_major)
    %1 = arith.muli %0, %c48 : index
    %2 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x3x?x2xf32>{%0} in !stream.resource<external>{%1}
    %3 = stream.timepoint.import on(#hal.device.affinity<@__device_0>) %arg1 : (!hal.fence) => !stream.timepoint
    %4 = arith.index_cast %0 : index to i64
    %5 = arith.sitofp %4 : i64 to f32
    %6 = arith.mulf %5, %cst : f32
    %7 = math.floor %6 : f32
    %8 = arith.fptosi %7 : f32 to i64
    %9 = arith.index_cast %8 : i64 to index
    %10 = arith.muli %9, %c24 overflow<nsw> : index
    %11 = arith.muli %9, %c96 : index
    %12 = arith.subi %9, %c1 : index
    %13 = arith.addi %9, %c2 : index
    %14 = arith.muli %13, %c96 : index
    %15 = arith.muli %9, %c80 : index
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<external>{%15} => !stream.timepoint
    %16 = util.align %11, %c64 : index
    %17 = arith.addi %16, %16 : index
    %18 = arith.addi %17, %16 : index
    %19 = util.align %14, %c64 : index
    %20 = arith.addi %18, %19 : index
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) await(%3) => !stream.resource<transient>{%20} => !stream.timepoint
    %21 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %22 = arith.index_castui %0 : index to i32
    %23 = arith.shrui %4, %c32_i64 : i64
    %24 = arith.trunci %23 : i64 to i32
    %25 = arith.index_castui %10 : index to i64
    %26 = arith.index_castui %10 : index to i32
    %27 = arith.shrui %25, %c32_i64 : i64
    %28 = arith.trunci %27 : i64 to i32
    %29 = arith.index_castui %9 : index to i64
    %30 = arith.index_castui %9 : index to i32
    %31 = arith.shrui %29, %c32_i64 : i64
    %32 = arith.trunci %31 : i64 to i32
    %33 = arith.index_castui %0 : index to i64
    %34 = arith.shrui %33, %c32_i64 : i64
    %35 = arith.trunci %34 : i64 to i32
    %36 = arith.index_castui %16 : index to i64
    %37 = arith.index_castui %16 : index to i32
    %38 = arith.shrui %36, %c32_i64 : i64
    %39 = arith.trunci %38 : i64 to i32
    %40 = arith.index_castui %12 : index to i64
    %41 = arith.index_castui %12 : index to i32
    %42 = arith.shrui %40, %c32_i64 : i64
    %43 = arith.trunci %42 : i64 to i32
    %44 = arith.index_castui %17 : index to i64
    %45 = arith.index_castui %17 : index to i32
    %46 = arith.shrui %44, %c32_i64 : i64
    %47 = arith.trunci %46 : i64 to i32
    %48 = arith.bitcast %7 : f32 to i32
    %49 = arith.index_castui %18 : index to i64
    %50 = arith.index_castui %18 : index to i32
    %51 = arith.shrui %49, %c32_i64 : i64
    %52 = arith.trunci %51 : i64 to i32
    %53 = arith.index_castui %13 : index to i64
    %54 = arith.index_castui %13 : index to i32
    %55 = arith.shrui %53, %c32_i64 : i64
    %56 = arith.trunci %55 : i64 to i32
    %57 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%21) => with(%2 as %arg3: !stream.resource<external>{%1}, %__hoisted_tensor_135xf32 as %arg4: !stream.resource<constant>{%c576}, %result as %arg5: !stream.resource<external>{%15}, %result_0 as %arg6: !stream.resource<transient>{%20}) {
      stream.cmd.dispatch @main$async_dispatch_0::@embedded_elf_x86_64::@main$async_dispatch_0_elementwise_broadcast_D_f32[%10, %9, %0](%22, %24, %26, %28, %30, %32, %22, %35 : i32, i32, i32, i32, i32, i32, i32, i32) {
        ro %arg3[%c0 for %1] : !stream.resource<external>{%1},
        wo %arg6[%c0 for %20] : !stream.resource<transient>{%20}
      }
      stream.cmd.dispatch @main$async_dispatch_1::@embedded_elf_x86_64::@main$async_dispatch_1_elementwise_broadcast_D_f32[%10, %9, %12](%37, %39, %26, %28, %30, %32, %41, %43 : i32, i32, i32, i32, i32, i32, i32, i32) {
        ro %arg6[%c0 for %20] : !stream.resource<transient>{%20},
        wo %arg6[%c0 for %20] : !stream.resource<transient>{%20}
      }
      stream.cmd.dispatch @main$async_dispatch_2::@embedded_elf_x86_64::@main$async_dispatch_2_reduction_24xD_f32[%12, %9](%37, %39, %45, %47, %48, %41, %43, %30, %32 : i32, i32, i32, i32, i32, i32, i32, i32, i32) {
        ro %arg6[%c0 for %20] : !stream.resource<transient>{%20},
        wo %arg6[%c0 for %20] : !stream.resource<transient>{%20}
      }
      stream.cmd.concurrent {
        stream.cmd.dispatch @main$async_dispatch_3::@embedded_elf_x86_64::@main$async_dispatch_3_reduction_24xD_f32[%9](%45, %47, %48, %30, %32 : i32, i32, i32, i32, i32) {
          ro %arg6[%c0 for %20] : !stream.resource<transient>{%20},
          wo %arg6[%c0 for %20] : !stream.resource<transient>{%20}
        }
        stream.cmd.fill %c0_i8, %arg6[%18 for %14] : i8 -> !stream.resource<transient>{%20}
      }
      stream.cmd.dispatch @main$async_dispatch_4::@embedded_elf_x86_64::@main$async_dispatch_4_slow_memcpy[%9, %13](%50, %52, %48, %30, %32, %54, %56 : i32, i32, i32, i32, i32, i32, i32) {
        ro %arg6[%c0 for %20] : !stream.resource<transient>{%20},
        rw %arg6[%c0 for %20] : !stream.resource<transient>{%20}
      }
      stream.cmd.dispatch @main$async_dispatch_5::@embedded_elf_x86_64::@main$async_dispatch_5_conv_2x5x2xDx3x3x3_f32[%13, %9](%50, %52, %54, %56, %30, %32 : i32, i32, i32, i32, i32, i32) {
        ro %arg6[%c0 for %20] : !stream.resource<transient>{%20},
        ro %arg4[%c0 for %c576] : !stream.resource<constant>{%c576},
        wo %arg5[%c0 for %15] : !stream.resource<external>{%15}
      }
    } => !stream.timepoint
    %58 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%57) => %result_0 : !stream.resource<transient>{%20} => !stream.timepoint
    stream.timepoint.chain_external on(#hal.device.affinity<@__device_0>) %58 => (%arg2 : !hal.fence)
    %59 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %result : tensor<2x5x2x?xf32>{%9} in !stream.resource<external>{%15} -> !hal.buffer_view
    util.return %59 : !hal.buffer_view
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub} {
    %0 = util.null : !hal.fence
    %c-1_i32 = arith.constant -1 : i32
    %c0 = arith.constant 0 : index
    %device_0 = hal.devices.get %c0 : !hal.device
    %fence = hal.fence.create device(%device_0 : !hal.device) flags("None") : !hal.fence
    %1 = util.call @main$async(%arg0, %0, %fence) : (!hal.buffer_view, !hal.fence, !hal.fence) -> !hal.buffer_view
    %status = hal.fence.await until([%fence]) timeout_millis(%c-1_i32) flags("None") : i32
    util.return %1 : !hal.buffer_view
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(hal.executable(hal.executable.variant(builtin.module(iree-codegen-resolve-workgroup-count-hints))))",
      disable_threading: true,
      verify_each: true
    }
  }
#-}
