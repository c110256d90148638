package pbjson

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

// The well-known types have JSON forms of their own. The functions below
// write and read them as protojson does (its well_known_types.go is the
// reference, checks and error cases included), on the Go types directly.
// A nil message is written as the empty message is.

const (
	maxNanos             = 999999999
	maxSecondsInDuration = 315576000000
	maxTimestampSeconds  = 253402300799
	minTimestampSeconds  = -62135596800
)

// EncodeTimestamp writes m as an RFC 3339 string in UTC, with 0, 3, 6 or 9
// fractional digits.
func EncodeTimestamp(e *Encoder, m *timestamppb.Timestamp) {
	secs, nanos := m.GetSeconds(), int64(m.GetNanos())
	if secs < minTimestampSeconds || secs > maxTimestampSeconds {
		e.w.Fail(errorf("google.protobuf.Timestamp: seconds out of range %d", secs))
		e.w.Null()
		return
	}
	if nanos < 0 || nanos > maxNanos {
		e.w.Fail(errorf("google.protobuf.Timestamp: nanos out of range %d", nanos))
		e.w.Null()
		return
	}
	var buf [40]byte
	b := append(buf[:0], '"')
	b = time.Unix(secs, nanos).UTC().AppendFormat(b, "2006-01-02T15:04:05.000000000")
	b = trimNanos(b)
	b = append(b, 'Z', '"')
	e.w.RawBytes(b)
}

// trimNanos drops the trailing groups of three zeros of a fraction of nine
// digits at the end of b, and the point if all go.
func trimNanos(b []byte) []byte {
	for range 2 {
		if n := len(b); strings.HasSuffix(string(b[n-3:]), "000") {
			b = b[:n-3]
		}
	}
	if n := len(b); string(b[n-4:]) == ".000" {
		b = b[:n-4]
	}
	return b
}

// DecodeTimestamp reads an RFC 3339 string into m.
func DecodeTimestamp(d *Decoder, m *timestamppb.Timestamp) {
	if !d.enter() {
		return
	}
	defer d.leave()
	kind, t := d.r.ScalarText()
	if kind != '"' {
		d.invalid("google.protobuf.Timestamp")
		return
	}
	s := string(t)
	tm, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		d.invalid("google.protobuf.Timestamp")
		return
	}
	secs := tm.Unix()
	if secs < minTimestampSeconds || secs > maxTimestampSeconds {
		d.fail("google.protobuf.Timestamp value out of range")
		return
	}
	i := strings.LastIndexByte(s, '.')
	j := strings.LastIndexAny(s, "Z-+")
	if i >= 0 && j >= i && j-i > len(".999999999") {
		d.invalid("google.protobuf.Timestamp")
		return
	}
	m.Seconds, m.Nanos = secs, int32(tm.Nanosecond())
}

// EncodeDuration writes m as a string of seconds with 0, 3, 6 or 9
// fractional digits and the suffix "s".
func EncodeDuration(e *Encoder, m *durationpb.Duration) {
	secs, nanos := m.GetSeconds(), int64(m.GetNanos())
	switch {
	case secs < -maxSecondsInDuration || secs > maxSecondsInDuration:
		e.w.Fail(errorf("google.protobuf.Duration: seconds out of range %d", secs))
	case nanos < -maxNanos || nanos > maxNanos:
		e.w.Fail(errorf("google.protobuf.Duration: nanos out of range %d", nanos))
	case secs > 0 && nanos < 0 || secs < 0 && nanos > 0:
		e.w.Fail(errorf("google.protobuf.Duration: signs of seconds and nanos do not match"))
	default:
		var buf [40]byte
		b := append(buf[:0], '"')
		if secs < 0 || nanos < 0 {
			b = append(b, '-')
			secs, nanos = -secs, -nanos
		}
		b = strconv.AppendInt(b, secs, 10)
		b = append(b, '.')
		frac := strconv.AppendInt(make([]byte, 0, 9), nanos, 10)
		for range 9 - len(frac) {
			b = append(b, '0')
		}
		b = append(b, frac...)
		b = trimNanos(b)
		b = append(b, 's', '"')
		e.w.RawBytes(b)
		return
	}
	e.w.Null()
}

