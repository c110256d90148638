module github.com/jsongen/jsongen

go 1.25.0

require golang.org/x/tools v0.48.0

require (
	golang.org/x/mod v0.38.0 // indirect
	golang.org/x/sync v0.22.0 // indirect
)

tool github.com/jsongen/jsongen/cmd/jsongen
