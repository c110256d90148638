package pbjson

import (
	"bytes"
	"encoding/base64"
	"math"
	"strconv"
	"sync"

	"google.golang.org/protobuf/encoding/protojson"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"

	"github.com/jsongen/jsongen/internal/jsonwire"
	"github.com/jsongen/jsongen/jsonread"
)

// UnmarshalOptions configures decoding; its fields are protojson's
// UnmarshalOptions fields of the same names, with the same meanings. The
// zero value decodes as protojson.Unmarshal does.
type UnmarshalOptions struct {
	// AllowPartial accepts messages that lack required fields.
	AllowPartial bool
	// DiscardUnknown skips members that name no field, and enum names
	// that name no value, instead of returning an error.
	DiscardUnknown bool
	// Resolver looks up the types of Any contents and extensions; nil
	// means protoregistry.GlobalTypes.
	Resolver Resolver
	// RecursionLimit limits how deeply messages may nest; 0 means
	// protowire.DefaultRecursionLimit (10000).
	RecursionLimit int
}

// Unmarshal decodes the JSON document b into m, which it resets first, as
// protojson.Unmarshal does.
func Unmarshal(b []byte, m proto.Message) error {
	return UnmarshalOptions{}.Unmarshal(b, m)
}

// Unmarshal decodes the JSON document b into m, which it resets first.
// If it returns an error, m may be partly set.
func (o UnmarshalOptions) Unmarshal(b []byte, m proto.Message) error {
	var pm Message
	checkInit := !o.AllowPartial
	if g, ok := m.(Generated); ok {
		pm = g
		g.ResetProtoJSON()
		checkInit = checkInit && g.HasRequiredProtoJSON()
	} else if pm, ok = m.(Message); ok {
		proto.Reset(m)
	} else {
		return o.protojson().Unmarshal(b, m)
	}
	d := decoderPool.Get().(*Decoder)
	d.setOptions(&o)
	d.r = &d.own
	d.own.Reset(b)
	pm.DecodeProtoJSON(d)
	d.own.End()
	err := d.own.Err()
	d.release()
	if err != nil {
		return err
	}
	if checkInit {
		return proto.CheckInitialized(m)
	}
	return nil
}

func (o *UnmarshalOptions) protojson() protojson.UnmarshalOptions {
	return protojson.UnmarshalOptions{AllowPartial: o.AllowPartial, DiscardUnknown: o.DiscardUnknown,
		Resolver: o.Resolver, RecursionLimit: o.RecursionLimit}
}

// decoderPool holds Decoders whose own Readers check strings as
// protojson's tokenizer does and encoding/json does not: invalid UTF-8
// (which encoding/json replaces) and \u escapes of surrogates that do not
// form a pair are errors, in skipped values too.
var decoderPool = sync.Pool{New: func() any {
	d := new(Decoder)
	d.own.SetOptions(jsonread.Options{StrictStrings: true})
	return d
}}

// DecodeJSON reads the next value of r into m as protojson.Unmarshal
// would decode it alone, stopping r with the error protojson would return.
// Generated DecodeJSON methods call it, for jsongen.Unmarshal and jsonread.
func DecodeJSON(r *jsonread.Reader, m Message) {
	raw := r.Raw()
	if raw == nil {
		return
	}
	if err := (UnmarshalOptions{}).Unmarshal(raw, m); err != nil {
		r.Fail(err)
	}
}

// Decoder reads messages from JSON for generated code: a jsonread.Reader
// and the options in force. Errors stop the Reader (see [Decoder.Reader]).
type Decoder struct {
	r   *jsonread.Reader
	own jsonread.Reader // the Reader of Unmarshal

	discardUnknown bool
	opts           UnmarshalOptions
	resolver       Resolver
	limit          int // RecursionLimit

	level    int // messages open
	anyLevel int // the level of the contents of an Any being read, whose "@type" is skipped; or 0
}

func (d *Decoder) setOptions(o *UnmarshalOptions) {
	d.opts = *o
	d.discardUnknown = o.DiscardUnknown
	d.resolver = o.Resolver
	if d.resolver == nil {
		d.resolver = protoregistry.GlobalTypes
	}
	d.limit = o.RecursionLimit
	if d.limit == 0 {
		d.limit = protowire.DefaultRecursionLimit
	}
	d.level, d.anyLevel = 0, 0
}

