//go:build amd64 && !purego && !jsongen_safe

#include "textflag.h"

// scanAVX2 checks s 32 bytes a block (see scan_amd64.go). Registers:
//
//	SI  next block         BX  bytes left      AX  bytes passed (result)
//	DI  the mode's bytes   DX  high bits of this block, R8 of the last
//	Y0  this block         Y15 the last block (zero before the first)
//	Y14 0x0f each byte     Y13, Y12, Y11 the tables classHi1, classLo1, classHi2
//
// A block all of whose bytes and the last block's are below 0x80 needs
// only the ASCII tests. Otherwise each byte is checked with the byte
// before it (prev1), as in Keiser and Lemire, "Validating UTF-8 In Less
// Than One Instruction Per Byte" (2021): three table lookups, by prev1's
// high and low four bits and this byte's high four bits, each give the
// error classes whose pattern that nibble fits, and a byte pair is an
// error when a class is in all three. One class, TWO_CONTS (two continuation bytes in
// a row), is right exactly where the byte must be the third or fourth of
// a character, which prev2 and prev3 tell (is it after 0xe0 or 0xf0 and
// up?): the two are compared with an XOR. Any difference stops the scan.
TEXT scanAVX2<>(SB), NOSPLIT, $0
	XORQ    AX, AX
	XORL    R8, R8
	VPXOR   Y15, Y15, Y15
	VMOVDQU nibble<>(SB), Y14
	VMOVDQU classHi1<>(SB), Y13
	VMOVDQU classLo1<>(SB), Y12
	VMOVDQU classHi2<>(SB), Y11

loop:
	CMPQ BX, $32
	JB   done
	VMOVDQU (SI), Y0

	// Bytes to escape: below 0x20; x|o1 == k1, x|o2 == k2 (the mode's
	// '"', and with HTML also '&', '<', '>'); '\\'.
	VPMAXUB  c1f<>(SB), Y0, Y1
	VPCMPEQB c1f<>(SB), Y1, Y1
	VPOR     0(DI), Y0, Y2
	VPCMPEQB 32(DI), Y2, Y2
	VPOR     Y2, Y1, Y1
	VPOR     64(DI), Y0, Y2
	VPCMPEQB 96(DI), Y2, Y2
	VPOR     Y2, Y1, Y1
	VPCMPEQB cbackslash<>(SB), Y0, Y2
	VPOR     Y2, Y1, Y1
	VPTEST   Y1, Y1
	JNZ      done

	VPMOVMSKB Y0, DX
	MOVL      DX, R9
	ORL       R8, R9
	JNZ       utf8

next:
	VMOVDQU Y0, Y15
	MOVL    DX, R8
	ADDQ    $32, SI
	ADDQ    $32, AX
	SUBQ    $32, BX
	JMP     loop

utf8:
	// Y1 = the last block's high half and this block's low half, so that
	// VPALIGNR can shift bytes across the middle of Y0.
	VPERM2I128 $0x21, Y0, Y15, Y1
	VPALIGNR   $15, Y1, Y0, Y2 // prev1
	VPSRLW     $4, Y2, Y3
	VPAND      Y14, Y3, Y3
	VPSHUFB    Y3, Y13, Y3
	VPAND      Y14, Y2, Y4
	VPSHUFB    Y4, Y12, Y4
	VPAND      Y4, Y3, Y3
	VPSRLW     $4, Y0, Y4
	VPAND      Y14, Y4, Y4
	VPSHUFB    Y4, Y11, Y4
	VPAND      Y4, Y3, Y3 // error classes of each pair, TWO_CONTS aside

	VPALIGNR $14, Y1, Y0, Y4 // prev2
	VPALIGNR $13, Y1, Y0, Y5 // prev3

	// U+2028 and U+2029 (e2 80 a8, e2 80 a9) stop the scan too.
	VPCMPEQB ce2<>(SB), Y4, Y6
	VPCMPEQB c80<>(SB), Y2, Y7
	VPAND    Y7, Y6, Y6
	VPOR     c01<>(SB), Y0, Y7
	VPCMPEQB ca9<>(SB), Y7, Y7
	VPAND    Y7, Y6, Y6

	// 0x80 where the byte must continue a character begun two or three
	// bytes back: prev2 >= 0xe0 or prev3 >= 0xf0.
	VPSUBUSB c60<>(SB), Y4, Y4
	VPSUBUSB c70<>(SB), Y5, Y5
	VPOR     Y5, Y4, Y4
	VPAND    c80<>(SB), Y4, Y4
	VPXOR    Y4, Y3, Y3
	VPOR     Y6, Y3, Y3
	VPTEST   Y3, Y3
	JNZ      done
	JMP      next

done:
	VZEROUPPER
	RET

