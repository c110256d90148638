package jsonread

import (
	"hash/maphash"
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
	internSlots  = 256
	internMaxLen = 64
)

// interner is a small direct-mapped cache of strings.
type interner struct {
	seed  maphash.Seed
	slots [internSlots]string
}

func (r *Reader) internString(b []byte) string {
	if len(b) > internMaxLen {
		return string(b)
	}
	if r.intern == nil {
		r.intern = &interner{seed: maphash.MakeSeed()}
	}
	slot := &r.intern.slots[maphash.Bytes(r.intern.seed, b)%internSlots]
	if *slot != string(b) {
		*slot = string(b)
	}
	return *slot
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
