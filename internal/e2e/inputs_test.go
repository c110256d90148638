package e2e

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/jsongen/jsongen"
	"github.com/jsongen/jsongen/internal/e2e/difftypes"
)

// decodeCases are hand-picked inputs, each decoded into several targets by
// jsongen and by encoding/json, which must agree on error or not and on
// the value. They cover each rule of the grammar and each of
// encoding/json's decoding rules once by name; the random tests cover
// their combinations.
var decodeCases = []struct {
	name string
	in   string
}{
	// Grammar: numbers.
	{"zero", `{"I":0}`},
	{"negative zero", `{"I":-0,"U":-0,"F64":-0}`},
	{"leading zero", `{"I":01}`},
	{"minus alone", `{"I":-}`},
	{"plus", `{"I":+1}`},
	{"fraction", `{"F64":1.5,"I":1.5}`},
	{"fraction without digits", `{"F64":1.}`},
	{"no integer part", `{"F64":.5}`},
	{"exponent", `{"F64":1e5,"I":1e2}`},
	{"exponent signs", `{"F64":1E+5,"F32":1e-5}`},
	{"exponent without digits", `{"F64":1e}`},
	{"int64 bounds", `{"I64":9223372036854775807,"I":-9223372036854775808}`},
	{"int64 overflow", `{"I64":9223372036854775808}`},
	{"int8 overflow", `{"I8":128}`},
	{"uint64 max", `{"U64":18446744073709551615}`},
	{"uint64 overflow", `{"U64":18446744073709551616}`},
	{"negative uint", `{"U8":-1}`},
	{"float32 overflow", `{"F32":1e39}`},
	{"float64 overflow", `{"F64":1e309}`},
	{"float underflow", `{"F64":1e-400}`},
	{"long number", `{"F64":` + strings.Repeat("9", 400) + `}`},
	{"hex", `{"I":0x10}`},
	{"infinity", `{"F64":Infinity}`},
	{"nan", `{"F64":NaN}`},
	// Grammar: strings.
	{"escapes", `{"S":"\"\\\/\b\f\n\r\t"}`},
	{"unicode escape", `{"S":"\u00e9\u65E5"}`},
	{"surrogate pair", `{"S":"\ud83d\ude00"}`},
	{"lone high surrogate", `{"S":"\ud83d"}`},
	{"lone low surrogate", `{"S":"\ude00x"}`},
	{"reversed surrogates", `{"S":"\ude00\ud83d"}`},
	{"bad escape", `{"S":"\x"}`},
	{"short unicode escape", `{"S":"\u12"}`},
	{"bad hex", `{"S":"\u12g4"}`},
	{"raw control character", "{\"S\":\"a\x01b\"}"},
	{"raw tab", "{\"S\":\"a\tb\"}"},
	{"raw DEL", "{\"S\":\"a\x7fb\"}"},
	{"invalid UTF-8", "{\"S\":\"a\xffb\xc0\"}"},
	{"overlong UTF-8", "{\"S\":\"\xc0\xaf\"}"},
	{"surrogate in UTF-8", "{\"S\":\"\xed\xa0\x80\"}"},
	{"invalid UTF-8 in key", "{\"S\xff\":1}"},
	{"unterminated string", `{"S":"abc`},
	{"single quotes", `{'S':'a'}`},
	// Grammar: literals and structure.
	{"literals", `{"B":true,"S":null}`},
	{"bad literal", `{"B":tru}`},
	{"capital literal", `{"B":True}`},
	{"empty input", ``},
	{"only whitespace", " \t\r\n"},
	{"whitespace everywhere", " \t\n\r{ \"I\" \n:\t1 , \"S\" : \"x\" } \r\n"},
	{"form feed", "{\f\"I\":1}"},
	{"non-breaking space", "{\u00a0\"I\":1}"},
	{"trailing data", `{"I":1} 2`},
	{"trailing comma in object", `{"I":1,}`},
	{"trailing comma in array", `{"Ints":[1,]}`},
	{"missing colon", `{"I" 1}`},
	{"missing comma", `{"I":1 "S":"x"}`},
	{"unquoted key", `{I:1}`},
	{"number key", `{1:1}`},
	{"unclosed object", `{"I":1`},
	{"unclosed array", `{"Ints":[1,2}`},
	{"extra close", `{"I":1}}`},
	{"comment", `{"I":1 /* c */}`},
	{"BOM", "\ufeff{\"I\":1}"},
	{"NUL byte", "{\"I\":1}\x00"},
	// Decoding rules.
	{"unknown fields", `{"unknown":{"a":[1,{"b":null}]},"I":2,"zz":"x"}`},
	{"invalid inside unknown field", `{"unknown":[1,2,}],"I":2}`},
	{"case-insensitive key", `{"i":1,"f64":2,"NAME":"n"}`},
	{"exact match wins", `{"name":"exact","NAME":"upper","Name":"mixed"}`},
	{"escaped key", `{"\u0049":5,"\u006eame":"e"}`},
	{"kelvin sign key", `{"\u212aelvin":3,"kelvin":4}`},
	{"long s key", `{"ſſſ":5}`},
	{"duplicate keys", `{"I":1,"I":2,"S":"a","S":"b"}`},
	{"duplicate objects merge", `{"Addr":{"street":"a"},"Addr":{"city":"b"}}`},
	{"duplicate maps merge", `{"MapStr":{"a":1},"MapStr":{"b":2}}`},
	{"null into every kind", `{"B":null,"I":null,"S":null,"F64":null,"Ints":null,"MapStr":null,"Arr":null,"PI":null}`},
	{"wrong kinds", `{"B":"true","I":"1","S":1,"F64":[],"Ints":{},"MapStr":[],"Arr":"x"}`},
	{"wrong kind then syntax error", `{"I":"x","S":}`},
	{"array into array too long", `{"Arr":[1,2,3,4,5]}`},
	{"array into array too short", `{"Arr":[1]}`},
	{"base64", `{"Bytes":"aGVsbG8=","MyBytes":"AAE="}`},
	{"base64 without padding", `{"Bytes":"aGVsbG8"}`},
	{"base64 bad", `{"Bytes":"!!"}`},
	{"base64 url alphabet", `{"Bytes":"-_8="}`},
	{"bytes as array", `{"Bytes":[1,2,255]}`},
	{"bytes as array overflow", `{"Bytes":[256]}`},
	{"int keys", `{"MapInt":{"1":"a","-2":"b"},"MapU64":{"18446744073709551615":1}}`},
	{"bad int keys", `{"MapInt":{"x":"a","1.5":"b","1":"c"}}`},
	{"int key overflow", `{"MapI8":{"128":true,"1":false}}`},
	{"bad key and bad value", `{"MapInt":{"x":5},"MapI8":{"300":"no"}}`},
	{"bad text key and bad value", `{"MapText":{"nope":"x"}}`},
	{"text keys", `{"MapText":{"low":1,"high":3},"MapTextK":{"a":"b"}}`},
	{"bad text key", `{"MapText":{"nope":1}}`},
	{"quoted", `{"B":"true","I":"-5","U":"7","F":"1.5","S":"\"q\"","PI":"3","N":"12"}`},
	{"quoted wrong", `{"I":"\"5\"","B":"1","S":"x"}`},
	{"quoted null", `{"PI":"null","PS":null,"I":"null"}`},
	{"quoted unquoted", `{"I":5}`},
	{"quoted float forms", `{"F":"0x1p-2","F32":"1e3"}`},
	{"quoted empty", `{"I":""}`},
	{"quoted escapes", `{"S":"\"\\u00e9\\'\""}`},
	{"quoted pointer content starting like null", `{"PS":"n\"x\"","PI":"nul"}`},
	{"quoted string not starting with a quote", `{"PS":"\b\"","S":"x\""}`},
	{"any values", `{"Any":{"a":[1,"x",true,null,{"b":1.5e3}]},"Anys":[1,2],"MapAny":{"k":[]}}`},
	{"any big number", `{"Any":1e400}`},
	{"interface with method", `{"Iface":{"R":1},"Stringer":"x","Err":null}`},
	{"time", `{"T":"2024-02-29T12:00:00.123456789+01:00","PT":"2024-01-01T00:00:00Z"}`},
	{"time bad", `{"T":"2024-13-01T00:00:00Z"}`},
	{"time escaped", `{"T":"2024-01-01T00:00:00\u005a"}`},
	{"number", `{"N":-1.5e-3,"PN":"12"}`},
	{"number bad string", `{"N":"1.2.3"}`},
	{"raw", `{"Raw":  {"a" : [1, 2]} ,"PRaw":null}`},
	{"embedded", `{"Name":"n","Depth":1,"P":2,"x":3,"hidden":"h","D":4}`},
	{"embedded pointer to unexported", `{"hidden":"h","Own":1}`},
	{"methods", `{"V":{"n":3},"PV":null,"T":"text:a","PT":"text:b","IT":"#5","P":"x"}`},
	{"method error", `{"V":{"n":13},"I":1}`},
	{"text method error", `{"T":"nope"}`},
	{"text method wrong kind", `{"T":5,"IT":[1]}`},
	{"recursive", `{"value":1,"left":{"value":2,"left":{"value":3}},"children":[{"value":4}],"by_name":{"a":{"value":5},"b":null}}`},
	{"generic", `{"val":1,"vals":[1,2],"ptr":3,"by_key":{"a":4},"next":{"val":5}}`},
}

