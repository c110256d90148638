package pbjson_test

import (
	"fmt"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/jsongen/jsongen/protobuf/internal/testpb"
	"github.com/jsongen/jsongen/protobuf/pbjson"
)

// decodeCases are documents written to exercise protojson's decoding
// rules, one rule or corner a line, by message type. Each is decoded with
// protojson and pbjson under every decoding option set, and the results
// compared (see TestDiffCases).
var decodeCases = map[proto.Message][]string{
	&testpb.Scalars{}: {
		// Integers: numbers and strings, in any form whose value is an integer.
		`{"fInt32": 1}`, `{"fInt32": 1.0}`, `{"fInt32": 1e2}`, `{"fInt32": 1E+2}`, `{"fInt32": 100e-2}`, `{"fInt32": 1e-1}`,
		`{"fInt32": 0.0e5}`, `{"fInt32": -0}`, `{"fInt32": "-0"}`, `{"fInt32": "1"}`, `{"fInt32": " 1"}`, `{"fInt32": "1 "}`,
		`{"fInt32": "1.5"}`, `{"fInt32": "1e2"}`, `{"fInt32": "0x1"}`, `{"fInt32": "+1"}`, `{"fInt32": "01"}`, `{"fInt32": ""}`,
		`{"fInt32": 2147483647}`, `{"fInt32": 2147483648}`, `{"fInt32": -2147483648}`, `{"fInt32": -2147483649}`,
		`{"fInt32": 21474836470e-1}`, `{"fInt32": 1e10}`, `{"fInt32": 1e100000000000}`, `{"fInt32": 0e-100000000000}`,
		`{"fInt32": true}`, `{"fInt32": null}`, `{"fInt32": []}`, `{"fInt32": {}}`, `{"fInt32": "\u0031"}`,
		`{"fInt64": "9223372036854775807"}`, `{"fInt64": "9223372036854775808"}`, `{"fInt64": -9223372036854775808}`,
		`{"fInt64": 9223372036854775807}`, `{"fInt64": 1e18}`, `{"fInt64": "1e18"}`, `{"fInt64": 1e19}`,
		`{"fInt64": 123456789012345678901234567890e-10}`, `{"fInt64": 0.000000000000000000001e21}`,
		`{"fUint32": -1}`, `{"fUint32": "-0"}`, `{"fUint32": 4294967295}`, `{"fUint32": 4294967296}`, `{"fUint32": -0.0}`,
		`{"fUint64": "18446744073709551615"}`, `{"fUint64": 18446744073709551616}`, `{"fUint64": 1.8446744073709551615e19}`,
		`{"fSint32": -5}`, `{"fSint64": "-5"}`, `{"fFixed32": 5}`, `{"fFixed64": "5"}`, `{"fSfixed32": -5}`, `{"fSfixed64": "-5"}`,
		// Floats: numbers, strings holding numbers, the special strings.
		`{"fFloat": 1.5}`, `{"fFloat": "NaN"}`, `{"fFloat": "Infinity"}`, `{"fFloat": "-Infinity"}`, `{"fFloat": "nan"}`,
		`{"fFloat": "inf"}`, `{"fFloat": 3.4028234663852886e38}`, `{"fFloat": 3.5e38}`, `{"fFloat": "3.5e38"}`, `{"fFloat": 1e-50}`,
		`{"fFloat": -0}`, `{"fFloat": 16777217}`, `{"fFloat": "1.5"}`, `{"fFloat": " 1.5"}`, `{"fFloat": ".5"}`, `{"fFloat": "1."}`,
		`{"fDouble": 1e308}`, `{"fDouble": 1e309}`, `{"fDouble": "1e309"}`, `{"fDouble": -1e309}`, `{"fDouble": 5e-324}`,
		`{"fDouble": 2e-324}`, `{"fDouble": "+1"}`, `{"fDouble": "-"}`, `{"fDouble": "0x10"}`, `{"fDouble": "1_000"}`,
		`{"fDouble": true}`, `{"fDouble": "Infinity "}`, `{"fDouble": 0.1}`, `{"fDouble": 123456789012345678901234567890}`,
		// Booleans, strings, bytes.
		`{"fBool": true}`, `{"fBool": false}`, `{"fBool": "true"}`, `{"fBool": 1}`, `{"fBool": tru}`, `{"fBool": truex}`,
		`{"fString": "a"}`, `{"fString": 1}`, `{"fString": "\ud800"}`, `{"fString": "\udc00\ud800"}`, `{"fString": "\ud83d\ude00"}`,
		`{"fString": "\ud83d\u0041"}`, `{"fString": "\ud83d"}`, "{\"fString\": \"\xff\"}", "{\"fString\": \"\xed\xa0\x80\"}",
		`{"fString": "\u0000\\\"\/\b\f\n\r\t"}`, `{"fString": "\x"}`, "{\"fString\": \"\x01\"}", `{"fString": "\u00zz"}`,
		`{"fBytes": "AQID"}`, `{"fBytes": "AQI"}`, `{"fBytes": "AQI="}`, `{"fBytes": "AQ=="}`, `{"fBytes": "AQ"}`, `{"fBytes": "_-8"}`,
		`{"fBytes": "-_8="}`, `{"fBytes": "AQ\nID"}`, `{"fBytes": "!!"}`, `{"fBytes": "A"}`, `{"fBytes": "AQID===="}`, `{"fBytes": ""}`,
		`{"fBytes": "+/8="}`, `{"fBytes": "+_8="}`, `{"fBytes": null}`, `{"fBytes": []}`, `{"fBytes": "AQ\u003d\u003d"}`,
		// Enums: names, numbers, aliases, unknown names.
		`{"fEnum": "RED"}`, `{"fEnum": "red"}`, `{"fEnum": 1}`, `{"fEnum": 99}`, `{"fEnum": "99"}`, `{"fEnum": 1.0}`, `{"fEnum": 1e0}`,
		`{"fEnum": -3}`, `{"fEnum": "BLUE"}`, `{"fEnum": 2147483648}`, `{"fEnum": "NOPE"}`, `{"fEnum": null}`, `{"fEnum": true}`,
		`{"fAlias": "UNO"}`, `{"fAlias": "ONE"}`, `{"fAlias": 1}`,
		// Member names: JSON names, proto names, custom names, case, escapes, duplicates.
		`{"f_int32": 1}`, `{"fInt32": 1, "f_int32": 2}`, `{"fInt32": 1, "fInt32": 2}`, `{"fInt32": null, "f_int32": 2}`,
		`{"customName": "x"}`, `{"json_named": "x"}`, `{"jsonNamed": "x"}`, `{"FInt32": 1}`, `{"fint32": 1}`,
		`{"f\u0049nt32": 1}`, `{"Leading": 1}`, `{"_leading": 1}`, `{"leading": 1}`, `{"CamelField": 1}`, `{"camelField": 1}`,
		`{"snakeCase3d": 1}`, `{"snake_case_3d": 1}`, `{"snakeCase3D": 1}`, `{"unknown": 1}`, `{"unknown": {"a": [1, {"b": null}]}}`,
		`{"unknown": "\ud800"}`, "{\"unknown\": \"\xff\"}", `{"[jsongen.test2.ext_name]": "x"}`, `{"[foo.bar]": 1}`, `{"[]": 1}`,
		`{"@type": "x"}`, `{"": 1}`,
		// Invalid strings wherever they are read: keys, enum names, skipped
		// values (where member names may repeat); see jsonread's
		// Options.StrictStrings.
		"{\"\xff\": 1}", `{"\ud800": 1}`, "{\"f\xffString\": \"a\"}", `{"fStr\u0069ng": "\udc00"}`, "{\"fEnum\": \"RED\xff\"}",
		"{\"unknown\": {\"a\": [\"\xff\"]}}", `{"unknown": {"\udc00": 1}}`, `{"unknown": {"a": 1, "a": 2}}`,
		"{\"unknown\": {\"a\xff\": 1}}", `{"unknown": [{"a": "\ud83d\ude00"}, "\ud83d\u0041"]}`,
		// Nested messages.
		`{"fNested": null}`, `{"fNested": {}}`, `{"fNested": []}`, `{"fNested": 1}`, `{"fNested": {"a": 1, "child": {"b": "x"}}}`,
		`{"fNested": {"children": [{}, {"a": 2}]}}`, `{"fNested": {"children": [null]}}`, `{"fNested": {"unknown": 1}}`,
		// Documents.
		``, ` `, `null`, `[]`, `1`, `"x"`, `{}`, ` {} `, `{} x`, `{}{}`, `{"fInt32": 1,}`, `{,}`, `{"fInt32" 1}`, `{"fInt32": 1`,
		`{'fInt32': 1}`, `{fInt32: 1}`, "{\"fInt32\":\t1\r\n}", `{"fInt32": 1} `,
		// Malformed numbers that protojson's tokenizer accepts before a delimiter (see TestDifferences).
		`{"fInt32": -}`, `{"fInt32": 1.}`, `{"fInt32": .1}`, `{"fInt32": 01}`, `{"fInt32": +1}`, `{"fInt32": 1e+}`,
	},
	&testpb.Optionals{}: {
		`{"oInt32": 0}`, `{"oInt32": null}`, `{"oString": ""}`, `{"oBytes": ""}`, `{"oEnum": "NOPE"}`, `{"oEnum": 0}`,
		`{"oNested": {}}`, `{"oDouble": -0}`, `{"oBool": false}`, `{"o_uint64": "0"}`,
	},
	&testpb.Repeated{}: {
		`{"rInt32": [1, "2", 3.0]}`, `{"rInt32": null}`, `{"rInt32": [null]}`, `{"rInt32": 1}`, `{"rInt32": []}`, `{"rInt32": {}}`,
		`{"rEnum": ["RED", "NOPE", 2]}`, `{"rEnum": [null]}`, `{"rNested": [null]}`, `{"rNested": [{}, {"a": 1}]}`,
		`{"rString": ["a", 1]}`, `{"rBytes": ["", "AQ"]}`, `{"rFloat": ["NaN", 1, "-Infinity"]}`, `{"rInt64": ["1", 2, "3e0"]}`,
		`{"rInt32": [1,]}`, `{"rInt32": [,1]}`, `{"rBool": [true, "false"]}`, `{"r_unpacked": [1]}`,
	},
	&testpb.Maps{}: {
		"{\"mStringString\": {\"\xff\": \"a\"}}", `{"mStringString": {"\ud800": "a"}}`, "{\"mStringString\": {\"a\": \"\xff\"}}",
		`{"mInt32Int32": {"1": 2, "01": 3}}`, `{"mInt32Int32": {"+1": 2}}`, `{"mInt32Int32": {" 1": 2}}`, `{"mInt32Int32": {"1.0": 2}}`,
		`{"mInt32Int32": {"2147483648": 2}}`, `{"mInt32Int32": {"-2147483648": 2}}`, `{"mInt32Int32": {"1e2": 2}}`,
		`{"mBoolBool": {"true": true, "false": false}}`, `{"mBoolBool": {"True": true}}`, `{"mBoolBool": {"1": true}}`,
		`{"mStringString": {"a": null}}`, `{"mStringString": {"a": "b", "a": "c"}}`, `{"mStringString": {"": ""}}`,
		`{"mStringString": {"\u0061": "x", "a": "y"}}`, `{"mStringEnum": {"a": "NOPE"}}`, `{"mStringEnum": {"a": "NOPE", "a": "RED"}}`,
		`{"mInt32Value": {"1": null}}`, `{"mInt32Value": {"1": {"x": [null]}}}`, `{"mStringNested": {"a": null}}`,
		`{"mStringNested": {"a": {}}}`, `{"mUint64Uint64": {"-1": 1}}`, `{"mUint64Uint64": {"18446744073709551615": "1"}}`,
		`{"mInt64Int64": {"9223372036854775808": 1}}`, `{"mSint64Sint64": {"-1": "-1"}}`, `{"mFixed32Fixed32": {"0": 0}}`,
		`{"mStringTimestamp": {"a": "1970-01-01T00:00:00Z"}}`, `{"mStringTimestamp": {"a": null}}`, `{"mStringBytes": {"a": "AQ"}}`,
		`{"mStringDouble": {"a": "NaN"}}`, `{"mInt32Int32": null}`, `{"mInt32Int32": []}`, `{"m_int32_int32": {}}`,
	},
	&testpb.Oneofs{}: {
		`{"oInt32": 1, "oString": "a"}`, `{"oInt32": null, "oString": "a"}`, `{"oValue": null}`, `{"oNull": null}`,
		`{"oNull": "NULL_VALUE"}`, `{"oNull": 0}`, `{"oNull": 1}`, `{"oNull": "X"}`, `{"oInt32": 1, "oValue": null}`,
		`{"oWrapped": null}`, `{"oWrapped": null, "oInt32": 1}`, `{"oNested": null, "oInt32": 1}`, `{"oEnum": "NOPE"}`,
		`{"oEnum": "NOPE", "oInt32": 1}`, `{"sBool": true, "sFloat": 1}`, `{"oInt32": 1, "sBool": true, "between": "x"}`,
		`{"oBytes": ""}`, `{"oString": ""}`, `{"oInt32": 0}`, `{"o_int32": 1, "oInt32": 1}`, `{"oValue": {"a": 1}}`,
		`{"oValue": [1, "a", null]}`, `{"oValue": 1e400}`, `{"oWrapped": 5}`, `{"oDouble": "NaN"}`,
	},
	&testpb.WellKnown{}: {
		`{"ts": "1970-01-01T00:00:00Z"}`, `{"ts": "1970-01-01T00:00:00.123456789Z"}`, `{"ts": "1970-01-01T00:00:00.1234567891Z"}`,
		`{"ts": "1970-01-01T00:00:00+01:00"}`, `{"ts": "1970-01-01T00:00:00-08:30"}`, `{"ts": "1970-01-01T00:00:00z"}`,
		`{"ts": "0001-01-01T00:00:00Z"}`, `{"ts": "9999-12-31T23:59:59.999999999Z"}`, `{"ts": "10000-01-01T00:00:00Z"}`,
		`{"ts": "1970-01-01 00:00:00Z"}`, `{"ts": 0}`, `{"ts": null}`, `{"ts": "1970-01-01T00:00:00.5Z"}`, `{"ts": "1970-01-01T00:00:00"}`,
		`{"ts": "0000-12-31T23:59:59Z"}`, `{"ts": "0001-01-01T00:00:00+00:01"}`, `{"ts": "1970-01-01t00:00:00Z"}`,
		`{"dur": "1s"}`, `{"dur": "-1.5s"}`, `{"dur": "1.000000001s"}`, `{"dur": "1.0000000001s"}`, `{"dur": "315576000001s"}`,
		`{"dur": "315576000000.999999999s"}`, `{"dur": "+1s"}`, `{"dur": "1"}`, `{"dur": ".5s"}`, `{"dur": "-.5s"}`, `{"dur": "1.s"}`,
		`{"dur": "s"}`, `{"dur": "-0s"}`, `{"dur": "0.5"}`, `{"dur": 1}`, `{"dur": "01s"}`, `{"dur": "1S"}`, `{"dur": "-s"}`,
		`{"dur": "9223372036854775808s"}`, `{"dur": " 1s"}`,
		`{"wInt64": "5"}`, `{"wInt64": 5}`, `{"wInt32": null}`, `{"wBool": "true"}`, `{"wBool": false}`, `{"wBytes": "AQ=="}`,
		`{"wString": ""}`, `{"wUint32": -1}`, `{"wFloat": "Infinity"}`, `{"wDouble": {}}`, `{"wDouble": {"value": 1}}`,
		`{"rInt64": [null]}`, `{"rInt64": ["1", 2]}`, `{"rTs": [null]}`, `{"rValue": [null, 1, "x"]}`, `{"rNull": [null, "NULL_VALUE", 0]}`,
		"{\"st\": {\"\xff\": 1}}", `{"st": {"a": ["\udc00"]}}`, "{\"any\": {\"@type\": \"type.googleapis.com/jsongen.test.Nested\", \"a\": 1, \"x\": \"\xff\"}}",
		`{"st": {"a": 1, "a": 2}}`, `{"st": []}`, `{"st": null}`, `{"st": {"a": {"b": [1, {"c": null}]}}}`, `{"st": {"": null}}`,
		`{"val": null}`, `{"val": {"a": [1, "x", null, true, {}]}}`, `{"val": 1e400}`, `{"val": "\ud800"}`, `{"val": -0}`,
		`{"list": [1, [2, [3]]]}`, `{"list": null}`, `{"list": {}}`, `{"nullValue": null}`, `{"nullValue": "NULL_VALUE"}`,
		`{"nullValue": "X"}`, `{"nullValue": 5}`,
		`{"mask": "a,fooBar"}`, `{"mask": "foo_bar"}`, `{"mask": " a , b "}`, `{"mask": ""}`, `{"mask": "a..b"}`, `{"mask": "a.b"}`,
		`{"mask": "A"}`, `{"mask": ","}`, `{"mask": "a,"}`, `{"mask": "1a"}`, `{"mask": " "}`, `{"mask": []}`, `{"mask": "fooBar.bazQux"}`,
		`{"empty": {}}`, `{"empty": {"a": 1}}`, `{"empty": null}`, `{"empty": []}`,
		`{"any": {}}`, `{"any": {"@type": "type.googleapis.com/jsongen.test.Nested", "a": 1}}`,
		`{"any": {"a": 1, "@type": "type.googleapis.com/jsongen.test.Nested"}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Duration", "value": "1s"}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Duration"}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Duration", "value": "1s", "x": 1}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Duration", "value": "1s", "value": "2s"}}`,
		`{"any": {"a": 1}}`, `{"any": {"@type": ""}}`, `{"any": {"@type": 1}}`, `{"any": {"@type": "x/unknown.T"}}`,
		`{"any": {"@type": "type.googleapis.com/jsongen.test.Nested", "@type": "type.googleapis.com/jsongen.test.Nested"}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Empty"}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Empty", "value": {}}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Empty", "value": {"a": 1}}}`,
		`{"any": {"@type": "type.googleapis.com/jsongen.test.Nested", "child": {"@type": "x"}}}`,
		`{"any": {"@type": "type.googleapis.com/jsongen.test.Nested", "unknown": 1}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Any", "value": {"@type": "type.googleapis.com/jsongen.test.Nested", "a": 2}}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Value", "value": null}}`,
		`{"any": {"@type": "type.googleapis.com/google.protobuf.Struct", "value": {"a": 1}}}`,
		`{"any": {"@type": "type.googleapis.com/jsongen.test2.Extendable", "a": 1, "[jsongen.test2.ext_num]": 2}}`,
		`{"any": {"@type": "type.googleapis.com/jsongen.test2.Required", "id": 1}}`,
		`{"any": {"@type": "type.googleapis.com/jsongen.test.Scalars", "fInt32": "1", "f_int32": 2}}`,
		`{"any": null}`, `{"any": []}`, `{"any": {"@type": "type.googleapis.com/jsongen.test.Nested", "a": null}}`,
		`{"mAny": {"k": {"@type": "type.googleapis.com/google.protobuf.Int64Value", "value": "5"}}}`, `{"rAny": [{}]}`,
	},
	&testpb.Proto2{}: {
		`{"oInt64": null}`, `{"optgroup": {"gInt": 1}}`, `{"OptGroup": {"gInt": 1}}`, `{"optGroup": {"gInt": 1}}`,
		`{"oBytes": ""}`, `{"oEnum": "NOPE"}`, `{"oEnum": 7}`, `{"oString": ""}`, `{"repgroup": [{"gStr": "a"}]}`,
		`{"RepGroup": [{}]}`, `{"value": null}`, `{"cInt": 1, "cStr": "a"}`, `{"m": {"a": {"child": {}}}}`, `{"rEnum": [7]}`,
	},
	&testpb.Required{}: {
		`{"id": 1}`, `{"id": 1, "name": "a"}`, `{"id": 1, "name": "a", "next": {}}`, `{"id": 1, "name": "a", "list": [{"id": 2}]}`,
		`{"id": 1, "name": "a", "m": {"k": {"name": "b"}}}`, `{}`,
	},
	&testpb.HasRequired{}: {`{"req": {"id": 1}}`, `{"req": null, "other": 1}`, `{"req": {"id": 1, "name": ""}}`},
	&testpb.Extendable{}: {
		`{"a": 1, "[jsongen.test2.ext_name]": "x"}`, `{"[jsongen.test2.ext_num]": "5"}`, `{"[jsongen.test2.nope]": 1}`,
		`{"a": 1, "b": 2}`,
	},
	&testpb.HasExtendable{}: {`{"ext": {"[jsongen.test2.ext_name]": "x"}, "b": 1}`, `{"ext": {"x": 1}}`, `{"ext": null}`},
	&testpb.Editions{}: {
		`{"delimited": {"x": 1}}`, `{"Sub": {"x": 1}}`, `{"requiredInt": 1}`, `{"requiredInt": 1, "explicitInt": 0}`,
		`{"requiredInt": 1, "implicitInt": 0, "implicitStr": ""}`, `{"requiredInt": 1, "e": 5}`, `{"requiredInt": 1, "explicitBytes": ""}`,
	},
	&testpb.Empty3{}: {`{}`, `{"a": 1}`, `null`},
}