func (d *Decoder) release() {
	d.r = nil
	d.own.Release()
	d.opts.Resolver = nil
	d.resolver = nil
	decoderPool.Put(d)
}

// Reader returns the Reader d reads from.
func (d *Decoder) Reader() *jsonread.Reader { return d.r }

// fail stops decoding with an error saying msg, at the Reader's offset.
func (d *Decoder) fail(msg string) {
	if d.r.Ok() {
		d.r.Fail(&SyntaxError{Offset: d.r.Offset(), Msg: msg})
	}
}

// SyntaxError reports JSON that protojson's rules refuse. The message text
// may change between versions.
type SyntaxError struct {
	Offset int64  // where decoding stopped
	Msg    string // what was wrong
}

func (e *SyntaxError) Error() string {
	return "pbjson: " + e.Msg + " (offset " + strconv.FormatInt(e.Offset, 10) + ")"
}

// invalid stops decoding: the next value is not one of kind.
func (d *Decoder) invalid(kind string) {
	d.fail("invalid value for " + kind)
}

// BeginMessage starts reading a message: the next value must be an
// object. It reports whether to read its members (with the Reader's
// ObjectNext); if it does, [Decoder.EndMessage] must follow them.
func (d *Decoder) BeginMessage() bool {
	if d.r.Kind() != '{' {
		d.fail("unexpected token, want a message object")
		return false
	}
	if d.level >= d.limit {
		d.fail("exceeded max recursion depth")
		return false
	}
	d.level++
	return d.r.BeginObject("")
}

// BeginFields is BeginMessage for a message with fields, whose member
// names (JSON and proto names; FieldNames.Exact and Unknown set) n holds.
// It returns the names' set for the Reader's NextField, or nil when there
// are no members to read; if it does not return nil, [Decoder.EndMessage]
// must follow them. A member naming no field goes to
// [Decoder.UnknownMember].
func (d *Decoder) BeginFields(n *jsonread.FieldNames) *jsonread.Fields {
	if !d.BeginMessage() {
		return nil
	}
	return n.Fields()
}

// EndMessage ends what BeginMessage began.
func (d *Decoder) EndMessage() { d.level-- }

// enter and leave count a well-known type's message against the recursion
// limit, as protojson counts every message.
func (d *Decoder) enter() bool {
	if d.level >= d.limit {
		d.fail("exceeded max recursion depth")
		return false
	}
	d.level++
	return true
}

func (d *Decoder) leave() { d.level-- }

// Present marks the field whose bit is bit in *seen as seen, failing if it
// was (protojson refuses a field given twice, under either name), and
// reports whether its value is to be read: false for null, which it
// consumes, as protojson leaves a field unset for null.
func (d *Decoder) Present(seen *uint64, bit uint64) bool {
	if *seen&bit != 0 {
		d.fail("duplicate field " + string(d.r.LastKey()))
		return false
	}
	*seen |= bit
	return !d.r.Null()
}

// Seen is Present for the fields for which null is a value
// (google.protobuf.Value and google.protobuf.NullValue).
func (d *Decoder) Seen(seen *uint64, bit uint64) bool {
	if *seen&bit != 0 {
		d.fail("duplicate field " + string(d.r.LastKey()))
		return false
	}
	*seen |= bit
	return d.r.Ok()
}

// Oneof marks the oneof whose bit is bit in *set as set, failing and
// reporting false if it was.
func (d *Decoder) Oneof(set *uint64, bit uint64) bool {
	if *set&bit != 0 {
		d.fail("oneof is already set: " + string(d.r.LastKey()))
		return false
	}
	*set |= bit
	return true
}

// Unknown handles a member whose name, key, names no field: skipped with
// DiscardUnknown, an error otherwise, and protojson's special cases: the
// "@type" of an Any's contents, and extension names in brackets, which
// messages without extension ranges refuse once resolved.
func (d *Decoder) Unknown(key []byte) {
	if !d.r.Ok() {
		return
	}
	if d.level == d.anyLevel && string(key) == "@type" {
		d.r.Skip()
		return
	}
	if n := len(key); n >= 2 && key[0] == '[' && key[n-1] == ']' {
		xt, err := d.resolver.FindExtensionByName(protoreflect.FullName(key[1 : n-1]))
		if err != nil && err != protoregistry.NotFound {
			d.fail("unable to resolve " + string(d.r.LastKey()) + ": " + err.Error())
			return
		}
		if xt != nil {
			d.fail("message cannot be extended by " + string(xt.TypeDescriptor().FullName()))
			return
		}
	}
	if d.discardUnknown {
		d.r.Skip()
		return
	}
	d.fail("unknown field " + string(d.r.LastKey()))
}

