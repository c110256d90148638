package pbjson

// appendIndent appends src, compact JSON that this package wrote, to dst
// with each element on a line of its own, indented by indent per level,
// and a space after each colon, as protojson's Multiline output is laid
// out (except for protojson's random extra spaces). Unlike
// jsonwire.AppendIndent it has no nesting limit: protojson writes messages
// of any depth.
func appendIndent(dst, src []byte, indent string) []byte {
	depth := 0
	newline := func() {
		dst = append(dst, '\n')
		for range depth {
			dst = append(dst, indent...)
		}
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch c {
		case '"':
			j := i + 1
			for ; j < len(src); j++ {
				if src[j] == '\\' {
					j++
				} else if src[j] == '"' {
					break
				}
			}
			dst = append(dst, src[i:j+1]...)
			i = j
		case '{', '[':
			dst = append(dst, c)
			if i+1 < len(src) && (src[i+1] == '}' || src[i+1] == ']') {
				dst = append(dst, src[i+1])
				i++
				continue
			}
			depth++
			newline()
		case '}', ']':
			depth--
			newline()
			dst = append(dst, c)
		case ',':
			dst = append(dst, c)
			newline()
		case ':':
			dst = append(dst, ':', ' ')
		default:
			dst = append(dst, c)
		}
	}
	return dst
}
