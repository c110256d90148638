package stdjson_test

import (
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/jsongen/jsongen/analysis/stdjson"
)

// TestAnalyzer checks what is reported in testdata/src/a (against stubs
// of jsongen's packages) and that the fixes give a.go.golden.
func TestAnalyzer(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, analysistest.TestData(), stdjson.Analyzer, "a")
}
