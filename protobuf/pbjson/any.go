package pbjson

import (
	"errors"
	"fmt"

	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/types/known/anypb"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/emptypb"
	"google.golang.org/protobuf/types/known/fieldmaskpb"
	"google.golang.org/protobuf/types/known/structpb"
	"google.golang.org/protobuf/types/known/timestamppb"
	"google.golang.org/protobuf/types/known/wrapperspb"
)

func errorf(format string, args ...any) error {
	return errors.New("pbjson: " + fmt.Sprintf(format, args...))
}

// wkt reports whether m is a well-known type with a JSON form of its own,
// written by encodeWKT and read by decodeWKT. Empty is not one, in
// protojson's sense: inside an Any it is written as an ordinary message.
func wkt(m proto.Message) bool {
	switch m.(type) {
	case *timestamppb.Timestamp, *durationpb.Duration, *structpb.Struct, *structpb.Value, *structpb.ListValue,
		*fieldmaskpb.FieldMask, *anypb.Any, *wrapperspb.BoolValue, *wrapperspb.Int32Value, *wrapperspb.Int64Value,
		*wrapperspb.UInt32Value, *wrapperspb.UInt64Value, *wrapperspb.FloatValue, *wrapperspb.DoubleValue,
		*wrapperspb.StringValue, *wrapperspb.BytesValue:
		return true
	}
	return false
}

// wktName reports whether the message named n is a well-known type with
// a JSON form of its own (whatever Go type a resolver gives it).
func wktName(n protoreflect.FullName) bool {
	if n.Parent() != "google.protobuf" {
		return false
	}
	switch n.Name() {
	case "Any", "Timestamp", "Duration", "BoolValue", "Int32Value", "Int64Value", "UInt32Value", "UInt64Value",
		"FloatValue", "DoubleValue", "StringValue", "BytesValue", "Struct", "ListValue", "Value", "FieldMask", "Empty":
		return true
	}
	return false
}

func encodeWKT(e *Encoder, m proto.Message) {
	switch m := m.(type) {
	case *timestamppb.Timestamp:
		EncodeTimestamp(e, m)
	case *durationpb.Duration:
		EncodeDuration(e, m)
	case *structpb.Struct:
		EncodeStruct(e, m)
	case *structpb.Value:
		EncodeValue(e, m)
	case *structpb.ListValue:
		EncodeListValue(e, m)
	case *fieldmaskpb.FieldMask:
		EncodeFieldMask(e, m)
	case *anypb.Any:
		EncodeAny(e, m)
	case *wrapperspb.BoolValue:
		EncodeBoolValue(e, m)
	case *wrapperspb.Int32Value:
		EncodeInt32Value(e, m)
	case *wrapperspb.Int64Value:
		EncodeInt64Value(e, m)
	case *wrapperspb.UInt32Value:
		EncodeUInt32Value(e, m)
	case *wrapperspb.UInt64Value:
		EncodeUInt64Value(e, m)
	case *wrapperspb.FloatValue:
		EncodeFloatValue(e, m)
	case *wrapperspb.DoubleValue:
		EncodeDoubleValue(e, m)
	case *wrapperspb.StringValue:
		EncodeStringValue(e, m)
	case *wrapperspb.BytesValue:
		EncodeBytesValue(e, m)
	}
}

func decodeWKT(d *Decoder, m proto.Message) {
	switch m := m.(type) {
	case *timestamppb.Timestamp:
		DecodeTimestamp(d, m)
	case *durationpb.Duration:
		DecodeDuration(d, m)
	case *structpb.Struct:
		DecodeStruct(d, m)
	case *structpb.Value:
		DecodeValue(d, m)
	case *structpb.ListValue:
		DecodeListValue(d, m)
	case *fieldmaskpb.FieldMask:
		DecodeFieldMask(d, m)
	case *anypb.Any:
		DecodeAny(d, m)
	case *emptypb.Empty:
		DecodeEmpty(d, m)
	case *wrapperspb.BoolValue:
		DecodeBoolValue(d, m)
	case *wrapperspb.Int32Value:
		DecodeInt32Value(d, m)
	case *wrapperspb.Int64Value:
		DecodeInt64Value(d, m)
	case *wrapperspb.UInt32Value:
		DecodeUInt32Value(d, m)
	case *wrapperspb.UInt64Value:
		DecodeUInt64Value(d, m)
	case *wrapperspb.FloatValue:
		DecodeFloatValue(d, m)
	case *wrapperspb.DoubleValue:
		DecodeDoubleValue(d, m)
	case *wrapperspb.StringValue:
		DecodeStringValue(d, m)
	case *wrapperspb.BytesValue:
		DecodeBytesValue(d, m)
	}
}