// DecodeDuration reads a duration string into m.
func DecodeDuration(d *Decoder, m *durationpb.Duration) {
	if !d.enter() {
		return
	}
	defer d.leave()
	kind, t := d.r.ScalarText()
	if kind != '"' {
		d.invalid("google.protobuf.Duration")
		return
	}
	secs, nanos, ok := parseDuration(t)
	if !ok {
		d.invalid("google.protobuf.Duration")
		return
	}
	if secs < -maxSecondsInDuration || secs > maxSecondsInDuration {
		d.fail("google.protobuf.Duration value out of range")
		return
	}
	m.Seconds, m.Nanos = secs, nanos
}

// parseDuration is protojson's parser of durations.
func parseDuration(b []byte) (int64, int32, bool) {
	size := len(b)
	if size < 2 || b[size-1] != 's' {
		return 0, 0, false
	}
	b = b[:size-1]
	neg := false
	switch b[0] {
	case '-':
		neg = true
		b = b[1:]
	case '+':
		b = b[1:]
	}
	if len(b) == 0 {
		return 0, 0, false
	}
	var intp []byte
	switch {
	case b[0] == '0':
		b = b[1:]
	case '1' <= b[0] && b[0] <= '9':
		n := 1
		for n < len(b) && '0' <= b[n] && b[n] <= '9' {
			n++
		}
		intp, b = b[:n], b[n:]
	case b[0] == '.':
	default:
		return 0, 0, false
	}
	hasFrac := false
	var frac [9]byte
	if len(b) > 0 {
		if b[0] != '.' {
			return 0, 0, false
		}
		b = b[1:]
		n := 0
		for len(b) > 0 && n < 9 && '0' <= b[0] && b[0] <= '9' {
			frac[n] = b[0]
			n++
			b = b[1:]
		}
		if len(b) > 0 {
			return 0, 0, false
		}
		for i := n; i < 9; i++ {
			frac[i] = '0'
		}
		hasFrac = true
	}
	var secs int64
	if len(intp) > 0 {
		var err error
		if secs, err = strconv.ParseInt(string(intp), 10, 64); err != nil {
			return 0, 0, false
		}
	}
	var nanos int64
	if hasFrac {
		nanob := strings.TrimLeft(string(frac[:]), "0")
		if len(nanob) > 0 {
			var err error
			if nanos, err = strconv.ParseInt(nanob, 10, 32); err != nil {
				return 0, 0, false
			}
		}
	}
	if neg {
		if secs > 0 {
			secs = -secs
		}
		if nanos > 0 {
			nanos = -nanos
		}
	}
	return secs, int32(nanos), true
}

// EncodeBoolValue writes m's value bare.
func EncodeBoolValue(e *Encoder, m *wrapperspb.BoolValue) { e.w.Bool(m.GetValue()) }

// EncodeInt32Value writes m's value bare.
func EncodeInt32Value(e *Encoder, m *wrapperspb.Int32Value) { e.w.Int64(int64(m.GetValue())) }

// EncodeInt64Value writes m's value bare, between quotes.
func EncodeInt64Value(e *Encoder, m *wrapperspb.Int64Value) { e.Int64(m.GetValue()) }

// EncodeUInt32Value writes m's value bare.
func EncodeUInt32Value(e *Encoder, m *wrapperspb.UInt32Value) { e.w.Uint64(uint64(m.GetValue())) }

// EncodeUInt64Value writes m's value bare, between quotes.
func EncodeUInt64Value(e *Encoder, m *wrapperspb.UInt64Value) { e.Uint64(m.GetValue()) }

// EncodeFloatValue writes m's value bare.
func EncodeFloatValue(e *Encoder, m *wrapperspb.FloatValue) { e.Float32(m.GetValue()) }

// EncodeDoubleValue writes m's value bare.
func EncodeDoubleValue(e *Encoder, m *wrapperspb.DoubleValue) { e.Float64(m.GetValue()) }

// EncodeStringValue writes m's value bare.
func EncodeStringValue(e *Encoder, m *wrapperspb.StringValue) {
	e.str(m.GetValue(), "google.protobuf.StringValue.value")
}

// EncodeBytesValue writes m's value bare, in base64.
func EncodeBytesValue(e *Encoder, m *wrapperspb.BytesValue) { e.Bytes(m.GetValue()) }

// wrapper counts a wrapper message against the recursion limit around
// decoding its value.
func wrapper[T any](d *Decoder, p *T, decode func(*Decoder, *T)) {
	if d.enter() {
		decode(d, p)
		d.leave()
	}
}

