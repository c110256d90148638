package jsonread

import (
	"encoding/binary"
	"math/bits"
)

// StrNoCopy decodes a JSON string into *p like [Reader.Str], except that
// when the string has no escapes the result shares memory with the input
// instead of being copied, saving an allocation. It is what the nocopy tag
// option generates. It is safe only as long as the input is not changed or
// reused while the decoded value is in use: not with a buffer that goes
// back to a pool, for example. (Built with the jsongen_safe tag, it
// copies.)
func (r *Reader) StrNoCopy(p *string) {
	r.next()
	start := r.pos
	if b, ok := r.stringFor("string"); ok {
		if len(b) > 0 && &b[0] == &r.data[start+1] {
			*p = noCopyString(b)
		} else {
			*p = string(b)
		}
	}
}

// StrIntern decodes a JSON string into *p like [Reader.Str], except that
// short strings met before by this Reader are not allocated again: equal
// values share one string. It is what the intern tag option generates,
// for fields with few distinct values (enums, country codes, tags). The
// cache holds at most internSlots strings of at most internMaxLen bytes
// each, belongs to the Reader, and is dropped with it.
func (r *Reader) StrIntern(p *string) {
	if b, ok := r.stringFor("string"); ok {
		*p = r.internString(b)
	}
}

const (
	internBits   = 8
	internSlots  = 1 << internBits
	internMaxLen = 64
)

// interner is a small direct-mapped cache of strings.
type interner struct {
	slots [internSlots]string
	// members[i] is the number of members (up to 255) of the last object
	// decoded into any whose first name took slots[i]: objects that
	// begin with the same name mostly have the same shape, so it predicts
	// the size of the next one (see anyObject).
	members [internSlots]uint8
}

func (r *Reader) internString(b []byte) string {
	s, _ := r.internSlot(b)
	return s
}

// internSlot is internString that also gives the index of the slot the
// string took, or -1 for a string too long to be kept.
func (r *Reader) internSlot(b []byte) (string, int) {
	if len(b) > internMaxLen {
		return string(b), -1
	}
	if r.intern == nil {
		r.intern = new(interner)
	}
	i := internHash(b)
	slot := &r.intern.slots[i]
	if *slot != string(b) {
		*slot = string(b)
	}
	return *slot, i
}

// BytesString decodes a JSON string into *p as its plain content, not as
// base64: what the -byte flag generates for []byte fields. null sets *p
// to nil; other kinds are a type error.
func (r *Reader) BytesString(p *[]byte) {
	if r.Null() {
		*p = nil
	} else if b, ok := r.stringFor("[]uint8"); ok {
		*p = append([]byte{}, b...)
	}
}

// internHash gives the interner's slot for b, of at most internMaxLen
// bytes: a hash of its length and its first and last eight bytes, the
// bytes that tell apart the names a document repeats. Names that differ
// only in the middle share a slot, as do names chosen to collide; either
// way each is still compared in full, and the cost is a copy, what
// encoding/json pays for every name. It takes a tenth of the instructions
// of hash/maphash, called for every member decoded into any or a map
// (UnmarshalAny instructions -2.8%: golang_source -6.6%, device_report
// -3.3%). On the benchmark's documents it finds as many names in one slot
// as a random hash would (twitter_status: 94 names, 17 sharing a slot).
func internHash(b []byte) int {
	n := len(b)
	var w uint64
	switch {
	case n >= 8:
		w = binary.LittleEndian.Uint64(b) ^ bits.RotateLeft64(binary.LittleEndian.Uint64(b[n-8:]), 29)
	case cap(b) >= 8: // the bytes past the name, often the input's, masked off
		w = binary.LittleEndian.Uint64(b[:8]) & (1<<(8*n) - 1)
	default:
		for i, c := range b {
			w |= uint64(c) << (8 * i)
		}
	}
	return int((w + uint64(n)) * 0x9e3779b97f4a7c15 >> (64 - internBits))
}
