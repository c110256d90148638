package pbjson_test

import (
	"math"
	"math/rand/v2"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
)

// filler fills messages with random values, through reflection (this is
// test code). Values are drawn from lists of the interesting ones (limits,
// -0, NaN, strings that need escapes); with bad set, it sometimes draws
// values protojson refuses to write (invalid UTF-8, out-of-range times,
// an empty google.protobuf.Value, an unresolvable Any), so that errors are
// compared too.
type filler struct {
	*rand.Rand
	bad bool
}

func newFiller(seed uint64, bad bool) *filler {
	return &filler{rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), bad}
}

// chance reports true with probability p.
func (f *filler) chance(p float64) bool { return f.Float64() < p }

func (f *filler) badChance() bool { return f.bad && f.chance(0.02) }

func (f *filler) fill(m protoreflect.Message, depth int) {
	fds := m.Descriptor().Fields()
	for i := range fds.Len() {
		fd := fds.Get(i)
		if !f.chance(0.6) {
			continue
		}
		if od := fd.ContainingOneof(); od != nil && !od.IsSynthetic() && m.WhichOneof(od) != nil && f.chance(0.7) {
			continue
		}
		switch {
		case fd.IsList():
			l := m.Mutable(fd).List()
			for range f.IntN(4) {
				if v, ok := f.value(l, fd, depth); ok {
					l.Append(v)
				}
			}
		case fd.IsMap():
			mp := m.Mutable(fd).Map()
			for range f.IntN(4) {
				k := f.scalar(fd.MapKey()).MapKey()
				if v, ok := f.value(mp, fd.MapValue(), depth); ok {
					mp.Set(k, v)
				}
			}
		default:
			if v, ok := f.value(m, fd, depth); ok {
				m.Set(fd, v)
			}
		}
	}
	if m.Descriptor().FullName() == "jsongen.test2.Extendable" && f.chance(0.5) {
		proto.SetExtension(m.Interface(), testpb.E_ExtName, f.str())
		if f.chance(0.5) {
			proto.SetExtension(m.Interface(), testpb.E_ExtNum, f.Int32())
		}
	}
}

// value returns a random value for fd, whose container (a message, a
// list or a map) makes new messages.
func (f *filler) value(c any, fd protoreflect.FieldDescriptor, depth int) (protoreflect.Value, bool) {
	if fd.Kind() != protoreflect.MessageKind && fd.Kind() != protoreflect.GroupKind {
		return f.scalar(fd), true
	}
	if depth > 3 {
		return protoreflect.Value{}, false
	}
	var v protoreflect.Value
	switch c := c.(type) {
	case protoreflect.List:
		v = c.NewElement()
	case protoreflect.Map:
		v = c.NewValue()
	case protoreflect.Message:
		v = c.NewField(fd)
	}
	if wkt := f.wkt(fd.Message().FullName(), depth); wkt != nil {
		return protoreflect.ValueOfMessage(wkt.ProtoReflect()), true
	}
	f.fill(v.Message(), depth+1)
	return v, true
}

