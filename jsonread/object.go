package jsonread

import (
	"encoding/binary"
	"strconv"
	"sync/atomic"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// BeginObject starts reading an object into a value of Go type goType.
// If the next value is an object it consumes the '{' and reports true; the
// caller then reads members with [Reader.ObjectNext]. If it is null, it is
// consumed and BeginObject reports false: decoding null into a struct or
// leaves it unchanged. Any other value is a type error naming goType; it is
// skipped and BeginObject reports false.
func (r *Reader) BeginObject(goType string) bool {
	return r.begin('{', goType)
}

// begin is BeginObject or BeginArray, for the opening byte open.
func (r *Reader) begin(open byte, goType string) bool {
	if p, d := r.pos, r.depth+1; p < len(r.data) && r.data[p] == open && d < len(r.hints) && !r.opts.Strict {
		// The common case: the value starts at once with the byte
		// wanted, below the depth limit, with room on the stacks and no
		// duplicate check. open is written out, and neither it nor
		// peekValue is called: Unmarshal instructions -2.3% (geomean),
		// canada_geometry and citm_catalog -5%. d < len(r.hints) implies
		// d < len(r.starts) and d <= jsonwire.MaxDepth (see open): one
		// test for three, -0.3%.
		r.depth, r.pos, r.first = d, p+1, true
		r.hints[d] = hint{want: -1}
		r.starts[d] = p
		return true
	}
	switch r.peekValue() {
	case open:
		return r.open()
	case 'n':
		r.Null()
	case 0:
	default:
		r.mismatch(goType)
	}
	return false
}

// open consumes the '{' or '[' at the read position. (begin does the same
// for its common case without calling it: change the two together.)
func (r *Reader) open() bool {
	if r.depth >= jsonwire.MaxDepth {
		r.syntaxError(r.pos, "exceeded max depth")
		return false
	}
	r.depth++
	r.pos++
	r.first = true
	if r.depth >= len(r.hints) {
		// Room for 16 more levels, but never past MaxDepth: begin's
		// test of the length then checks the depth limit too. The two
		// stacks always have the same length.
		n := min(r.depth+1+16, jsonwire.MaxDepth+1)
		r.hints = append(r.hints, make([]hint, n-len(r.hints))...)
		r.starts = append(r.starts, make([]int, n-len(r.starts))...)
	}
	r.hints[r.depth] = hint{want: -1}
	r.starts[r.depth] = r.pos - 1
	if r.opts.Strict {
		r.strictOpen()
	}
	return true
}

// ObjectNext reports whether another member follows in the object being
// read, consuming the comma before it. At the end of the object it consumes
// the '}' and reports false; it also reports false once the Reader has
// stopped. After true, the caller reads the key with [Reader.Key] or
// [Reader.Field] and then the value.
func (r *Reader) ObjectNext() bool {
	c := r.next()
	switch {
	case c == ',' && !r.first:
		r.pos++
		if c = r.next(); c == '"' {
			return true
		}
		return r.wantKey(c)
	case c == '}':
		r.first = false
		r.pos++
		r.depth--
		return false
	case r.first:
		r.first = false
		if c == '"' {
			return true
		}
		return r.wantKey(c)
	default:
		r.afterMember(c)
	}
	return false
}

// afterMember stops the Reader at c, the byte after an object member,
// which is neither a comma nor the object's end.
func (r *Reader) afterMember(c byte) {
	switch {
	case c == 0:
		if r.err == nil {
			r.eof()
		}
	default:
		r.syntaxError(r.pos, "invalid character "+jsonwire.QuoteChar(c)+" after object key:value pair")
	}
}

// wantKey reports whether c, the next byte, starts an object key.
func (r *Reader) wantKey(c byte) bool {
	switch c {
	case '"':
		return true
	case 0:
		if r.err == nil {
			r.eof()
		}
	default:
		r.syntaxError(r.pos, "invalid character "+jsonwire.QuoteChar(c)+" looking for beginning of object key string")
	}
	return false
}

// Key reads an object key and the colon after it and returns the key,
// unescaped. The slice is valid until the next call to the Reader and must
// not be changed. It is nil if the Reader has stopped.
func (r *Reader) Key() []byte {
	key, _ := r.key2()
	return key
}

// KeyString is [Reader.Key] returning the key as a string, for a map key.
// Keys of up to 64 bytes go through the cache [Reader.StrIntern] uses:
// a name met before is not allocated again, so maps decoded from objects
// with the same member names share their key strings (each allocated at
// its own size, as encoding/json allocates them).
func (r *Reader) KeyString() string {
	return r.internString(r.Key())
}

// key2 reads a key and its colon, returning the key unescaped and the raw
// token with its quotes.
func (r *Reader) key2() (key, raw []byte) {
	if c := r.next(); c != '"' && !r.wantKey(c) { // wantKey is a call
		return nil, nil
	}
	start := r.pos
	if !r.opts.Strict {
		// A key of plain ASCII with no escape, the usual kind, is used as
		// it is in the input, as in Field.
		if end := jsonwire.PlainStringEnd(r.data, start+1); end >= 0 {
			raw = r.data[start : end+1]
			r.lastKey = [2]int{start, end + 1}
			r.pos = end + 1
			if r.pos < len(r.data) && r.data[r.pos] == ':' {
				r.pos++
			} else if !r.colon() {
				return nil, nil
			}
			return raw[1 : len(raw)-1], raw
		}
	}
	n, flags, err := jsonwire.ConsumeString(r.data[start:])
	if err != nil {
		r.wireError(start, err)
		return nil, nil
	}
	raw = r.data[start : start+n]
	key = raw[1 : n-1]
	r.lastKey = [2]int{start, start + n}
	if flags != 0 && r.strictStrings() && !r.checkStrict(start, n) {
		return nil, nil
	}
	if flags&jsonwire.Escaped != 0 || flags&jsonwire.NonASCII != 0 && !jsonwire.ValidUTF8(key) {
		r.key = jsonwire.AppendUnquote(r.key[:0], key)
		key = r.key
	}
	if r.opts.Strict && !r.seenName(key, start) {
		return nil, nil
	}
	r.pos += n
	if !r.colon() {
		return nil, nil
	}
	return key, raw
}

// Field reads an object key and its colon and returns the index in f of
// the struct field it names, or -1 if it names none. Names match exactly
// first, then without regard to case, as in encoding/json.
func (r *Reader) Field(f *Fields) int {
	h := r.expected(f)
	if r.takeKey(f, h) {
		return h
	}
	if r.expectedKey(f, h) {
		return r.takeExpected(f, h)
	}
	return r.fieldSlow(f, h)
}

// expected returns the index of the field that the member about to be
// read is predicted to name (see Fields.next); it may be len(f.names).
func (r *Reader) expected(f *Fields) int {
	h := int(r.hints[r.depth].want)
	if h < 0 { // the object's first member
		h = int(f.next[0].Load())
	}
	return h
}

// expectedKey reports whether the key at the read position names field h
// exactly: its raw bytes, quotes included, are the name's.
func (r *Reader) expectedKey(f *Fields, h int) bool {
	if h >= len(f.quoted) {
		return false
	}
	q := f.quoted[h]
	return q != "" && len(r.data)-r.pos > len(q) && string(r.data[r.pos:r.pos+len(q)]) == q
}

// takeExpected consumes the key that expectedKey matched, and its colon,
// and returns h. Written to be inlined: the colon usually follows the key
// at once.
func (r *Reader) takeExpected(f *Fields, h int) int {
	start, n := r.pos, len(f.quoted[h])
	if r.opts.Strict || r.data[start+n] != ':' { // expectedKey saw a byte there
		return r.takeExpectedSlow(f, h)
	}
	r.lastKey = [2]int{start, start + n}
	r.pos = start + n + 1
	hp := &r.hints[r.depth]
	hp.prev, hp.want = int32(h+1), f.next[h+1].Load()
	return h
}

// takeExpectedSlow is takeExpected in strict mode, or with space before
// the colon (indented input).
func (r *Reader) takeExpectedSlow(f *Fields, h int) int {
	if r.opts.Strict && !r.seenField(f, h, r.pos) {
		return -1
	}
	start, n := r.pos, len(f.quoted[h])
	r.lastKey = [2]int{start, start + n}
	r.pos += n
	if !r.colon() {
		return -1
	}
	hp := &r.hints[r.depth]
	hp.prev, hp.want = int32(h+1), f.next[h+1].Load()
	return h
}

// fieldSlow is Field for a key that is not the expected field's name as
// it is: another field's, one with escapes, or none.
func (r *Reader) fieldSlow(f *Fields, h int) int {
	start := r.pos
	if !r.opts.Strict && start < len(r.data) && r.data[start] == '"' {
		// A key of plain ASCII with no escape, the usual kind, is used as
		// it is in the input.
		if end := jsonwire.PlainStringEnd(r.data, start+1); end >= 0 {
			key := r.data[start+1 : end]
			r.lastKey = [2]int{start, end + 1}
			r.pos = end + 1
			if !r.colon() {
				return -1
			}
			i := f.IndexExact(key)
			if i < 0 && !f.exact {
				i = f.IndexFold(key)
			}
			if i >= 0 {
				r.learn(f, h, i)
			} else if r.opts.DisallowUnknownFields {
				r.unknownField(key, start)
			}
			return i
		}
	}
	key := r.Key()
	if key == nil {
		return -1
	}
	var i int
	if r.opts.Strict {
		i = f.IndexExact(key)
		if i >= 0 && !r.seenField(f, i, start) {
			return -1
		}
	} else {
		i = f.Index(key)
	}
	if i >= 0 {
		r.learn(f, h, i)
	} else if r.opts.DisallowUnknownFields {
		r.unknownField(key, start)
	}
	return i
}

// learn records that field i was read where f.next predicted field h,
// so that the next object of the same shape is predicted right, and sets
// the prediction for the member after it. A document corrects f.next at
// most maxLearn times: input whose objects list their members in varying
// orders would otherwise have every decoder on every core write to the
// same shared memory at every key.
func (r *Reader) learn(f *Fields, h, i int) {
	hp := &r.hints[r.depth]
	if i != h && r.learned < maxLearn {
		r.learned++
		f.next[hp.prev].Store(int32(i))
	}
	hp.prev, hp.want = int32(i+1), f.next[i+1].Load()
}

// maxLearn bounds the corrections to Fields.next one document makes:
// enough to learn the order of a few dozen types at once.
const maxLearn = 256

// FieldRaw is [Reader.Field] without unescaping the key: a key written
// with escapes matches only a name written with the same escapes. Code
// generated with -disable_members_unescape calls it, trading exactness
// for a little speed as easyjson's flag of that name does. With
// Options.Strict or StrictStrings it is Field: the strict rules (exact
// names, no duplicates, valid strings) need each key checked and
// unescaped.
func (r *Reader) FieldRaw(f *Fields) int {
	if r.strictStrings() {
		return r.Field(f)
	}
	if !r.wantKey(r.next()) {
		return -1
	}
	start := r.pos
	n, _, err := jsonwire.ConsumeString(r.data[start:])
	if err != nil {
		r.wireError(start, err)
		return -1
	}
	r.lastKey = [2]int{start, start + n}
	r.pos += n
	if !r.colon() {
		return -1
	}
	i := f.Index(r.data[start+1 : start+n-1])
	if i < 0 && r.opts.DisallowUnknownFields {
		r.unknownField(r.data[start+1:start+n-1], start)
	}
	return i
}

// LastKey returns the last object key read, as it appears in the input
// (quotes and escapes included). The slice aliases the input and is valid
// until the Reader is reset.
func (r *Reader) LastKey() []byte {
	return r.data[r.lastKey[0]:r.lastKey[1]]
}

// MissingField records a type error for the object just read into a
// value of goType, which lacks the member name, tagged required. Generated
// code calls it after reading the object.
func (r *Reader) MissingField(goType, name string) {
	if r.err != nil {
		return
	}
	r.typeError(r.starts[r.depth+1], "object", goType, &missingFieldError{name})
}

type missingFieldError struct{ name string }

func (e *missingFieldError) Error() string {
	return "missing required field " + strconv.Quote(e.name)
}

// colon consumes the colon after an object key.
func (r *Reader) colon() bool {
	switch c := r.next(); c {
	case ':':
		r.pos++
		return true
	case 0:
		if r.err == nil {
			r.eof()
		}
	default:
		r.syntaxError(r.pos, "invalid character "+jsonwire.QuoteChar(c)+" after object key")
	}
	return false
}

// Fields is the set of JSON names of a struct type's fields, in the order
// of the type's fields. Generated code gets one per struct type from a
// [FieldNames] and shares it; it is safe for concurrent use.
type Fields struct {
	names  []string
	quoted []string // `"name"`, for comparison with the input; "" if a name needs escaping
	keys   []keyWords
	// table finds a name by nameHash with linear probing: each slot holds
	// 1 + the index of a name, or 0 when empty. It has at least twice as
	// many slots as names, so probes are short.
	table   []int32
	mask    uint32
	folded  map[string]int // folded name -> index of the first field with it
	exact   bool           // no match without regard to case (FieldNames.Exact)
	unknown bool           // NextField returns len(names) for other members (FieldNames.Unknown)
	// next predicts the order of the members in the input: next[0] is
	// the field expected first, next[i+1] the one expected after field i.
	// It starts as declaration order, and [Reader.Field] corrects it when
	// the input lists fields in another order, as most APIs do
	// consistently. Decoders on many goroutines share it, hence atomics;
	// a wrong guess costs one comparison, never a wrong result.
	next []atomic.Int32
}

// NewFields returns the set of the given names, which must be distinct.
func NewFields(names ...string) *Fields {
	f := &Fields{names: names, quoted: make([]string, len(names)), folded: make(map[string]int, len(names))}
	size := 8
	for size < 2*len(names) {
		size *= 2
	}
	f.table, f.mask = make([]int32, size), uint32(size-1)
	f.next = make([]atomic.Int32, len(names)+1)
	for i := range f.next {
		f.next[i].Store(int32(i))
	}
	f.keys = make([]keyWords, len(names))
	for i, name := range names {
		if plainName(name) {
			f.quoted[i] = `"` + name + `"`
			f.keys[i] = newKeyWords(f.quoted[i] + ":")
		}
		h := nameHash(name) & f.mask
		for f.table[h] != 0 {
			h = (h + 1) & f.mask
		}
		f.table[h] = int32(i + 1)
		// When names fold alike, the first field takes precedence, as in
		// encoding/json.
		folded := string(jsonwire.AppendFold(nil, name))
		if _, ok := f.folded[folded]; !ok {
			f.folded[folded] = i
		}
	}
	return f
}

// keyWords holds a member's key as the input most often has it, `"name":`,
// in the words that NextField loads from the input at the key, with the
// masks of the bytes that count: a comparison a word finds the name, its
// quotes and the colon, where a comparison of strings is a call
// (NextField was a quarter of decoding twitter statuses into structs).
// Keys of up to 16 bytes take two words, up to 32 four. It is zero, and
// the key is compared as a string, for longer names and those that need
// escaping.
type keyWords struct {
	w [4]uint64 // the key's bytes, eight a word, little-endian, zero past its end
	m [4]uint64 // ones where the key has bytes
	n int       // the key's length, quotes included, colon not
}

func newKeyWords(key string) keyWords {
	if len(key) > 32 {
		return keyWords{}
	}
	var b, m [32]byte
	copy(b[:], key)
	for i := range len(key) {
		m[i] = 0xff
	}
	var k keyWords
	for i := range 4 {
		k.w[i] = binary.LittleEndian.Uint64(b[8*i:])
		k.m[i] = binary.LittleEndian.Uint64(m[8*i:])
	}
	k.n = len(key) - 1
	return k
}

// takeKey consumes the key at the read position and its colon if they
// are field h's, as its name is declared and as most input has it: the
// quoted name, no escapes, the colon straight after. It reports whether
// it did; if not, the key is compared as a string. (So is a key within
// 15 bytes of the end of the input.)
func (r *Reader) takeKey(f *Fields, h int) bool {
	p := r.pos
	if uint(h) >= uint(len(f.keys)) || p+16 > len(r.data) || r.opts.Strict {
		return false
	}
	k, d := &f.keys[h], r.data[p:p+16]
	if (binary.LittleEndian.Uint64(d)^k.w[0])&k.m[0]|(binary.LittleEndian.Uint64(d[8:])^k.w[1])&k.m[1] != 0 ||
		k.n == 0 || k.m[2] != 0 && !keyRest(r.data[p:], k) {
		return false
	}
	r.lastKey = [2]int{p, p + k.n}
	r.pos = p + k.n + 1
	hp := &r.hints[r.depth]
	hp.prev, hp.want = int32(h+1), f.next[h+1].Load()
	return true
}

// keyRest reports whether d, at a key whose first 16 bytes matched k's,
// holds the rest of k's key too (a key that ends the input, but for up to
// 31 bytes, is left to the comparison of strings).
func keyRest(d []byte, k *keyWords) bool {
	return len(d) >= 32 && (binary.LittleEndian.Uint64(d[16:])^k.w[2])&k.m[2]|(binary.LittleEndian.Uint64(d[24:])^k.w[3])&k.m[3] == 0
}

// FieldNames holds the names of a struct type's fields for [Fields],
// which it builds on first use. Generated code declares one per struct
// type it decodes, as a composite literal:
//
//	var itemFields = jsonread.FieldNames{Names: []string{"id", "name"}}
//
// and matches keys with r.Field(itemFields.Fields()). The compiler lays
// the literal out as data, so a package of many types costs nothing when
// a program starts (NewFields in each variable's initializer built every
// table then: for go-github's thousand types, 1.5 ms, 1 MB and 27,000
// allocations, and init code of 140 kB). Names must not change after
// the first call to Fields. It is safe for concurrent use.
type FieldNames struct {
	Names []string
	// Exact makes keys name a field only when equal to its name, never
	// when equal without regard to case: protojson's rule, for code that
	// protoc-gen-go-jsongen generates.
	Exact bool
	// Unknown makes [Reader.NextField] return the number of names for a
	// member that names no field, with its value unread, as
	// [Reader.NextMember] does, for a decoder that handles such members
	// itself (protoc-gen-go-jsongen's).
	Unknown bool
	fields  atomic.Pointer[Fields]
}

// Fields returns the set of n's names, built on the first call.
func (n *FieldNames) Fields() *Fields {
	if f := n.fields.Load(); f != nil {
		return f
	}
	return n.build()
}

func (n *FieldNames) build() *Fields {
	// Goroutines that race here build a set each; all return the first
	// stored, so that they share what Reader.Field learns.
	f := NewFields(n.Names...)
	f.exact, f.unknown = n.Exact, n.Unknown
	n.fields.CompareAndSwap(nil, f)
	return n.fields.Load()
}

// BeginStruct starts reading an object into a struct of Go type goType
// whose member names n holds, as [Reader.BeginObject] does, and returns
// the names' [Fields] for [Reader.NextField]; or nil, after which
// NextField reports the end at once, when there is no object to read
// (null, or a type error). Generated code reads a struct with
//
//	fields := r.BeginStruct(&itemFields, "shop.Item")
//	for i := r.NextField(fields); i >= 0; i = r.NextField(fields) {
//		switch i {
//		case 0: // "id"
//			r.Int64(&v.ID)
//		...
//		}
//	}
//
// The calls are out of line: per object they cost a call each, while
// their code inlined into every struct's decoder made most of the
// compiler's work on small types (see bench/buildcost).
//
//go:noinline
func (r *Reader) BeginStruct(n *FieldNames, goType string) *Fields {
	if !r.begin('{', goType) {
		return nil
	}
	return n.Fields()
}

// NextField reads the key of the next member of the object that
// [Reader.BeginStruct] started and returns the index in f of the field it
// names. A member that names no field is skipped (or, with
// Options.DisallowUnknownFields, recorded as a type error), and the next
// one read. At the end of the object, once the Reader has stopped, or
// when f is nil, NextField returns -1.
//
// It is [Reader.ObjectNext] and [Reader.Field] in one call: the comma,
// and the key of the field expected next, are read with no further call.
func (r *Reader) NextField(f *Fields) int {
	if f == nil {
		return -1
	}
	for {
		c := r.next()
		switch {
		case c == ',' && !r.first:
			r.pos++
			if c = r.next(); c != '"' {
				r.wantKey(c)
				return -1
			}
		case c == '}':
			r.first = false
			r.pos++
			r.depth--
			return -1
		case r.first:
			r.first = false
			if c != '"' {
				r.wantKey(c)
				return -1
			}
		default:
			r.afterMember(c)
			return -1
		}
		h := r.expected(f)
		if p := r.pos; uint(h) < uint(len(f.keys)) && p+16 <= len(r.data) && !r.opts.Strict {
			// takeKey, written out (it is over the inlining budget): a
			// call a member is 1% of decoding.
			k, d := &f.keys[h], r.data[p:p+16]
			if (binary.LittleEndian.Uint64(d)^k.w[0])&k.m[0]|(binary.LittleEndian.Uint64(d[8:])^k.w[1])&k.m[1] == 0 &&
				k.n != 0 && (k.m[2] == 0 || keyRest(r.data[p:], k)) {
				r.lastKey = [2]int{p, p + k.n}
				r.pos = p + k.n + 1
				hp := &r.hints[r.depth]
				hp.prev, hp.want = int32(h+1), f.next[h+1].Load()
				return h
			}
		}
		if r.expectedKey(f, h) {
			// takeExpected, written out: inlined, it would be over the
			// budget, and this is the call it saves.
			start, n := r.pos, len(f.quoted[h])
			if r.opts.Strict || r.data[start+n] != ':' {
				return r.takeExpectedSlow(f, h)
			}
			r.lastKey = [2]int{start, start + n}
			r.pos = start + n + 1
			hp := &r.hints[r.depth]
			hp.prev, hp.want = int32(h+1), f.next[h+1].Load()
			return h
		}
		if i := r.fieldSlow(f, h); i >= 0 {
			return i
		}
		if f.unknown && r.err == nil {
			return len(f.names)
		}
		r.Raw()
	}
}

// NextFieldRaw is [Reader.NextField] matching keys as [Reader.FieldRaw]
// does, for code generated with -disable_members_unescape.
func (r *Reader) NextFieldRaw(f *Fields) int {
	if f == nil {
		return -1
	}
	for r.ObjectNext() {
		if i := r.FieldRaw(f); i >= 0 {
			return i
		}
		r.Raw()
	}
	return -1
}

// NextMember is [Reader.NextField] for a struct whose decoder handles
// members that name no field itself (it keeps them, or rejects them):
// for such a member it returns f.Len() with the value unread.
func (r *Reader) NextMember(f *Fields, raw bool) int {
	if f == nil || !r.ObjectNext() {
		return -1
	}
	var i int
	if raw {
		i = r.FieldRaw(f)
	} else {
		i = r.Field(f)
	}
	if i < 0 {
		if r.err != nil {
			return -1
		}
		return len(f.names)
	}
	return i
}

// nameHash mixes a name's length and its first, middle and last bytes:
// cheap, and enough to tell apart the field names of a struct.
func nameHash[S ~string | ~[]byte](s S) uint32 {
	n := len(s)
	if n == 0 {
		return 0
	}
	return uint32(n)*0x9e3779b1 ^ uint32(s[0])*0x85ebca6b ^ uint32(s[n/2])*0xc2b2ae35 ^ uint32(s[n-1])*0x27d4eb2f
}

// plainName reports whether name is written in JSON as it is, between
// quotes, with no escape.
func plainName(name string) bool {
	for i := 0; i < len(name); i++ {
		if c := name[i]; c < 0x20 || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// Len returns the number of names in f.
func (f *Fields) Len() int { return len(f.names) }

// Name returns the i'th name.
func (f *Fields) Name(i int) string { return f.names[i] }

// Index returns the index of the name matching key, or -1: an exact match
// if there is one, else (unless the names are [FieldNames.Exact]) the
// first name equal to key without regard to case.
func (f *Fields) Index(key []byte) int {
	if i := f.IndexExact(key); i >= 0 || f.exact {
		return i
	}
	return f.IndexFold(key)
}

// IndexExact returns the index of the name equal to key, or -1.
func (f *Fields) IndexExact(key []byte) int {
	for h := nameHash(key) & f.mask; ; h = (h + 1) & f.mask {
		e := f.table[h]
		if e == 0 {
			return -1
		}
		if f.names[e-1] == string(key) {
			return int(e - 1)
		}
	}
}

// IndexFold returns the index of the first name equal to key without
// regard to case, or -1.
func (f *Fields) IndexFold(key []byte) int {
	var buf [64]byte
	if i, ok := f.folded[string(jsonwire.AppendFold(buf[:0], key))]; ok {
		return i
	}
	return -1
}

// BeginArray starts reading an array into a value of Go type goType. If the
// next value is an array it consumes the '[' and reports true; the caller
// then reads elements while [Reader.ArrayNext] reports true. If the next
// value is null, it is consumed and BeginArray reports false. Any other
// value is a type error naming goType; it is skipped and BeginArray
// reports false. Callers that must tell null apart (to set a slice to nil)
// test [Reader.Null] first.
func (r *Reader) BeginArray(goType string) bool {
	return r.begin('[', goType)
}

// ArrayNext reports whether another element follows in the array being
// read, consuming the comma before it. At the end of the array it consumes
// the ']' and reports false; it also reports false once the Reader has
// stopped.
func (r *Reader) ArrayNext() bool {
	c := r.next()
	switch {
	case c == ',' && !r.first:
		r.pos++
		c = r.next()
	case c == ']':
		r.first = false
		r.pos++
		r.depth--
		return false
	case r.first:
		r.first = false
	case c == 0:
		if r.err == nil {
			r.eof()
		}
		return false
	default:
		r.syntaxError(r.pos, "invalid character "+jsonwire.QuoteChar(c)+" after array element")
		return false
	}
	// An element starts at c: peekValue's test, written out (its call
	// for each element was 2% of canada_geometry's decoding).
	if valueStart[c] {
		return true
	}
	r.notValue(c)
	return false
}