// deep returns a document nesting n messages through the field child of
// Nested.
func deep(n int) string {
	return strings.Repeat(`{"child":`, n-1) + "{}" + strings.Repeat("}", n-1)
}

// TestDiffCases decodes decodeCases with protojson and pbjson under every
// decoding option set and compares the results, then encodes what
// protojson decoded.
func TestDiffCases(t *testing.T) {
	var c counts
	decodeCases[&testpb.Nested{}] = []string{deep(10000), deep(10001), `{"children": [` + deep(9998) + `]}`}
	for m, docs := range decodeCases {
		for i, doc := range docs {
			if differs(doc) {
				continue
			}
			for _, o := range unmarshalOptions {
				t.Run(fmt.Sprintf("%T/%d", m, i), func(t *testing.T) {
					diffDecode(t, &c, m, []byte(doc), o)
				})
			}
			want := m.ProtoReflect().New().Interface()
			if pjUnmarshal(pbjson.UnmarshalOptions{AllowPartial: true, DiscardUnknown: true}).Unmarshal([]byte(doc), want) == nil {
				opts := marshalOptions
				if len(doc) > 1000 {
					opts = opts[:2] // the deep ones: enough to compare, quicker
				}
				for _, o := range opts {
					diffEncode(t, &c, want, o)
				}
			}
		}
	}
	t.Logf("%d encodings and %d decodings compared", c.encode, c.decode)
}