func (f *filler) scalar(fd protoreflect.FieldDescriptor) protoreflect.Value {
	switch fd.Kind() {
	case protoreflect.BoolKind:
		return protoreflect.ValueOfBool(f.chance(0.5))
	case protoreflect.Int32Kind, protoreflect.Sint32Kind, protoreflect.Sfixed32Kind:
		return protoreflect.ValueOfInt32(pick(f, []int32{0, 1, -1, 42, 100000, math.MaxInt32, math.MinInt32, f.Int32(), -f.Int32()}))
	case protoreflect.Int64Kind, protoreflect.Sint64Kind, protoreflect.Sfixed64Kind:
		return protoreflect.ValueOfInt64(pick(f, []int64{0, 1, -1, 1<<53 + 1, math.MaxInt64, math.MinInt64, f.Int64(), -f.Int64()}))
	case protoreflect.Uint32Kind, protoreflect.Fixed32Kind:
		return protoreflect.ValueOfUint32(pick(f, []uint32{0, 1, 7, math.MaxUint32, f.Uint32()}))
	case protoreflect.Uint64Kind, protoreflect.Fixed64Kind:
		return protoreflect.ValueOfUint64(pick(f, []uint64{0, 1, 7, math.MaxUint64, 1<<63 + 5, f.Uint64()}))
	case protoreflect.FloatKind:
		return protoreflect.ValueOfFloat32(pick(f, []float32{0, float32(math.Copysign(0, -1)), 1.5, -2.25, 0.1, 1e-7, 1e21,
			math.MaxFloat32, math.SmallestNonzeroFloat32, float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)),
			float32(f.NormFloat64() * 1e6),
			0.000244140625, // 2^-12: a tie strconv breaks down from Go 1.27 on (0.00024414062), up before
		}))
	case protoreflect.DoubleKind:
		return protoreflect.ValueOfFloat64(pick(f, []float64{0, math.Copysign(0, -1), 1.5, -2.25, 0.1, 1e-7, 1e21, 1e300,
			math.MaxFloat64, math.SmallestNonzeroFloat64, math.NaN(), math.Inf(1), math.Inf(-1), 1 << 60, f.NormFloat64() * 1e10}))
	case protoreflect.StringKind:
		return protoreflect.ValueOfString(f.str())
	case protoreflect.BytesKind:
		b := make([]byte, f.IntN(9))
		for i := range b {
			b[i] = byte(f.UintN(256))
		}
		if len(b) == 0 && f.chance(0.5) {
			b = nil
		}
		return protoreflect.ValueOfBytes(b)
	case protoreflect.EnumKind:
		vals := fd.Enum().Values()
		if f.chance(0.1) {
			return protoreflect.ValueOfEnum(99)
		}
		return protoreflect.ValueOfEnum(vals.Get(f.IntN(vals.Len())).Number())
	}
	panic("no scalar kind " + fd.Kind().String())
}

func pick[T any](f *filler, vs []T) T { return vs[f.IntN(len(vs))] }

func (f *filler) str() string {
	if f.badChance() {
		return "bad\xffutf8"
	}
	return pick(f, []string{"", "a", "hello world", "héllo", "\u2028\u2029", "<a href=\"x\">&amp;</a>",
		"\"\\\n\t\r\b\f\x01\x1f\x7f", "日本語", "😀 emoji", "\ufffd", "/slash/", "null", "123", "NaN"})
}

// wkt returns a random value for a well-known type, or nil for other
// messages.
func (f *filler) wkt(name protoreflect.FullName, depth int) proto.Message {
	switch name {
	case "google.protobuf.Timestamp":
		if f.badChance() {
			return &timestamppb.Timestamp{Seconds: 253402300800}
		}
		return &timestamppb.Timestamp{Seconds: pick(f, []int64{0, 1, -1, 1700000000, -62135596800, 253402300799}),
			Nanos: pick(f, []int32{0, 1, 1000, 1000000, 123456789, 999999999, 500000000})}
	case "google.protobuf.Duration":
		if f.badChance() {
			return &durationpb.Duration{Seconds: 1, Nanos: -1}
		}
		s := pick(f, []int64{0, 1, 59, 3600, 315576000000})
		n := pick(f, []int32{0, 1, 1000, 1000000, 999999999, 20})
		if f.chance(0.4) {
			s, n = -s, -n
		}
		return &durationpb.Duration{Seconds: s, Nanos: n}
	case "google.protobuf.Struct":
		return f.structValue(depth)
	case "google.protobuf.Value":
		return f.jsonValue(depth)
	case "google.protobuf.ListValue":
		return f.listValue(depth)
	case "google.protobuf.FieldMask":
		m := &fieldmaskpb.FieldMask{}
		for range f.IntN(3) {
			m.Paths = append(m.Paths, pick(f, []string{"a", "foo_bar", "a.b_c", "foo_bar.baz", "x1_y2"}))
		}
		if f.badChance() {
			m.Paths = append(m.Paths, pick(f, []string{"fooBar", "1a", "a__b", ""}))
		}
		return m
	case "google.protobuf.Empty":
		return &emptypb.Empty{}
	case "google.protobuf.Any":
		return f.any(depth)
	case "google.protobuf.BoolValue":
		return wrapperspb.Bool(f.chance(0.5))
	case "google.protobuf.Int32Value":
		return wrapperspb.Int32(pick(f, []int32{0, -5, math.MaxInt32}))
	case "google.protobuf.Int64Value":
		return wrapperspb.Int64(pick(f, []int64{0, -5, math.MinInt64}))
	case "google.protobuf.UInt32Value":
		return wrapperspb.UInt32(pick(f, []uint32{0, 5, math.MaxUint32}))
	case "google.protobuf.UInt64Value":
		return wrapperspb.UInt64(pick(f, []uint64{0, 5, math.MaxUint64}))
	case "google.protobuf.FloatValue":
		return wrapperspb.Float(pick(f, []float32{0, 1.25, float32(math.Inf(-1))}))
	case "google.protobuf.DoubleValue":
		return wrapperspb.Double(pick(f, []float64{0, 1.25, math.NaN()}))
	case "google.protobuf.StringValue":
		return wrapperspb.String(f.str())
	case "google.protobuf.BytesValue":
		return wrapperspb.Bytes(pick(f, [][]byte{nil, {0xff, 0xfe}, []byte("hello")}))
	}
	return nil
}