// UnknownMember is [Decoder.Unknown] for the member whose key the Reader
// has just read.
func (d *Decoder) UnknownMember() {
	raw := d.r.LastKey()
	if len(raw) < 2 {
		d.Unknown(nil)
		return
	}
	key := raw[1 : len(raw)-1]
	if bytes.IndexByte(key, '\\') >= 0 {
		key = jsonwire.AppendUnquote(nil, key)
	}
	d.Unknown(key)
}

// BeginList starts reading a repeated field: the next value must be an
// array. It reports whether to read its elements (with the Reader's
// ArrayNext).
func (d *Decoder) BeginList() bool {
	if d.r.Kind() != '[' {
		d.fail("unexpected token, want an array")
		return false
	}
	return d.r.BeginArray("")
}

// BeginMap starts reading a map field: the next value must be an object.
// It reports whether to read its members (with the Reader's ObjectNext).
func (d *Decoder) BeginMap() bool {
	if d.r.Kind() != '{' {
		d.fail("unexpected token, want an object")
		return false
	}
	return d.r.BeginObject("")
}

// DuplicateKey stops decoding: a map's key was given twice.
func (d *Decoder) DuplicateKey() { d.fail("duplicate map key " + string(d.r.LastKey())) }

// KeyString reads a map key of type string and its colon.
func (d *Decoder) KeyString() string { return d.r.KeyString() }

// KeyBool reads a map key of type bool, "true" or "false".
func (d *Decoder) KeyBool() bool {
	switch string(d.r.Key()) {
	case "true":
		return true
	case "false":
	default:
		d.fail("invalid value for bool key " + string(d.r.LastKey()))
	}
	return false
}

// KeyInt32 reads a map key of a 32-bit integer type.
func (d *Decoder) KeyInt32() int32 { return int32(d.keyInt(32)) }

// KeyInt64 reads a map key of a 64-bit integer type.
func (d *Decoder) KeyInt64() int64 { return d.keyInt(64) }

// KeyUint32 reads a map key of a 32-bit unsigned integer type.
func (d *Decoder) KeyUint32() uint32 { return uint32(d.keyUint(32)) }

// KeyUint64 reads a map key of a 64-bit unsigned integer type.
func (d *Decoder) KeyUint64() uint64 { return d.keyUint(64) }

// keyInt parses a key as protojson does, with strconv.ParseInt (a sign and
// leading zeros are allowed).
func (d *Decoder) keyInt(bits int) int64 {
	k := d.r.Key()
	n, err := strconv.ParseInt(string(k), 10, bits)
	if err != nil && d.r.Ok() {
		d.fail("invalid value for integer key " + string(d.r.LastKey()))
	}
	return n
}

func (d *Decoder) keyUint(bits int) uint64 {
	k := d.r.Key()
	n, err := strconv.ParseUint(string(k), 10, bits)
	if err != nil && d.r.Ok() {
		d.fail("invalid value for unsigned integer key " + string(d.r.LastKey()))
	}
	return n
}

// Bool decodes true or false into *p.
func (d *Decoder) Bool(p *bool) {
	switch d.r.Kind() {
	case 't', 'f':
		d.r.Bool(p)
	default:
		d.invalid("bool")
	}
}

// Str decodes a string into *p.
func (d *Decoder) Str(p *string) {
	kind, t := d.r.ScalarText()
	if kind != '"' {
		d.invalid("string")
		return
	}
	*p = string(t)
}

// Int32 decodes a 32-bit integer into *p: a number or a string holding
// one, in any form whose value is an integer ("1", "1.0", "1e2").
func (d *Decoder) Int32(p *int32) {
	kind, t := d.r.ScalarText()
	if n, ok := parseInt(kind, t, 32); ok {
		*p = int32(n)
		return
	}
	d.invalid("int32")
}

