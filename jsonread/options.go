package jsonread

import (
	"strconv"

	"github.com/jsongen/jsongen/internal/jsonwire"
)

// Options change how a Reader decodes. The zero value decodes exactly as
// json.Unmarshal does.
type Options struct {
	// Strict applies the rules of RFC 7493 (I-JSON) that encoding/json/v2
	// applies by default, everywhere in the input (skipped values
	// included): strings must be valid UTF-8 and their \u escapes valid
	// surrogate pairs, an object must not repeat a member name, and
	// member names match struct fields exactly, not without regard to
	// case. A violation is a *SyntaxError.
	Strict bool
	// StrictStrings applies Strict's rule for strings alone: a string
	// that is not valid UTF-8, or has a \u escape of a surrogate that is
	// not half of a valid pair, is a *SyntaxError (encoding/json replaces
	// what it cannot decode with U+FFFD), in skipped values too. Member
	// names may repeat and match fields as without Strict. It is
	// protojson's rule: protoc-gen-go-jsongen's decoder sets it.
	StrictStrings bool
	// DisallowUnknownFields makes a member that matches no field of the
	// struct it is decoded into a type error, as json.Decoder's option
	// of the same name does.
	DisallowUnknownFields bool
	// UseNumber decodes numbers into an interface as json.Number instead
	// of float64, as json.Decoder's option of the same name does.
	UseNumber bool
	// StringBlocks copies decoded strings of up to 1 kB into 16 kB blocks
	// they share, and the headers of strings decoded into an interface
	// into 1 kB chunks, instead of allocating each string (and header) on
	// its own as encoding/json does. Decoding a document with many strings
	// then takes a few allocations instead of one for each, and less time;
	// but memory is freed a block at a time: a string kept from a decoded
	// value keeps its whole block alive (up to 16 kB, and the chunk of its
	// header, a kilobyte, if it was decoded into an interface), and with
	// it the strings it shares the block with. Use it for values that are
	// dropped whole, not for those whose parts are kept (a cache of IDs
	// taken from many documents). Built with -tags jsongen_safe, it has no
	// effect.
	StringBlocks bool
}

// SetOptions sets the options for what the Reader reads next. Reset
// keeps them.
func (r *Reader) SetOptions(o Options) { r.opts = o }

// seenNames records, for strict decoding, the member names of one open
// object: by field index when the object is decoded into a struct, and by
// name otherwise.
type seenNames struct {
	fields []uint64
	names  map[string]struct{}
}

// strictOpen starts the duplicate check for the object just opened.
func (r *Reader) strictOpen() {
	d := r.depth
	for len(r.seen) <= d {
		r.seen = append(r.seen, seenNames{})
	}
	s := &r.seen[d]
	clear(s.fields)
	clear(s.names)
}

// seenName records a member name of the innermost object, reporting false
// (having stopped the Reader) if it was already there.
func (r *Reader) seenName(name []byte, off int) bool {
	s := &r.seen[r.depth]
	if _, dup := s.names[string(name)]; dup {
		r.syntaxError(off, "duplicate object member name "+strconv.Quote(string(name)))
		return false
	}
	if s.names == nil {
		s.names = make(map[string]struct{})
	}
	s.names[string(name)] = struct{}{}
	return true
}

// seenField records that field i of the struct was decoded, reporting
// false (having stopped the Reader) if it already was.
func (r *Reader) seenField(f *Fields, i, off int) bool {
	s := &r.seen[r.depth]
	w, bit := i/64, uint64(1)<<(i%64)
	for len(s.fields) <= w {
		s.fields = append(s.fields, 0)
	}
	if s.fields[w]&bit != 0 {
		r.syntaxError(off, "duplicate object member name "+strconv.Quote(f.names[i]))
		return false
	}
	s.fields[w] |= bit
	return true
}

// strictStrings reports whether strings get the strict checks: with
// Options.Strict or Options.StrictStrings.
func (r *Reader) strictStrings() bool { return r.opts.Strict || r.opts.StrictStrings }

// checkStrict applies the strict string checks to the string token at
// data[off:off+n], reporting false (having stopped the Reader) if it
// fails them.
func (r *Reader) checkStrict(off, n int) bool {
	if err := jsonwire.CheckStrictString(r.data[off : off+n]); err != nil {
		r.wireError(off, err)
		return false
	}
	return true
}

// unknownField records that the member named key matches no field.
func (r *Reader) unknownField(key []byte, off int) {
	r.typeError(off, "object member", "struct", &unknownFieldError{string(key)})
}

// SkipUnknown skips the value of a member that matched no field,
// recording a type error as for Options.DisallowUnknownFields. Code
// generated with -disallow_unknown_fields calls it after Field.
func (r *Reader) SkipUnknown() {
	tok := r.LastKey()
	key := jsonwire.AppendUnquote(nil, tok[1:len(tok)-1])
	if r.Raw() != nil && !r.opts.DisallowUnknownFields {
		r.unknownField(key, r.lastKey[0])
	}
}

type unknownFieldError struct{ name string }

func (e *unknownFieldError) Error() string { return "json: unknown field " + strconv.Quote(e.name) }
