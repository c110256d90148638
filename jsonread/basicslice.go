package jsonread

// Slices of the basic types are read by one call each: generated code
// calls these for a []string or []int64 field instead of writing the
// loop at each field. They do what the loop generated for other slices
// does: null sets the slice to nil; an array fills the slice from its
// start, reusing its backing array (see Extend and EndSlice); any other
// value is a type error naming goType.

// StrSlice reads null or an array of strings into *p.
func (r *Reader) StrSlice(p *[]string) {
	if r.Null() {
		*p = nil
	} else if r.BeginArray("[]string") {
		s := (*p)[:0]
		for r.ArrayNext() {
			s = Extend(r, s)
			r.Str(&s[len(s)-1])
		}
		*p = EndSlice(r, *p, s)
	}
}

// IntSlice reads null or an array of numbers into *p.
func (r *Reader) IntSlice(p *[]int) {
	if r.Null() {
		*p = nil
	} else if r.BeginArray("[]int") {
		s := (*p)[:0]
		for r.ArrayNext() {
			s = Extend(r, s)
			r.Int(&s[len(s)-1])
		}
		*p = EndSlice(r, *p, s)
	}
}

// Int64Slice reads null or an array of numbers into *p.
func (r *Reader) Int64Slice(p *[]int64) {
	if r.Null() {
		*p = nil
	} else if r.BeginArray("[]int64") {
		s := (*p)[:0]
		for r.ArrayNext() {
			s = Extend(r, s)
			r.Int64(&s[len(s)-1])
		}
		*p = EndSlice(r, *p, s)
	}
}

// Float64Slice reads null or an array of numbers into *p.
func (r *Reader) Float64Slice(p *[]float64) {
	if r.Null() {
		*p = nil
	} else if r.BeginArray("[]float64") {
		s := (*p)[:0]
		for r.ArrayNext() {
			s = Extend(r, s)
			r.Float64(&s[len(s)-1])
		}
		*p = EndSlice(r, *p, s)
	}
}

// BoolSlice reads null or an array of true and false into *p.
func (r *Reader) BoolSlice(p *[]bool) {
	if r.Null() {
		*p = nil
	} else if r.BeginArray("[]bool") {
		s := (*p)[:0]
		for r.ArrayNext() {
			s = Extend(r, s)
			r.Bool(&s[len(s)-1])
		}
		*p = EndSlice(r, *p, s)
	}
}