// DecodeBoolValue reads a bare value into m.
func DecodeBoolValue(d *Decoder, m *wrapperspb.BoolValue) { wrapper(d, &m.Value, (*Decoder).Bool) }

// DecodeInt32Value reads a bare value into m.
func DecodeInt32Value(d *Decoder, m *wrapperspb.Int32Value) { wrapper(d, &m.Value, (*Decoder).Int32) }

// DecodeInt64Value reads a bare value into m.
func DecodeInt64Value(d *Decoder, m *wrapperspb.Int64Value) { wrapper(d, &m.Value, (*Decoder).Int64) }

// DecodeUInt32Value reads a bare value into m.
func DecodeUInt32Value(d *Decoder, m *wrapperspb.UInt32Value) {
	wrapper(d, &m.Value, (*Decoder).Uint32)
}

// DecodeUInt64Value reads a bare value into m.
func DecodeUInt64Value(d *Decoder, m *wrapperspb.UInt64Value) {
	wrapper(d, &m.Value, (*Decoder).Uint64)
}

// DecodeFloatValue reads a bare value into m.
func DecodeFloatValue(d *Decoder, m *wrapperspb.FloatValue) { wrapper(d, &m.Value, (*Decoder).Float32) }

// DecodeDoubleValue reads a bare value into m.
func DecodeDoubleValue(d *Decoder, m *wrapperspb.DoubleValue) {
	wrapper(d, &m.Value, (*Decoder).Float64)
}

// DecodeStringValue reads a bare value into m.
func DecodeStringValue(d *Decoder, m *wrapperspb.StringValue) { wrapper(d, &m.Value, (*Decoder).Str) }

// DecodeBytesValue reads a bare value into m.
func DecodeBytesValue(d *Decoder, m *wrapperspb.BytesValue) { wrapper(d, &m.Value, (*Decoder).Bytes) }

// EncodeEmpty writes {}.
func EncodeEmpty(e *Encoder, m *emptypb.Empty) {
	e.EndMessage(e.BeginMessage())
}

// DecodeEmpty reads an object with no members (any, with DiscardUnknown).
func DecodeEmpty(d *Decoder, m *emptypb.Empty) {
	if !d.BeginMessage() {
		return
	}
	for d.r.ObjectNext() {
		d.Unknown(d.r.Key())
	}
	d.EndMessage()
}