func (f *filler) jsonValue(depth int) *structpb.Value {
	if f.badChance() {
		return &structpb.Value{}
	}
	k := f.IntN(6)
	if depth > 3 {
		k = f.IntN(4)
	}
	switch k {
	case 0:
		return structpb.NewNullValue()
	case 1:
		return structpb.NewBoolValue(f.chance(0.5))
	case 2:
		if f.badChance() {
			return structpb.NewNumberValue(math.Inf(1))
		}
		return structpb.NewNumberValue(pick(f, []float64{0, -1.5, 1e21, 1e-7, 12345678901234567}))
	case 3:
		return structpb.NewStringValue(f.str())
	case 4:
		return structpb.NewStructValue(f.structValue(depth + 1))
	default:
		return structpb.NewListValue(f.listValue(depth + 1))
	}
}

func (f *filler) structValue(depth int) *structpb.Struct {
	s := &structpb.Struct{Fields: map[string]*structpb.Value{}}
	for range f.IntN(4) {
		s.Fields[f.str()] = f.jsonValue(depth + 1)
	}
	return s
}

func (f *filler) listValue(depth int) *structpb.ListValue {
	l := &structpb.ListValue{}
	for range f.IntN(4) {
		l.Values = append(l.Values, f.jsonValue(depth+1))
	}
	return l
}

// any packs a random message; with bad, sometimes one of an unknown type.
func (f *filler) any(depth int) *anypb.Any {
	if f.chance(0.1) {
		return &anypb.Any{}
	}
	if f.badChance() {
		return &anypb.Any{TypeUrl: "type.googleapis.com/unknown.Type", Value: []byte{8, 1}}
	}
	msgs := []proto.Message{&testpb.Nested{}, &testpb.Scalars{}, &testpb.Oneofs{}, &testpb.Proto2{},
		&timestamppb.Timestamp{}, &durationpb.Duration{}, &structpb.Value{}, &structpb.Struct{}, &emptypb.Empty{},
		&wrapperspb.Int64Value{}, &fieldmaskpb.FieldMask{}, &anypb.Any{}, &testpb.Extendable{}, &testpb.Editions_Sub{}}
	m := pick(f, msgs)
	if depth > 3 {
		m = &testpb.Nested{A: 1}
	}
	if w := f.wkt(m.ProtoReflect().Descriptor().FullName(), depth+1); w != nil {
		m = w
	} else {
		f.fill(m.ProtoReflect(), depth+1)
	}
	a := new(anypb.Any)
	if err := a.MarshalFrom(m); err != nil {
		return &anypb.Any{} // invalid UTF-8 in a proto3 string
	}
	if f.chance(0.2) {
		a.TypeUrl = "example.com/x/" + string(m.ProtoReflect().Descriptor().FullName())
	}
	return a
}
