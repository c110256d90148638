//go:build amd64 && !purego && !jsongen_safe

#include "textflag.h"

// scanAVX2 checks s 32 bytes a block (see scan_amd64.go). Registers:
//
//	SI  s                  BX  len(s)              AX  bytes passed (result)
//	R9  dst, or zero for no copy
//	R13 len(s)-32: a block fits while AX <= R13    R12 the result at least
//	CX  whole (see tail)   DI  the mode's tables
//	DX  high bits of this block, R8 of the last (or of both, until the next)
//	Y0  this block         Y15 zero
//	Y14 0x0f each byte     Y13, Y12, Y11 the tables classHi1, classLo1, classHi2
//	Y10, Y9 the mode's tables escHi and escLo
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
	XORQ    R12, R12
	LEAQ    -32(BX), R13
	XORL    R8, R8
	VPXOR   Y15, Y15, Y15
	VMOVDQU nibble<>(SB), Y14
	VMOVDQU classHi1<>(SB), Y13
	VMOVDQU classLo1<>(SB), Y12
	VMOVDQU classHi2<>(SB), Y11
	VMOVDQU 0(DI), Y10
	VMOVDQU 32(DI), Y9
	CMPQ    AX, R13
	JGT     tail

loop:
	VMOVDQU (SI)(AX*1), Y0
	TESTQ   R9, R9
	JZ      escapes
	VMOVDQU Y0, (R9)(AX*1)

escapes:
	// Bytes to escape: a lookup by the high four bits and one by the low
	// four give the escape classes (see the tables) each fits; a byte is
	// to be escaped when it fits a class in both.
	VPSRLW  $4, Y0, Y3
	VPAND   Y14, Y3, Y3 // high four bits, for the UTF-8 check too
	VPAND   Y14, Y0, Y4
	VPSHUFB Y3, Y10, Y5
	VPSHUFB Y4, Y9, Y4

	VPMOVMSKB Y0, DX
	ORL       DX, R8 // zero, as DX is, if the block is ASCII
	JNZ       utf8
	VPTEST    Y4, Y5
	JNZ       done
	ADDQ      $32, AX
	CMPQ      AX, R13
	JLE       loop
	JMP       tail

utf8:
	// Past the first block, the bytes one, two and three back are loaded
	// from s itself; only the first block shifts them in from Y15 (zero).
	TESTQ   AX, AX
	JZ      first
	VMOVDQU -1(SI)(AX*1), Y2 // prev1
	VMOVDQU -2(SI)(AX*1), Y7 // prev2
	VMOVDQU -3(SI)(AX*1), Y8 // prev3

classes:
	VPSRLW  $4, Y2, Y6
	VPAND   Y14, Y6, Y6
	VPSHUFB Y6, Y13, Y6
	VPAND   Y14, Y2, Y1
	VPSHUFB Y1, Y12, Y1
	VPAND   Y1, Y6, Y6
	VPSHUFB Y3, Y11, Y1
	VPAND   Y1, Y6, Y6 // error classes of each pair, TWO_CONTS aside

	// U+2028 and U+2029 (e2 80 a8, e2 80 a9) stop the scan too.
	VPCMPEQB ce2<>(SB), Y7, Y3
	VPCMPEQB c80<>(SB), Y2, Y1
	VPAND    Y1, Y3, Y3
	VPOR     c01<>(SB), Y0, Y1
	VPCMPEQB ca9<>(SB), Y1, Y1
	VPAND    Y1, Y3, Y3

	// 0x80 where the byte must continue a character begun two or three
	// bytes back: prev2 >= 0xe0 or prev3 >= 0xf0.
	VPSUBUSB c60<>(SB), Y7, Y7
	VPSUBUSB c70<>(SB), Y8, Y8
	VPOR     Y8, Y7, Y7
	VPAND    c80<>(SB), Y7, Y7
	VPXOR    Y7, Y6, Y6
	VPOR     Y3, Y6, Y6
	VPAND    Y4, Y5, Y5 // bytes to escape
	VPOR     Y5, Y6, Y6
	VPTEST   Y6, Y6
	JNZ      done
	MOVL     DX, R8
	ADDQ     $32, AX
	CMPQ     AX, R13
	JLE      loop

tail:
	// With CX set, fewer than 32 bytes left (but some), and s at least 64
	// bytes long, one more block is checked: the last 32 bytes of s, with
	// the 32 before them as the last block. They overlap bytes passed
	// already, which pass again. If the block passes, so does all of s; if
	// not, the result stays where it was (R12).
	TESTQ     CX, CX
	JZ        done
	CMPQ      AX, BX
	JEQ       done
	CMPQ      BX, $64
	JB        done
	MOVQ      AX, R12
	XORL      CX, CX
	MOVQ      R13, AX
	VMOVDQU   -32(SI)(AX*1), Y1
	VPMOVMSKB Y1, R8
	JMP       loop