// Int64 decodes a 64-bit integer into *p, as Int32 does.
func (d *Decoder) Int64(p *int64) {
	kind, t := d.r.ScalarText()
	if n, ok := parseInt(kind, t, 64); ok {
		*p = n
		return
	}
	d.invalid("int64")
}

// Uint32 decodes a 32-bit unsigned integer into *p, as Int32 does.
func (d *Decoder) Uint32(p *uint32) {
	kind, t := d.r.ScalarText()
	if n, ok := parseUint(kind, t, 32); ok {
		*p = uint32(n)
		return
	}
	d.invalid("uint32")
}

// Uint64 decodes a 64-bit unsigned integer into *p, as Int32 does.
func (d *Decoder) Uint64(p *uint64) {
	kind, t := d.r.ScalarText()
	if n, ok := parseUint(kind, t, 64); ok {
		*p = n
		return
	}
	d.invalid("uint64")
}

// Float64 decodes a double into *p: a number, a string holding one, or
// "NaN", "Infinity" or "-Infinity".
func (d *Decoder) Float64(p *float64) {
	switch d.r.Kind() {
	case '0':
		d.r.Float64(p) // out of range: a type error
		return
	case '"':
		_, t := d.r.ScalarText()
		if f, ok := parseFloatString(t, 64); ok {
			*p = f
			return
		}
	}
	d.invalid("double")
}

// Float32 decodes a float into *p, as Float64 does a double.
func (d *Decoder) Float32(p *float32) {
	switch d.r.Kind() {
	case '0':
		d.r.Float32(p)
		return
	case '"':
		_, t := d.r.ScalarText()
		if f, ok := parseFloatString(t, 32); ok {
			*p = float32(f)
			return
		}
	}
	d.invalid("float")
}

// Bytes decodes base64 into *p, as protojson does: standard or URL-safe
// (chosen by the presence of '-' or '_'), padded or not.
func (d *Decoder) Bytes(p *[]byte) {
	kind, t := d.r.ScalarText()
	if kind == '"' {
		if b, ok := decodeBase64(t); ok {
			*p = b
			return
		}
	}
	d.invalid("bytes")
}

var (
	stdRaw = base64.StdEncoding.WithPadding(base64.NoPadding)
	urlRaw = base64.URLEncoding.WithPadding(base64.NoPadding)
)

func decodeBase64(s []byte) ([]byte, bool) {
	enc := base64.StdEncoding
	if bytes.ContainsAny(s, "-_") {
		enc = base64.URLEncoding
		if len(s)%4 != 0 {
			enc = urlRaw
		}
	} else if len(s)%4 != 0 {
		enc = stdRaw
	}
	b := make([]byte, enc.DecodedLen(len(s)))
	n, err := enc.Decode(b, s)
	if err != nil {
		return nil, false
	}
	return b[:n], true
}

// Enum decodes an enum value, by name (looked up in values, the enum's
// _value map) or by number, and reports whether to store it: false for a
// name of no value with DiscardUnknown, and on error.
func (d *Decoder) Enum(values map[string]int32) (int32, bool) {
	kind, t := d.r.ScalarText()
	switch kind {
	case '"':
		if n, ok := values[string(t)]; ok {
			return n, true
		}
		if d.discardUnknown {
			return 0, false
		}
	case '0':
		if n, ok := parseInt(kind, t, 32); ok {
			return int32(n), true
		}
	}
	d.invalid("enum")
	return 0, false
}

// Message decodes into m, a message of a type whose package was not
// generated with this plugin: through its generated method if it has one,
// else with protojson.
func (d *Decoder) Message(m proto.Message) {
	if pm, ok := m.(Message); ok {
		pm.DecodeProtoJSON(d)
		return
	}
	d.Protojson(m)
}

// Protojson decodes the next value into m with protojson, under d's
// options: for messages that generated code leaves to reflection (those
// with extension ranges).
func (d *Decoder) Protojson(m proto.Message) {
	raw := d.r.Raw()
	if raw == nil {
		return
	}
	o := d.opts.protojson()
	o.AllowPartial = true
	o.Resolver = d.resolver
	o.RecursionLimit = d.limit - d.level
	if o.RecursionLimit <= 0 {
		d.fail("exceeded max recursion depth")
		return
	}
	if err := o.Unmarshal(raw, m); err != nil {
		d.r.Fail(err)
	}
}

