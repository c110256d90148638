package jsonread

import "time"

// Time values are decoded by time.Time's own methods, UnmarshalJSON (or,
// where encoding/json runs on json/v2, UnmarshalText on the string's
// content), which parse RFC 3339 by a general path that takes the value
// apart through an interface call. Nearly every API type holds times, so
// the Reader first tries the shape those methods accept on their fast
// path, read straight from the input: a string without escapes holding
// YYYY-MM-DDTHH:MM:SS, optional fractional seconds of up to nine digits,
// and Z or ±HH:MM. It builds the same time.Time they build (the same
// instant, the same location: UTC for Z; for an offset, time.Local if
// Local has that offset at that instant, else time.FixedZone("", offset)).
// Anything else (an escape, more digits, a value out of range, another
// kind) goes to the method as before, for its values and its errors.

// timeString decodes the string at the read position into *t if it has
// the common shape, and reports whether it did; otherwise it reads
// nothing.
func (r *Reader) timeString(t *time.Time) bool {
	if r.pos >= len(r.data) || r.data[r.pos] != '"' {
		return false
	}
	tt, n, ok := parseTime(r.data[r.pos+1:])
	if !ok || r.pos+1+n >= len(r.data) || r.data[r.pos+1+n] != '"' {
		return false
	}
	*t = tt
	r.pos += n + 2
	return true
}

// parseTime parses an RFC 3339 time from the start of b, of the shape
// described above, and returns it and its length.
func parseTime(b []byte) (time.Time, int, bool) {
	if len(b) < len("2006-01-02T15:04:05Z") ||
		b[4] != '-' || b[7] != '-' || b[10] != 'T' || b[13] != ':' || b[16] != ':' {
		return time.Time{}, 0, false
	}
	year, ok1 := digits4(b[0:4])
	month, ok2 := digits2(b[5:7])
	day, ok3 := digits2(b[8:10])
	hour, ok4 := digits2(b[11:13])
	minute, ok5 := digits2(b[14:16])
	sec, ok6 := digits2(b[17:19])
	if !(ok1 && ok2 && ok3 && ok4 && ok5 && ok6) ||
		month < 1 || month > 12 || day < 1 || day > daysIn(month, year) || hour > 23 || minute > 59 || sec > 59 {
		return time.Time{}, 0, false
	}
	n := 19
	nsec := 0
	if b[n] == '.' {
		n++
		start := n
		for n < len(b) && b[n]-'0' <= 9 && n-start < 9 {
			nsec = nsec*10 + int(b[n]-'0')
			n++
		}
		if n == start || n < len(b) && b[n]-'0' <= 9 {
			return time.Time{}, 0, false // no digit, or more than nine
		}
		for i := n - start; i < 9; i++ {
			nsec *= 10
		}
	}
	if n >= len(b) {
		return time.Time{}, 0, false
	}
	// time.Unix builds what time.Date does for these fields (the same
	// seconds and nanoseconds), from seconds counted here without
	// time.Date's normalising.
	unix := daysSinceEpoch(year, month, day)*86400 + int64(hour*3600+minute*60+sec)
	if b[n] == 'Z' {
		return time.Unix(unix, int64(nsec)).UTC(), n + 1, true
	}
	if n+6 > len(b) || b[n] != '+' && b[n] != '-' || b[n+3] != ':' {
		return time.Time{}, 0, false
	}
	zh, ok1 := digits2(b[n+1 : n+3])
	zm, ok2 := digits2(b[n+4 : n+6])
	if !ok1 || !ok2 || zh > 23 || zm > 59 {
		return time.Time{}, 0, false
	}
	offset := (zh*60 + zm) * 60
	if b[n] == '-' {
		offset = -offset
	}
	t := time.Unix(unix-int64(offset), int64(nsec))
	if _, local := t.Zone(); local == offset {
		// In sets the location as time's parser does (time.Unix stores
		// time.Local as it is, where In stores UTC as no location).
		return t.In(time.Local), n + 6, true
	}
	return t.In(time.FixedZone("", offset)), n + 6, true
}

// daysSinceEpoch returns the number of days from 1970-01-01 to the date,
// in the proleptic Gregorian calendar (Hinnant's days_from_civil).
func daysSinceEpoch(year, month, day int) int64 {
	y := int64(year)
	if month <= 2 {
		y--
	}
	era := y
	if era < 0 {
		era -= 399
	}
	era /= 400
	yoe := y - era*400
	mp := int64((month + 9) % 12)
	doy := (153*mp+2)/5 + int64(day) - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 719468
}

func digits2(b []byte) (int, bool) {
	d0, d1 := b[0]-'0', b[1]-'0'
	return int(d0)*10 + int(d1), d0 <= 9 && d1 <= 9
}

func digits4(b []byte) (int, bool) {
	hi, ok1 := digits2(b[0:2])
	lo, ok2 := digits2(b[2:4])
	return hi*100 + lo, ok1 && ok2
}

// daysIn returns the number of days in month of year.
func daysIn(month, year int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}