first:
	// Y1 = the last block's high half (zero) and this block's low half,
	// so that VPALIGNR can shift bytes across the middle of Y0.
	VPERM2I128 $0x21, Y0, Y15, Y1
	VPALIGNR   $15, Y1, Y0, Y2 // prev1
	VPALIGNR   $14, Y1, Y0, Y7 // prev2
	VPALIGNR   $13, Y1, Y0, Y8 // prev3
	JMP        classes

done:
	CMPQ    R12, AX
	CMOVQGT R12, AX
	VZEROUPPER
	RET

// func scanString(dst []byte, s string, html, whole bool) int
//
// scanString and scanBytes differ only in where their arguments lie: one
// entry point each lets the Go side pass a string or a []byte without
// package unsafe.
TEXT ·scanString(SB), NOSPLIT, $0-56
	MOVQ    dst_base+0(FP), R9
	MOVQ    s_base+24(FP), SI
	MOVQ    s_len+32(FP), BX
	LEAQ    modePlain<>(SB), DI
	LEAQ    modeHTML<>(SB), R10
	CMPB    html+40(FP), $0
	CMOVQNE R10, DI
	MOVBQZX whole+41(FP), CX
	CALL    scanAVX2<>(SB)
	MOVQ    AX, ret+48(FP)
	RET

// func scanBytes(dst, b []byte, html, whole bool) int
TEXT ·scanBytes(SB), NOSPLIT, $0-64
	MOVQ    dst_base+0(FP), R9
	MOVQ    b_base+24(FP), SI
	MOVQ    b_len+32(FP), BX
	LEAQ    modePlain<>(SB), DI
	LEAQ    modeHTML<>(SB), R10
	CMPB    html+48(FP), $0
	CMOVQNE R10, DI
	MOVBQZX whole+49(FP), CX
	CALL    scanAVX2<>(SB)
	MOVQ    AX, ret+56(FP)
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

// LANES writes the sixteen bytes of the words lo and hi (little-endian)
// into both 128-bit halves of the 32 bytes at sym+off: VPSHUFB looks up,
// and the compares compare, within each half.
#define LANES(sym, off, lo, hi) \
	DATA sym<>+(off)(SB)/8, lo; \
	DATA sym<>+(off+8)(SB)/8, hi; \
	DATA sym<>+(off+16)(SB)/8, lo; \
	DATA sym<>+(off+24)(SB)/8, hi

// SPLAT defines sym as 32 copies of the byte in word.
#define SPLAT(sym, word) \
	LANES(sym, 0, word, word); \
	GLOBL sym<>(SB), RODATA|NOPTR, $32

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
LANES(classHi1, 0, $0x0202020202020202, $0x610d011180808080)
GLOBL classHi1<>(SB), RODATA|NOPTR, $32

// classLo1 by prev1's low four bits: TOO_SHORT, TOO_LONG and TWO_CONTS
// for any; 0 adds OVERLONG_3 (e0), OVERLONG_2 (c0) and F0_OR_F5 (f0); 1
// OVERLONG_2 (c1); 4 TOO_LARGE (f4); 5-f TOO_LARGE and F0_OR_F5 (f5-ff);
// d SURROGATE (ed).
LANES(classLo1, 0, $0xe3e3e3a3838393d7, $0xe3e3ebe3e3e3e3e3)
GLOBL classLo1<>(SB), RODATA|NOPTR, $32

// classHi2 by this byte's high four bits: TOO_SHORT for what is not a
// continuation byte; for 8-b the classes whose second byte that can be.
LANES(classHi2, 0, $0x0101010101010101, $0x01010101babab6d6)
GLOBL classHi2<>(SB), RODATA|NOPTR, $32

// The mode's tables: escHi by a byte's high four bits, escLo by its low
// four, each giving escape classes. A byte is to be escaped when a class
// is in both:
//
//	0x01 control characters: high 0 or 1, any low
//	0x02 '"' (22), and with HTML '&' (26): high 2, low 2 (or 6)
//	0x04 with HTML '<' (3c) and '>' (3e): high 3, low c or e
//	0x08 '\\' (5c): high 5, low c
//
// Bytes from 0x80 up have no class by their high four bits.
LANES(modePlain, 0, $0x0000080000020101, $0x0000000000000000)
LANES(modePlain, 32, $0x0101010101030101, $0x0101010901010101)
GLOBL modePlain<>(SB), RODATA|NOPTR, $64

LANES(modeHTML, 0, $0x0000080004020101, $0x0000000000000000)
LANES(modeHTML, 32, $0x0103010101030101, $0x0105010d01010101)
GLOBL modeHTML<>(SB), RODATA|NOPTR, $64

SPLAT(nibble, $0x0f0f0f0f0f0f0f0f)
SPLAT(ce2, $0xe2e2e2e2e2e2e2e2)
SPLAT(c80, $0x8080808080808080)
SPLAT(c01, $0x0101010101010101)
SPLAT(ca9, $0xa9a9a9a9a9a9a9a9)
SPLAT(c60, $0x6060606060606060)
SPLAT(c70, $0x7070707070707070)
