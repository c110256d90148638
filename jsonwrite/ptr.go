package jsonwrite

// Pointer fields of basic types tagged omitempty or omitzero (*string,
// *int64, *bool: most fields of the API types generated code is used on)
// are written by one call each, in place of a nil check and two calls in
// generated code: the whole member, its key (the literal generated code
// would pass to [Writer.TryRaw], with the comma before it) and its value, or
// nothing for a nil pointer. Each method is small enough to be inlined:
// the nil check, then a call to a function kept out of line that writes
// the key and the value. Fields without those options keep the long
// form, which joins the key and null in one write of constants
// (BenchmarkPointerFields in the bench module times both shapes).
//
// These are for generated code (see the package documentation).

// OptBool writes key and *p, or nothing if p is nil.
func (w *Writer) OptBool(key string, p *bool) {
	if p != nil {
		w.optBool(key, *p)
	}
}

//go:noinline
func (w *Writer) optBool(key string, v bool) {
	w.buf = append(w.buf, key...)
	w.Bool(v)
}

// OptInt writes key and *p, or nothing if p is nil.
func (w *Writer) OptInt(key string, p *int) {
	if p != nil {
		w.optInt(key, *p)
	}
}

//go:noinline
func (w *Writer) optInt(key string, v int) {
	w.buf = append(w.buf, key...)
	w.Int(v)
}

// OptInt8 writes key and *p, or nothing if p is nil.
func (w *Writer) OptInt8(key string, p *int8) {
	if p != nil {
		w.optInt8(key, *p)
	}
}

//go:noinline
func (w *Writer) optInt8(key string, v int8) {
	w.buf = append(w.buf, key...)
	w.Int64(int64(v))
}

// OptInt16 writes key and *p, or nothing if p is nil.
func (w *Writer) OptInt16(key string, p *int16) {
	if p != nil {
		w.optInt16(key, *p)
	}
}

//go:noinline
func (w *Writer) optInt16(key string, v int16) {
	w.buf = append(w.buf, key...)
	w.Int64(int64(v))
}

// OptInt32 writes key and *p, or nothing if p is nil.
func (w *Writer) OptInt32(key string, p *int32) {
	if p != nil {
		w.optInt32(key, *p)
	}
}

//go:noinline
func (w *Writer) optInt32(key string, v int32) {
	w.buf = append(w.buf, key...)
	w.Int64(int64(v))
}

// OptInt64 writes key and *p, or nothing if p is nil.
func (w *Writer) OptInt64(key string, p *int64) {
	if p != nil {
		w.optInt64(key, *p)
	}
}

//go:noinline
func (w *Writer) optInt64(key string, v int64) {
	w.buf = append(w.buf, key...)
	w.Int64(v)
}

// OptUint writes key and *p, or nothing if p is nil.
func (w *Writer) OptUint(key string, p *uint) {
	if p != nil {
		w.optUint(key, *p)
	}
}

//go:noinline
func (w *Writer) optUint(key string, v uint) {
	w.buf = append(w.buf, key...)
	w.Uint(v)
}

// OptUint8 writes key and *p, or nothing if p is nil.
func (w *Writer) OptUint8(key string, p *uint8) {
	if p != nil {
		w.optUint8(key, *p)
	}
}

//go:noinline
func (w *Writer) optUint8(key string, v uint8) {
	w.buf = append(w.buf, key...)
	w.Uint64(uint64(v))
}

// OptUint16 writes key and *p, or nothing if p is nil.
func (w *Writer) OptUint16(key string, p *uint16) {
	if p != nil {
		w.optUint16(key, *p)
	}
}

//go:noinline
func (w *Writer) optUint16(key string, v uint16) {
	w.buf = append(w.buf, key...)
	w.Uint64(uint64(v))
}

// OptUint32 writes key and *p, or nothing if p is nil.
func (w *Writer) OptUint32(key string, p *uint32) {
	if p != nil {
		w.optUint32(key, *p)
	}
}

//go:noinline
func (w *Writer) optUint32(key string, v uint32) {
	w.buf = append(w.buf, key...)
	w.Uint64(uint64(v))
}

// OptUint64 writes key and *p, or nothing if p is nil.
func (w *Writer) OptUint64(key string, p *uint64) {
	if p != nil {
		w.optUint64(key, *p)
	}
}

//go:noinline
func (w *Writer) optUint64(key string, v uint64) {
	w.buf = append(w.buf, key...)
	w.Uint64(v)
}

// OptFloat32 writes key and *p, or nothing if p is nil.
func (w *Writer) OptFloat32(key string, p *float32) {
	if p != nil {
		w.optFloat32(key, *p)
	}
}

//go:noinline
func (w *Writer) optFloat32(key string, v float32) {
	w.buf = append(w.buf, key...)
	w.Float32(v)
}

// OptFloat64 writes key and *p, or nothing if p is nil.
func (w *Writer) OptFloat64(key string, p *float64) {
	if p != nil {
		w.optFloat64(key, *p)
	}
}

//go:noinline
func (w *Writer) optFloat64(key string, v float64) {
	w.buf = append(w.buf, key...)
	w.Float64(v)
}

// OptStr writes key and *p, or nothing if p is nil.
func (w *Writer) OptStr(key string, p *string) {
	if p != nil {
		w.optStr(key, *p)
	}
}

//go:noinline
func (w *Writer) optStr(key string, v string) {
	w.buf = append(w.buf, key...)
	w.Str(v)
}
