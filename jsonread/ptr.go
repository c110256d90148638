package jsonread

// Pointer fields of basic types (*string, *int64, *bool: most fields of
// the API types generated code is used on) are decoded by one call each,
// in place of the nine lines of generated code the null check, the
// allocation and the value's decoding take. Each follows encoding/json:
// null sets *p to nil; any other value is decoded into the value *p
// points to, allocated first if *p is nil, so a value of the wrong kind
// leaves a pointer to the zero value, as encoding/json's does. A null is
// taken without a further call, so each costs the calls the nine lines
// made (BenchmarkUnmarshalReuse on easyjson_example, whose statuses hold
// ten such fields, most of them null, times it).
//
// These are for generated code (see the package documentation).

// isNull reports whether the input at the read position, whose first
// byte is 'n', is null, without consuming it.
func (r *Reader) isNull() bool {
	return len(r.data)-r.pos >= 4 && string(r.data[r.pos:r.pos+4]) == "null"
}

// PtrBool decodes null or a value for a *bool; see [Reader.Bool].
func (r *Reader) PtrBool(p **bool) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(bool)
	}
	r.Bool(*p)
}

// PtrInt decodes null or a value for a *int; see [Reader.Int].
func (r *Reader) PtrInt(p **int) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(int)
	}
	r.Int(*p)
}

// PtrInt8 decodes null or a value for a *int8; see [Reader.Int8].
func (r *Reader) PtrInt8(p **int8) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(int8)
	}
	r.Int8(*p)
}

// PtrInt16 decodes null or a value for a *int16; see [Reader.Int16].
func (r *Reader) PtrInt16(p **int16) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(int16)
	}
	r.Int16(*p)
}

// PtrInt32 decodes null or a value for a *int32; see [Reader.Int32].
func (r *Reader) PtrInt32(p **int32) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(int32)
	}
	r.Int32(*p)
}

// PtrInt64 decodes null or a value for a *int64; see [Reader.Int64].
func (r *Reader) PtrInt64(p **int64) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(int64)
	}
	r.Int64(*p)
}

// PtrUint decodes null or a value for a *uint; see [Reader.Uint].
func (r *Reader) PtrUint(p **uint) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(uint)
	}
	r.Uint(*p)
}

// PtrUint8 decodes null or a value for a *uint8; see [Reader.Uint8].
func (r *Reader) PtrUint8(p **uint8) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(uint8)
	}
	r.Uint8(*p)
}

// PtrUint16 decodes null or a value for a *uint16; see [Reader.Uint16].
func (r *Reader) PtrUint16(p **uint16) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(uint16)
	}
	r.Uint16(*p)
}

// PtrUint32 decodes null or a value for a *uint32; see [Reader.Uint32].
func (r *Reader) PtrUint32(p **uint32) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(uint32)
	}
	r.Uint32(*p)
}

// PtrUint64 decodes null or a value for a *uint64; see [Reader.Uint64].
func (r *Reader) PtrUint64(p **uint64) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(uint64)
	}
	r.Uint64(*p)
}

// PtrFloat32 decodes null or a value for a *float32; see [Reader.Float32].
func (r *Reader) PtrFloat32(p **float32) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(float32)
	}
	r.Float32(*p)
}

// PtrFloat64 decodes null or a value for a *float64; see [Reader.Float64].
func (r *Reader) PtrFloat64(p **float64) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(float64)
	}
	r.Float64(*p)
}

// PtrStr decodes null or a value for a *string; see [Reader.Str].
func (r *Reader) PtrStr(p **string) {
	if r.next() == 'n' {
		if r.isNull() {
			r.pos += 4
			*p = nil
		} else {
			r.Null() // records the error
		}
		return
	}
	if *p == nil {
		*p = new(string)
	}
	r.Str(*p)
}
