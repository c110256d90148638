// Package e2e holds jsongen's end-to-end tests: real packages with
// generated code committed next to them (difftypes, and the example in
// examples/), checks that the committed code is what the generator writes
// today, and the differential suite comparing generated code with
// encoding/json.
package e2e