// func scanString(s string, html bool) int
//
// scanString and scanBytes differ only in where their arguments lie: one
// entry point each lets the Go side pass a string or a []byte without
// package unsafe.
TEXT ·scanString(SB), NOSPLIT, $0-32
	MOVQ    s_base+0(FP), SI
	MOVQ    s_len+8(FP), BX
	LEAQ    modePlain<>(SB), DI
	LEAQ    modeHTML<>(SB), R10
	CMPB    html+16(FP), $0
	CMOVQNE R10, DI
	CALL    scanAVX2<>(SB)
	MOVQ    AX, ret+24(FP)
	RET

// func scanBytes(b []byte, html bool) int
TEXT ·scanBytes(SB), NOSPLIT, $0-40
	MOVQ    b_base+0(FP), SI
	MOVQ    b_len+8(FP), BX
	LEAQ    modePlain<>(SB), DI
	LEAQ    modeHTML<>(SB), R10
	CMPB    html+24(FP), $0
	CMOVQNE R10, DI
	CALL    scanAVX2<>(SB)
	MOVQ    AX, ret+32(FP)
	RET

// func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL eaxArg+0(FP), AX
	MOVL ecxArg+4(FP), CX
	CPUID
	MOVL AX, eax+8(FP)
	MOVL BX, ebx+12(FP)
	MOVL CX, ecx+16(FP)
	MOVL DX, edx+20(FP)
	RET

// func xgetbv() (eax uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-4
	MOVL $0, CX
	XGETBV
	MOVL AX, eax+0(FP)
	RET

// The tables, each 16 bytes written twice (VPSHUFB looks up within each
// 128-bit half). Error classes, one bit each:
//
//	0x01 TOO_SHORT   a lead byte, then no continuation byte
//	0x02 TOO_LONG    an ASCII byte, then a continuation byte
//	0x04 OVERLONG_3  e0, then 80-9f
//	0x08 SURROGATE   ed, then a0-bf
//	0x10 OVERLONG_2  c0 or c1, then a continuation byte
//	0x20 TOO_LARGE   f4-ff, then 90-bf
//	0x40 F0_OR_F5    f0 or f5-ff, then 80-8f
//	0x80 TWO_CONTS   a continuation byte, then another
//
// classHi1 by prev1's high four bits: 0-7 ASCII, 8-b continuation, c-f
// leads.
DATA classHi1<>+0(SB)/8, $0x0202020202020202
DATA classHi1<>+8(SB)/8, $0x610d011180808080
DATA classHi1<>+16(SB)/8, $0x0202020202020202
DATA classHi1<>+24(SB)/8, $0x610d011180808080
GLOBL classHi1<>(SB), RODATA|NOPTR, $32

// classLo1 by prev1's low four bits: TOO_SHORT, TOO_LONG and TWO_CONTS
// for any; 0 adds OVERLONG_3 (e0), OVERLONG_2 (c0) and F0_OR_F5 (f0); 1
// OVERLONG_2 (c1); 4 TOO_LARGE (f4); 5-f TOO_LARGE and F0_OR_F5 (f5-ff);
// d SURROGATE (ed).
DATA classLo1<>+0(SB)/8, $0xe3e3e3a3838393d7
DATA classLo1<>+8(SB)/8, $0xe3e3ebe3e3e3e3e3
DATA classLo1<>+16(SB)/8, $0xe3e3e3a3838393d7
DATA classLo1<>+24(SB)/8, $0xe3e3ebe3e3e3e3e3
GLOBL classLo1<>(SB), RODATA|NOPTR, $32

// classHi2 by this byte's high four bits: TOO_SHORT for what is not a
// continuation byte; for 8-b the classes whose second byte that can be.
DATA classHi2<>+0(SB)/8, $0x0101010101010101
DATA classHi2<>+8(SB)/8, $0x01010101babab6d6
DATA classHi2<>+16(SB)/8, $0x0101010101010101
DATA classHi2<>+24(SB)/8, $0x01010101babab6d6
GLOBL classHi2<>(SB), RODATA|NOPTR, $32

// The mode's bytes: four 32-byte vectors o1, k1, o2, k2. A byte x is to
// be escaped if x|o1 == k1 or x|o2 == k2. Plain: '"' twice. HTML: x|0x04
// == 0x26 finds '"' and '&', x|0x02 == 0x3e finds '<' and '>'.
DATA modePlain<>+0(SB)/8, $0x0000000000000000
DATA modePlain<>+8(SB)/8, $0x0000000000000000
DATA modePlain<>+16(SB)/8, $0x0000000000000000
DATA modePlain<>+24(SB)/8, $0x0000000000000000
DATA modePlain<>+32(SB)/8, $0x2222222222222222
DATA modePlain<>+40(SB)/8, $0x2222222222222222
DATA modePlain<>+48(SB)/8, $0x2222222222222222
DATA modePlain<>+56(SB)/8, $0x2222222222222222
DATA modePlain<>+64(SB)/8, $0x0000000000000000
DATA modePlain<>+72(SB)/8, $0x0000000000000000
DATA modePlain<>+80(SB)/8, $0x0000000000000000
DATA modePlain<>+88(SB)/8, $0x0000000000000000
DATA modePlain<>+96(SB)/8, $0x2222222222222222
DATA modePlain<>+104(SB)/8, $0x2222222222222222
DATA modePlain<>+112(SB)/8, $0x2222222222222222
DATA modePlain<>+120(SB)/8, $0x2222222222222222
GLOBL modePlain<>(SB), RODATA|NOPTR, $128