// EncodeStruct writes m as an object, members sorted by name.
func EncodeStruct(e *Encoder, m *structpb.Struct) {
	fields := m.GetFields()
	if len(fields) == 0 {
		e.w.Raw("{}")
		return
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	mark := e.w.BeginObject()
	for _, k := range keys {
		e.Key(k, "google.protobuf.Struct.fields")
		EncodeValue(e, fields[k])
	}
	e.w.EndObject(mark)
}

// DecodeStruct reads an object into m.
func DecodeStruct(d *Decoder, m *structpb.Struct) {
	if d.enter() {
		d.decodeStruct(m)
		d.leave()
	}
}

func (d *Decoder) decodeStruct(m *structpb.Struct) {
	if !d.BeginMap() {
		return
	}
	if m.Fields == nil {
		m.Fields = make(map[string]*structpb.Value)
	}
	for d.r.ObjectNext() {
		k := d.r.KeyString()
		if _, dup := m.Fields[k]; dup {
			d.DuplicateKey()
			break
		}
		v := new(structpb.Value)
		DecodeValue(d, v)
		m.Fields[k] = v
	}
}

// EncodeListValue writes m as an array.
func EncodeListValue(e *Encoder, m *structpb.ListValue) {
	e.w.Raw("[")
	for i, v := range m.GetValues() {
		if i > 0 {
			e.w.Raw(",")
		}
		EncodeValue(e, v)
	}
	e.w.Raw("]")
}

// DecodeListValue reads an array into m.
func DecodeListValue(d *Decoder, m *structpb.ListValue) {
	if d.enter() {
		d.decodeListValue(m)
		d.leave()
	}
}

func (d *Decoder) decodeListValue(m *structpb.ListValue) {
	if !d.BeginList() {
		return
	}
	for d.r.ArrayNext() {
		v := new(structpb.Value)
		DecodeValue(d, v)
		m.Values = append(m.Values, v)
	}
}

// EncodeValue writes m as the JSON value it holds. A Value that holds
// nothing, or a number that JSON cannot write, is an error.
func EncodeValue(e *Encoder, m *structpb.Value) {
	switch k := m.GetKind().(type) {
	case *structpb.Value_NullValue:
		e.w.Null()
	case *structpb.Value_NumberValue:
		if math.IsNaN(k.NumberValue) || math.IsInf(k.NumberValue, 0) {
			e.w.Fail(errorf("google.protobuf.Value.number_value: invalid %v value", k.NumberValue))
			e.w.Null()
			return
		}
		e.w.Float64(k.NumberValue)
	case *structpb.Value_StringValue:
		e.str(k.StringValue, "google.protobuf.Value.string_value")
	case *structpb.Value_BoolValue:
		e.w.Bool(k.BoolValue)
	case *structpb.Value_StructValue:
		EncodeStruct(e, k.StructValue)
	case *structpb.Value_ListValue:
		EncodeListValue(e, k.ListValue)
	default:
		e.w.Fail(errorf("google.protobuf.Value: none of the oneof fields is set"))
		e.w.Null()
	}
}

// DecodeValue reads any JSON value into m; null is the NullValue.
func DecodeValue(d *Decoder, m *structpb.Value) {
	if !d.enter() {
		return
	}
	defer d.leave()
	switch d.r.Kind() {
	case 'n':
		d.r.Null()
		m.Kind = &structpb.Value_NullValue{}
	case 't', 'f':
		var b bool
		d.r.Bool(&b)
		m.Kind = &structpb.Value_BoolValue{BoolValue: b}
	case '0':
		var f float64
		d.r.Float64(&f)
		m.Kind = &structpb.Value_NumberValue{NumberValue: f}
	case '"':
		var s string
		d.r.Str(&s)
		m.Kind = &structpb.Value_StringValue{StringValue: s}
	case '{':
		s := new(structpb.Struct)
		d.decodeStruct(s)
		m.Kind = &structpb.Value_StructValue{StructValue: s}
	case '[':
		l := new(structpb.ListValue)
		d.decodeListValue(l)
		m.Kind = &structpb.Value_ListValue{ListValue: l}
	default:
		d.invalid("google.protobuf.Value")
	}
}

// NullValue decodes a google.protobuf.NullValue: null, or as an enum.
func (d *Decoder) NullValue() (int32, bool) {
	if d.r.Null() {
		return 0, true
	}
	return d.Enum(structpb.NullValue_value)
}

// EncodeFieldMask writes m's paths in lowerCamelCase, joined by commas.
func EncodeFieldMask(e *Encoder, m *fieldmaskpb.FieldMask) {
	var b []byte
	b = append(b, '"')
	for i, s := range m.GetPaths() {
		if !protoreflect.FullName(s).IsValid() {
			e.w.Fail(errorf("google.protobuf.FieldMask.paths contains invalid path: %q", s))
			e.w.Null()
			return
		}
		cc := jsonCamelCase(s)
		if s != jsonSnakeCase(cc) {
			e.w.Fail(errorf("google.protobuf.FieldMask.paths contains irreversible value %q", s))
			e.w.Null()
			return
		}
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, cc...)
	}
	// Valid full names are ASCII letters, digits, '_' and '.': nothing
	// to escape.
	e.w.RawBytes(append(b, '"'))
}

// DecodeFieldMask reads a comma-separated list of lowerCamelCase paths.
func DecodeFieldMask(d *Decoder, m *fieldmaskpb.FieldMask) {
	if !d.enter() {
		return
	}
	defer d.leave()
	kind, t := d.r.ScalarText()
	if kind != '"' {
		d.invalid("google.protobuf.FieldMask")
		return
	}
	str := strings.TrimSpace(string(t))
	if str == "" {
		return
	}
	for _, s0 := range strings.Split(str, ",") {
		s := jsonSnakeCase(s0)
		if strings.Contains(s0, "_") || !protoreflect.FullName(s).IsValid() {
			d.fail("google.protobuf.FieldMask.paths contains invalid path: " + strconv.Quote(s0))
			return
		}
		m.Paths = append(m.Paths, s)
	}
}

// jsonCamelCase and jsonSnakeCase are protobuf-go's internal/strs
// functions of those names.
func jsonCamelCase(s string) string {
	var b []byte
	var wasUnderscore bool
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '_' {
			if wasUnderscore && 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			b = append(b, c)
		}
		wasUnderscore = c == '_'
	}
	return string(b)
}

func jsonSnakeCase(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			b = append(b, '_')
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return string(b)
}
