package a

import (
	"bytes"
	"encoding/json"
)

func calls(data []byte, items []Item, p *Item, m map[string]Item) {
	var it Item
	json.Marshal(it)                              // want `json.Marshal on Item, which has jsongen's generated code`
	json.Marshal(p)                               // want `json.Marshal on \*Item`
	json.Marshal(&items[0])                       // want `json.Marshal on \*Item`
	json.Marshal(items[1])                        // want `json.Marshal on Item`
	json.Marshal(Item{ID: 1})                     // want `json.Marshal on Item`
	json.MarshalIndent(it, "", "  ")              // want `json.MarshalIndent on Item`
	json.Unmarshal(data, &it)                     // want `json.Unmarshal into \*Item`
	json.NewEncoder(new(bytes.Buffer)).Encode(it) // want `json.NewEncoder\(w\).Encode on Item`

	json.Marshal(m["k"])          // not addressable: left alone
	json.Marshal(get())           // not addressable
	json.Marshal(Plain{})         // no generated code
	json.Marshal(Sensitive{})     // its bytes depend on being addressable
	json.Marshal(SensitiveOnV2{}) // so do these, on json/v2 (Go 1.27)
	json.Marshal(&Sensitive{})    // want `json.Marshal on \*Sensitive`
	json.Marshal(&Outer{})        // promoted methods: the runtime would not use them
	json.Unmarshal(data, new(Plain))
	enc := json.NewEncoder(new(bytes.Buffer))
	enc.Encode(it)                                     // an Encoder in a variable: left alone
	json.NewDecoder(bytes.NewReader(data)).Decode(&it) // decoders: left alone
}

func get() Item { return Item{} }