DATA modeHTML<>+0(SB)/8, $0x0404040404040404
DATA modeHTML<>+8(SB)/8, $0x0404040404040404
DATA modeHTML<>+16(SB)/8, $0x0404040404040404
DATA modeHTML<>+24(SB)/8, $0x0404040404040404
DATA modeHTML<>+32(SB)/8, $0x2626262626262626
DATA modeHTML<>+40(SB)/8, $0x2626262626262626
DATA modeHTML<>+48(SB)/8, $0x2626262626262626
DATA modeHTML<>+56(SB)/8, $0x2626262626262626
DATA modeHTML<>+64(SB)/8, $0x0202020202020202
DATA modeHTML<>+72(SB)/8, $0x0202020202020202
DATA modeHTML<>+80(SB)/8, $0x0202020202020202
DATA modeHTML<>+88(SB)/8, $0x0202020202020202
DATA modeHTML<>+96(SB)/8, $0x3e3e3e3e3e3e3e3e
DATA modeHTML<>+104(SB)/8, $0x3e3e3e3e3e3e3e3e
DATA modeHTML<>+112(SB)/8, $0x3e3e3e3e3e3e3e3e
DATA modeHTML<>+120(SB)/8, $0x3e3e3e3e3e3e3e3e
GLOBL modeHTML<>(SB), RODATA|NOPTR, $128

DATA nibble<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nibble<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nibble<>+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA nibble<>+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL nibble<>(SB), RODATA|NOPTR, $32

DATA c1f<>+0(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA c1f<>+8(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA c1f<>+16(SB)/8, $0x1f1f1f1f1f1f1f1f
DATA c1f<>+24(SB)/8, $0x1f1f1f1f1f1f1f1f
GLOBL c1f<>(SB), RODATA|NOPTR, $32

DATA cbackslash<>+0(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA cbackslash<>+8(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA cbackslash<>+16(SB)/8, $0x5c5c5c5c5c5c5c5c
DATA cbackslash<>+24(SB)/8, $0x5c5c5c5c5c5c5c5c
GLOBL cbackslash<>(SB), RODATA|NOPTR, $32

DATA ce2<>+0(SB)/8, $0xe2e2e2e2e2e2e2e2
DATA ce2<>+8(SB)/8, $0xe2e2e2e2e2e2e2e2
DATA ce2<>+16(SB)/8, $0xe2e2e2e2e2e2e2e2
DATA ce2<>+24(SB)/8, $0xe2e2e2e2e2e2e2e2
GLOBL ce2<>(SB), RODATA|NOPTR, $32

DATA c80<>+0(SB)/8, $0x8080808080808080
DATA c80<>+8(SB)/8, $0x8080808080808080
DATA c80<>+16(SB)/8, $0x8080808080808080
DATA c80<>+24(SB)/8, $0x8080808080808080
GLOBL c80<>(SB), RODATA|NOPTR, $32

DATA c01<>+0(SB)/8, $0x0101010101010101
DATA c01<>+8(SB)/8, $0x0101010101010101
DATA c01<>+16(SB)/8, $0x0101010101010101
DATA c01<>+24(SB)/8, $0x0101010101010101
GLOBL c01<>(SB), RODATA|NOPTR, $32

DATA ca9<>+0(SB)/8, $0xa9a9a9a9a9a9a9a9
DATA ca9<>+8(SB)/8, $0xa9a9a9a9a9a9a9a9
DATA ca9<>+16(SB)/8, $0xa9a9a9a9a9a9a9a9
DATA ca9<>+24(SB)/8, $0xa9a9a9a9a9a9a9a9
GLOBL ca9<>(SB), RODATA|NOPTR, $32

DATA c60<>+0(SB)/8, $0x6060606060606060
DATA c60<>+8(SB)/8, $0x6060606060606060
DATA c60<>+16(SB)/8, $0x6060606060606060
DATA c60<>+24(SB)/8, $0x6060606060606060
GLOBL c60<>(SB), RODATA|NOPTR, $32

DATA c70<>+0(SB)/8, $0x7070707070707070
DATA c70<>+8(SB)/8, $0x7070707070707070
DATA c70<>+16(SB)/8, $0x7070707070707070
DATA c70<>+24(SB)/8, $0x7070707070707070
GLOBL c70<>(SB), RODATA|NOPTR, $32