// decodeTargets are the types the cases are decoded into.
var decodeTargets = []reflect.Type{
	reflect.TypeFor[any](),
	reflect.TypeFor[map[string]any](),
	reflect.TypeFor[difftypes.Scalars](),
	reflect.TypeFor[difftypes.Pointers](),
	reflect.TypeFor[difftypes.Collections](),
	reflect.TypeFor[difftypes.Special](),
	reflect.TypeFor[difftypes.Quoted](),
	reflect.TypeFor[difftypes.CaseFold](),
	reflect.TypeFor[difftypes.Embedding](),
	reflect.TypeFor[difftypes.EmbedPtrUnexported](),
	reflect.TypeFor[difftypes.Methods](),
	reflect.TypeFor[difftypes.Interfaces](),
	reflect.TypeFor[difftypes.UsesOther](),
	reflect.TypeFor[difftypes.Node](),
	reflect.TypeFor[difftypes.Generic[int]](),
}

func TestDecodeCases(t *testing.T) {
	for _, c := range decodeCases {
		t.Run(c.name, func(t *testing.T) {
			for _, typ := range decodeTargets {
				want := reflect.New(typ)
				got := reflect.New(typ)
				werr := json.Unmarshal([]byte(c.in), want.Interface())
				gerr := jsongen.Unmarshal([]byte(c.in), got.Interface())
				if msg := compareDecode(got, gerr, want, werr); msg != "" {
					t.Errorf("into %v: %s", typ, msg)
				}
			}
		})
	}
}

// TestValidMatchesEncodingJSON checks jsongen.Valid against json.Valid on
// the cases and on every prefix of them.
func TestValidMatchesEncodingJSON(t *testing.T) {
	for _, c := range decodeCases {
		for i := 0; i <= len(c.in); i++ {
			in := []byte(c.in[:i])
			if got, want := jsongen.Valid(in), json.Valid(in); got != want {
				t.Errorf("%s: Valid(%q) = %v, json.Valid says %v", c.name, in, got, want)
			}
		}
	}
}
