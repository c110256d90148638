package difftypes

// TagDiffs holds struct types whose tags encoding/json reads differently
// before json/v2 (Go 1.26) and on it (Go 1.27). jsongen leaves them to
// encoding/json in the directions that differ, so that one generated file
// is right on both.
type TagDiffs struct {
	Name   DiffName
	Omit   DiffOmit
	Strict DiffStrict
	Fold   DiffFold
	Embed  DiffEmbed
	PName  *DiffName
	Names  []DiffName
	Anon   DiffAnon
}

// DiffAnon holds an unnamed struct type with DiffName's tag: encoding/json
// decodes DiffAnon, and the errors inside name no struct type.
type DiffAnon struct {
	In struct {
		A int `json:"a\\b"`
		N int
	}
}

// DiffName's member is "A" before json/v2 and "a" on it.
type DiffName struct {
	A int `json:"a\\b"`
	B string
}

// DiffOmit's A is omitempty on json/v2 only.
type DiffOmit struct {
	A int    `json:"a,omitempty-x"`
	S string `json:"s,string.x"`
}

// DiffStrict's member matches case-sensitively on json/v2 only.
type DiffStrict struct {
	A int `json:"a,case:strict"`
}

// DiffFold's "NAME" and "Name" match the same keys: a key "name" decodes
// into FoldName.Name before json/v2 and into NAME on it.
type DiffFold struct {
	FoldName
	NAME int
}

type FoldName struct{ Name int }

// DiffEmbed's map keeps the unknown members on json/v2 only.
type DiffEmbed struct {
	M map[string]int `json:",embed"`
	N int
}
