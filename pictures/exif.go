package pictures

import "encoding/binary"

// jpegOrientation reads the EXIF orientation (1–8) of a JPEG: how a camera held on its side
// stored the picture. A JPEG without one, or with one this cannot read, is upright (1). Only
// the orientation is read: the rest of the EXIF data, GPS position included, is never copied.
func jpegOrientation(data []byte) int {
	// Segments follow the SOI marker until the scan starts: FF, marker, a big-endian length
	// that counts itself, then the segment's bytes.
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return 1
		}
		marker := data[i+1]
		if marker == 0xFF { // a fill byte before a marker
			i++
			continue
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan, end of image: no EXIF before them
			return 1
		}
		n := int(binary.BigEndian.Uint16(data[i+2:]))
		if n < 2 || i+2+n > len(data) {
			return 1
		}
		seg := data[i+4 : i+2+n]
		if marker == 0xE1 && len(seg) >= 6 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		i += 2 + n
	}
	return 1
}

// tiffOrientation finds tag 0x0112 in the first IFD of EXIF's TIFF structure.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 1
	}
	ifd := int(bo.Uint32(t[4:]))
	if ifd < 8 || ifd+2 > len(t) {
		return 1
	}
	count := int(bo.Uint16(t[ifd:]))
	for e := 0; e < count; e++ {
		at := ifd + 2 + e*12
		if at+12 > len(t) {
			return 1
		}
		// An entry: tag, type (3 is SHORT), count, then the value itself when it fits in 4 bytes.
		if bo.Uint16(t[at:]) == 0x0112 && bo.Uint16(t[at+2:]) == 3 {
			if o := int(bo.Uint16(t[at+8:])); o >= 1 && o <= 8 {
				return o
			}
			return 1
		}
	}
	return 1
}