// EncodeAny writes m as an object: "@type" and the members of the message
// it holds, or "@type" and "value" for a well-known type with a JSON form
// of its own. The type is found with the resolver of the options; this is
// the one place the encoder uses protobuf's binary format and reflection.
func EncodeAny(e *Encoder, m *anypb.Any) {
	url, value := m.GetTypeUrl(), m.GetValue()
	if url == "" {
		if len(value) == 0 {
			e.w.Raw("{}")
			return
		}
		e.w.Fail(errorf("google.protobuf.Any: type_url is not set"))
		e.w.Null()
		return
	}
	mt, err := e.resolver.FindMessageByURL(url)
	if err != nil {
		e.w.Fail(errorf("google.protobuf.Any: unable to resolve %q: %v", url, err))
		e.w.Null()
		return
	}
	em := mt.New().Interface()
	err = proto.UnmarshalOptions{AllowPartial: true, Resolver: e.resolver}.Unmarshal(value, em)
	if err != nil {
		e.w.Fail(errorf("google.protobuf.Any: unable to unmarshal %q: %v", url, err))
		e.w.Null()
		return
	}
	name := mt.Descriptor().FullName()
	switch {
	case wkt(em):
		e.w.Raw(`{"@type":`)
		e.str(url, "google.protobuf.Any.type_url")
		e.w.Raw(`,"value":`)
		encodeWKT(e, em)
		e.w.Raw("}")
	case wktName(name) && name.Name() != "Empty":
		// A well-known type of a Go type this package does not know.
		e.typeURL = ""
		e.Protojson(m)
	default:
		e.typeURL = url
		e.Message(em)
	}
}

// DecodeAny reads an object with an "@type" member into m: the message of
// that type (found with the resolver of the options) made of the other
// members, or of the "value" member for a well-known type with a JSON form
// of its own, stored in binary form.
func DecodeAny(d *Decoder, m *anypb.Any) {
	if d.r.Kind() != '{' {
		d.fail("unexpected token, want an object for google.protobuf.Any")
		return
	}
	if !d.enter() {
		return
	}
	defer d.leave()
	raw := d.r.Raw()
	if raw == nil {
		return
	}
	sub := decoderPool.Get().(*Decoder)
	defer sub.release()
	sub.setOptions(&d.opts)
	sub.resolver = d.resolver
	sub.r = &sub.own

	// Find "@type" first, as protojson does: it may come last.
	sub.own.Reset(raw)
	url, found := sub.findTypeURL()
	if err := sub.own.Err(); err != nil {
		d.r.Fail(err)
		return
	}
	if !found {
		return // {}, or no "@type" with DiscardUnknown
	}
	mt, err := d.resolver.FindMessageByURL(url)
	if err != nil {
		d.r.Fail(errorf("unable to resolve %q: %v", url, err))
		return
	}
	em := mt.New().Interface()
	sub.own.Reset(raw)
	sub.level, sub.anyLevel = d.level, d.level+1
	name := mt.Descriptor().FullName()
	_, generated := em.(Message)
	// Messages with extension ranges have generated methods that hand
	// them to protojson, which would refuse the "@type" member.
	generated = generated && mt.Descriptor().ExtensionRanges().Len() == 0
	switch {
	case wkt(em) || name == "google.protobuf.Empty":
		sub.anyValue(em)
	case generated:
		sub.Message(em)
	default:
		// Neither generated nor well-known: protojson reads the whole Any.
		sub.Protojson(m)
		if err := sub.own.Err(); err != nil {
			d.r.Fail(err)
		}
		return
	}
	if err := sub.own.Err(); err != nil {
		d.r.Fail(err)
		return
	}
	b, err := proto.MarshalOptions{AllowPartial: true, Deterministic: true}.Marshal(em)
	if err != nil {
		d.r.Fail(errorf("error in marshaling Any.value field: %v", err))
		return
	}
	m.TypeUrl, m.Value = url, b
}

// findTypeURL reads the object of an Any and returns the value of its
// "@type" member. It reports false for an empty object, and for one
// without "@type" when unknown members are discarded; without
// DiscardUnknown, that is an error.
func (d *Decoder) findTypeURL() (string, bool) {
	r := d.r
	if !r.BeginObject("") {
		return "", false
	}
	var url string
	members := 0
	for r.ObjectNext() {
		members++
		if string(r.Key()) != "@type" {
			r.Skip()
			continue
		}
		if url != "" {
			d.fail(`duplicate "@type" field`)
			return "", false
		}
		kind, t := r.ScalarText()
		if kind != '"' {
			d.fail("@type field value is not a string")
			return "", false
		}
		if url = string(t); url == "" {
			d.fail("@type field contains empty value")
			return "", false
		}
	}
	if url == "" && members > 0 && r.Ok() {
		if !d.discardUnknown {
			d.fail(`missing "@type" field`)
		}
		return "", false
	}
	return url, url != ""
}

// anyValue reads the object of an Any holding a well-known type: "@type"
// and "value".
func (d *Decoder) anyValue(m proto.Message) {
	r := d.r
	r.BeginObject("")
	found := false
	for r.ObjectNext() {
		switch string(r.Key()) {
		case "@type":
			r.Skip()
		case "value":
			if found {
				d.fail(`duplicate "value" field`)
				return
			}
			decodeWKT(d, m)
			found = true
		default:
			if d.discardUnknown {
				r.Skip()
				continue
			}
			d.fail("unknown field " + string(r.LastKey()))
			return
		}
	}
	if !found && r.Ok() && m.ProtoReflect().Descriptor().FullName() != "google.protobuf.Empty" {
		d.fail(`missing "value" field`)
	}
}
