package jsongen

import (
	"sync"
	"sync/atomic"

	"github.com/jsongen/jsongen/jsonwrite"
)

// PoolConfig configures the buffers Marshal and its siblings encode into.
// jsongen writes into one contiguous buffer per call (not a chain of
// chunks as easyjson does) and keeps spare buffers in a sync.Pool.
type PoolConfig struct {
	// StartSize is the capacity of a newly made buffer.
	StartSize int
	// PooledSize is the smallest buffer worth keeping: smaller ones are
	// dropped after use, as the pool would only give back a buffer that
	// must grow at once.
	PooledSize int
	// MaxSize is the largest buffer kept for reuse: a rare huge output
	// would otherwise pin its memory in the pool (until the garbage
	// collector empties it). Marshal hands a buffer larger than this to
	// its caller as the result instead of copying it. (easyjson's MaxSize
	// is its largest chunk; here it bounds what the pool holds.)
	MaxSize int
}

// DefaultPoolConfig returns the configuration in effect until InitPool
// is called. Outputs up to a few megabytes reuse a pooled buffer, as
// encoding/json's do: growing a buffer from scratch costs more than the
// encoding.
func DefaultPoolConfig() PoolConfig {
	return PoolConfig{StartSize: 512, PooledSize: 512, MaxSize: 8 << 20}
}

var poolConfig atomic.Pointer[PoolConfig]

func init() {
	c := DefaultPoolConfig()
	poolConfig.Store(&c)
}

// InitPool sets the buffer pool's configuration. It is safe to call at any
// time, also while other goroutines encode: calls already under way finish
// with the configuration they started with. Values that are zero or
// negative take DefaultPoolConfig's.
func InitPool(c PoolConfig) {
	d := DefaultPoolConfig()
	if c.StartSize <= 0 {
		c.StartSize = d.StartSize
	}
	if c.PooledSize <= 0 {
		c.PooledSize = d.PooledSize
	}
	if c.MaxSize <= 0 {
		c.MaxSize = d.MaxSize
	}
	poolConfig.Store(&c)
}

var writerPool sync.Pool

// getWriter returns a Writer with an empty buffer from the pool.
func getWriter() *jsonwrite.Writer {
	if w, ok := writerPool.Get().(*jsonwrite.Writer); ok {
		w.Reset(w.Bytes()[:0])
		return w
	}
	return jsonwrite.NewWriter(make([]byte, 0, poolConfig.Load().StartSize))
}

// pooled reports whether putWriter would keep w's buffer.
func pooled(w *jsonwrite.Writer) bool {
	c := poolConfig.Load()
	n := cap(w.Bytes())
	return n >= c.PooledSize && n <= c.MaxSize
}

// putWriter returns w to the pool, if its buffer is worth keeping. The
// caller must not use w, or any slice of its buffer, afterwards.
func putWriter(w *jsonwrite.Writer) {
	c := poolConfig.Load()
	if n := cap(w.Bytes()); n >= c.PooledSize && n <= c.MaxSize {
		w.SetEscapeHTML(true)
		writerPool.Put(w)
	}
}
