package bench

import (
	"testing"

	"github.com/jsongen/jsongen/jsonwrite"
)

// BenchmarkPointerFields times the code generated to write pointer fields
// of basic types with omitempty (go-github's types are mostly such
// fields), in the shape generated code had before version 3
// (shape=inline: a nil check, the key and the value in the method) and in
// the one it has now (shape=call: Writer.OptStr and the like, one call
// per field), which costs less to compile. Half the fields are nil, as in
// a typical API response. TestPointerFieldShapes checks both write the
// same bytes.

type shapeRepo struct {
	ID, Forks, Stars, Size                  *int64
	Name, Description, Homepage, Language   *string
	Private, Fork, HasIssues, HasWiki       *bool
	FullName, DefaultBranch, MirrorURL, URL *string
}

func shapeValue() *shapeRepo {
	i, s, b := int64(1296269), "octocat/Hello-World", true
	return &shapeRepo{ID: &i, Stars: &i, Name: &s, Homepage: &s, Private: &b, HasIssues: &b, FullName: &s, URL: &s}
}

func encodeInline(w *jsonwrite.Writer, v *shapeRepo) {
	mark := w.BeginObject()
	if v.ID != nil {
		w.Raw(`,"id":`)
		w.Int64(*v.ID)
	}
	if v.Forks != nil {
		w.Raw(`,"forks_count":`)
		w.Int64(*v.Forks)
	}
	if v.Stars != nil {
		w.Raw(`,"stargazers_count":`)
		w.Int64(*v.Stars)
	}
	if v.Size != nil {
		w.Raw(`,"size":`)
		w.Int64(*v.Size)
	}
	if v.Name != nil {
		w.Raw(`,"name":`)
		w.Str(*v.Name)
	}
	if v.Description != nil {
		w.Raw(`,"description":`)
		w.Str(*v.Description)
	}
	if v.Homepage != nil {
		w.Raw(`,"homepage":`)
		w.Str(*v.Homepage)
	}
	if v.Language != nil {
		w.Raw(`,"language":`)
		w.Str(*v.Language)
	}
	if v.Private != nil {
		w.Raw(`,"private":`)
		w.Bool(*v.Private)
	}
	if v.Fork != nil {
		w.Raw(`,"fork":`)
		w.Bool(*v.Fork)
	}
	if v.HasIssues != nil {
		w.Raw(`,"has_issues":`)
		w.Bool(*v.HasIssues)
	}
	if v.HasWiki != nil {
		w.Raw(`,"has_wiki":`)
		w.Bool(*v.HasWiki)
	}
	if v.FullName != nil {
		w.Raw(`,"full_name":`)
		w.Str(*v.FullName)
	}
	if v.DefaultBranch != nil {
		w.Raw(`,"default_branch":`)
		w.Str(*v.DefaultBranch)
	}
	if v.MirrorURL != nil {
		w.Raw(`,"mirror_url":`)
		w.Str(*v.MirrorURL)
	}
	if v.URL != nil {
		w.Raw(`,"url":`)
		w.Str(*v.URL)
	}
	w.EndObject(mark)
}

func encodeCall(w *jsonwrite.Writer, v *shapeRepo) {
	mark := w.BeginObject()
	w.OptInt64(`,"id":`, v.ID)
	w.OptInt64(`,"forks_count":`, v.Forks)
	w.OptInt64(`,"stargazers_count":`, v.Stars)
	w.OptInt64(`,"size":`, v.Size)
	w.OptStr(`,"name":`, v.Name)
	w.OptStr(`,"description":`, v.Description)
	w.OptStr(`,"homepage":`, v.Homepage)
	w.OptStr(`,"language":`, v.Language)
	w.OptBool(`,"private":`, v.Private)
	w.OptBool(`,"fork":`, v.Fork)
	w.OptBool(`,"has_issues":`, v.HasIssues)
	w.OptBool(`,"has_wiki":`, v.HasWiki)
	w.OptStr(`,"full_name":`, v.FullName)
	w.OptStr(`,"default_branch":`, v.DefaultBranch)
	w.OptStr(`,"mirror_url":`, v.MirrorURL)
	w.OptStr(`,"url":`, v.URL)
	w.EndObject(mark)
}

func BenchmarkPointerFields(b *testing.B) {
	v := shapeValue()
	for _, shape := range []struct {
		name   string
		encode func(*jsonwrite.Writer, *shapeRepo)
	}{{"inline", encodeInline}, {"call", encodeCall}} {
		b.Run("shape="+shape.name, func(b *testing.B) {
			var w jsonwrite.Writer
			b.ReportAllocs()
			for b.Loop() {
				w.Reset(w.Bytes()[:0])
				shape.encode(&w, v)
			}
		})
	}
}

func TestPointerFieldShapes(t *testing.T) {
	for _, v := range []*shapeRepo{shapeValue(), {}} {
		var a, b jsonwrite.Writer
		encodeInline(&a, v)
		encodeCall(&b, v)
		if string(a.Bytes()) != string(b.Bytes()) || a.Err() != nil || b.Err() != nil {
			t.Errorf("inline wrote %s, call %s", a.Bytes(), b.Bytes())
		}
	}
}
