module github.com/jsongen/jsongen/bench

go 1.26.0

require (
	github.com/bytedance/sonic v1.15.5
	github.com/goccy/go-json v0.12.0
	github.com/json-iterator/go v1.1.12
	github.com/jsongen/jsongen v0.0.0
	github.com/mailru/easyjson v0.9.2
	github.com/planetscale/vtprotobuf v0.6.0
	github.com/segmentio/encoding v0.5.4
	github.com/tinylib/msgp v1.6.5
	google.golang.org/protobuf v1.36.12
)

require github.com/philhofer/fwd v1.2.0 // indirect

require (
	github.com/aclements/go-moremath v0.0.0-20210112150236-f10218a38794 // indirect
	github.com/bytedance/gopkg v0.1.3 // indirect
	github.com/bytedance/sonic/loader v0.5.3 // indirect
	github.com/cloudwego/base64x v0.1.6 // indirect
	github.com/josharian/intern v1.0.0 // indirect
	github.com/jsongen/jsongen/protobuf v0.0.0
	github.com/klauspost/cpuid/v2 v2.2.9 // indirect
	github.com/modern-go/concurrent v0.0.0-20180228061459-e0a39a4cb421 // indirect
	github.com/modern-go/reflect2 v1.0.2 // indirect
	github.com/segmentio/asm v1.1.3 // indirect
	github.com/twitchyliquid64/golang-asm v0.15.1 // indirect
	golang.org/x/arch v0.0.0-20210923205945-b76863e36670 // indirect
	golang.org/x/mod v0.42.0 // indirect
	golang.org/x/perf v0.0.0-20260908200009-22c9c6c9d4da // indirect
	golang.org/x/sync v0.24.0 // indirect
	golang.org/x/sys v0.49.0 // indirect
	golang.org/x/tools v0.52.0 // indirect
)

replace github.com/jsongen/jsongen => ../

tool (
	github.com/jsongen/jsongen/cmd/jsongen
	github.com/mailru/easyjson/easyjson
	github.com/tinylib/msgp
	golang.org/x/perf/cmd/benchstat
)

replace github.com/jsongen/jsongen/protobuf => ../protobuf