// parseInt parses an integer of the given size as protojson does: from a
// number literal (kind '0') or a string (kind '"') holding exactly a JSON
// number, whose value must be an integer.
func parseInt(kind byte, t []byte, bits int) (int64, bool) {
	if kind != '0' && (kind != '"' || !jsonwire.ValidNumber(t)) {
		return 0, false
	}
	// Most integers are plain digits: parsed here, with no allocation.
	if len(t) > 0 && len(t) <= 18 {
		neg := t[0] == '-'
		i := 0
		if neg {
			i = 1
		}
		var u int64
		for ; i < len(t); i++ {
			c := t[i] - '0'
			if c > 9 {
				break
			}
			u = u*10 + int64(c)
		}
		if i == len(t) {
			if neg {
				u = -u
			}
			if bits == 32 && (u < math.MinInt32 || u > math.MaxInt32) {
				return 0, false
			}
			return u, true
		}
	}
	s, ok := intString(t)
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, bits)
	return n, err == nil
}

// parseUint is parseInt for unsigned integers.
func parseUint(kind byte, t []byte, bits int) (uint64, bool) {
	if kind != '0' && (kind != '"' || !jsonwire.ValidNumber(t)) {
		return 0, false
	}
	if len(t) > 0 && len(t) <= 19 {
		var u uint64
		i := 0
		for ; i < len(t); i++ {
			c := t[i] - '0'
			if c > 9 {
				break
			}
			u = u*10 + uint64(c)
		}
		if i == len(t) {
			if bits == 32 && u > math.MaxUint32 {
				return 0, false
			}
			return u, true
		}
	}
	s, ok := intString(t)
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseUint(s, 10, bits)
	return n, err == nil
}

// intString returns the integer a valid JSON number stands for, in plain
// decimal, or false if it is not an integer: protojson's
// normalizeToIntString (google.golang.org/protobuf/internal/encoding/json,
// decode_number.go), quirks included (-0 is "0").
func intString(t []byte) (string, bool) {
	s := t
	neg := false
	if len(s) > 0 && s[0] == '-' {
		neg = true
		s = s[1:]
	}
	var intp, frac, exp []byte
	if len(s) > 0 && s[0] == '0' {
		s = s[1:]
	} else {
		n := 0
		for n < len(s) && '0' <= s[n] && s[n] <= '9' {
			n++
		}
		intp, s = s[:n], s[n:]
	}
	if len(s) >= 2 && s[0] == '.' {
		n := 1
		for n < len(s) && '0' <= s[n] && s[n] <= '9' {
			n++
		}
		frac, s = s[1:n], s[n:]
	}
	if len(s) >= 2 && (s[0] == 'e' || s[0] == 'E') {
		exp = s[1:]
	}
	frac = bytes.TrimRight(frac, "0")
	if len(intp) == 0 && len(frac) == 0 {
		return "0", true
	}
	e := 0
	if len(exp) > 0 {
		i, err := strconv.ParseInt(string(exp), 10, 32)
		if err != nil {
			return "", false
		}
		e = int(i)
	}
	var num []byte
	if e >= 0 {
		if len(frac) > e || len(intp)+e > 20 {
			return "", false
		}
		num = append(append([]byte(nil), intp...), frac...)
		for i := 0; i < e-len(frac); i++ {
			num = append(num, '0')
		}
	} else {
		if len(frac) > 0 {
			return "", false
		}
		index := len(intp) + e
		if index < 0 {
			return "", false
		}
		for i := index; i < len(intp); i++ {
			if intp[i] != '0' {
				return "", false
			}
		}
		num = intp[:index]
	}
	if neg {
		return "-" + string(num), true
	}
	return string(num), true
}

// parseFloatString parses the content of a string given for a float or
// double: "NaN", "Infinity", "-Infinity", or exactly a JSON number within
// range.
func parseFloatString(t []byte, bits int) (float64, bool) {
	switch string(t) {
	case "NaN":
		return math.NaN(), true
	case "Infinity":
		return math.Inf(1), true
	case "-Infinity":
		return math.Inf(-1), true
	}
	if !jsonwire.ValidNumber(t) {
		return 0, false
	}
	f, err := strconv.ParseFloat(string(t), bits)
	return f, err == nil
}
