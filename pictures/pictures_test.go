package pictures

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"strings"
	"testing"

	"github.com/gen2brain/webp"
	xwebp "golang.org/x/image/webp"
)

// halves is a w × h picture whose left half is red and right half blue.
func halves(w, h int) *image.NRGBA {
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			c := color.NRGBA{R: 255, A: 255}
			if x >= w/2 {
				c = color.NRGBA{B: 255, A: 255}
			}
			m.SetNRGBA(x, y, c)
		}
	}
	return m
}

func pngOf(t *testing.T, m image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func jpegOf(t *testing.T, m image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := jpeg.Encode(&b, m, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// secretPlace is written into a test JPEG's GPS data; no output may carry it.
const secretPlace = "SECRET-PLACE-56.9496N-24.1052E"

// withExif puts an EXIF segment right after a JPEG's SOI marker: an orientation in IFD0 and
// a GPS IFD with a latitude reference and a processing method naming secretPlace, as a
// phone writes them (little-endian, as most do).
func withExif(jpg []byte, orientation uint16) []byte {
	le := binary.LittleEndian
	var t bytes.Buffer
	t.WriteString("II")
	binary.Write(&t, le, uint16(42))
	binary.Write(&t, le, uint32(8)) // IFD0 right after the header
	// IFD0: two entries, orientation and the GPS IFD's offset.
	gpsIFD := uint32(8 + 2 + 2*12 + 4)
	binary.Write(&t, le, uint16(2))
	binary.Write(&t, le, uint16(0x0112))
	binary.Write(&t, le, uint16(3)) // SHORT
	binary.Write(&t, le, uint32(1))
	binary.Write(&t, le, orientation)
	binary.Write(&t, le, uint16(0))
	binary.Write(&t, le, uint16(0x8825))
	binary.Write(&t, le, uint16(4)) // LONG
	binary.Write(&t, le, uint32(1))
	binary.Write(&t, le, gpsIFD)
	binary.Write(&t, le, uint32(0)) // no next IFD
	// GPS IFD: latitude ref "N" and the processing method (ASCII, stored after the IFD).
	method := uint32(gpsIFD + 2 + 2*12 + 4)
	binary.Write(&t, le, uint16(2))
	binary.Write(&t, le, uint16(0x0001))
	binary.Write(&t, le, uint16(2))
	binary.Write(&t, le, uint32(2))
	t.WriteString("N\x00\x00\x00")
	binary.Write(&t, le, uint16(0x001B))
	binary.Write(&t, le, uint16(7)) // UNDEFINED
	binary.Write(&t, le, uint32(len(secretPlace)))
	binary.Write(&t, le, method)
	binary.Write(&t, le, uint32(0))
	t.WriteString(secretPlace)

	seg := append([]byte("Exif\x00\x00"), t.Bytes()...)
	out := []byte{0xFF, 0xD8, 0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(out[4:], uint16(len(seg)+2))
	out = append(out, seg...)
	return append(out, jpg[2:]...)
}

// pngHeaderOnly is a PNG signature and an IHDR chunk (with a right CRC) claiming w × h, and
// no pixel data at all: a decoder that trusted it would allocate w × h × 4 bytes.
func pngHeaderOnly(w, h uint32) []byte {
	ihdr := make([]byte, 4+13)
	copy(ihdr, "IHDR")
	binary.BigEndian.PutUint32(ihdr[4:], w)
	binary.BigEndian.PutUint32(ihdr[8:], h)
	ihdr[12], ihdr[13] = 8, 6 // 8 bits, RGBA
	out := []byte("\x89PNG\r\n\x1a\n")
	out = binary.BigEndian.AppendUint32(out, 13)
	out = append(out, ihdr...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(ihdr))
}

func process(t *testing.T, data []byte) (*Picture, error) {
	t.Helper()
	return NewProcessor(1).Process(context.Background(), data)
}

func TestSniffByContent(t *testing.T) {
	t.Parallel()
	red := halves(8, 8)
	var wp bytes.Buffer
	if err := webp.Encode(&wp, red); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		data []byte
		want Format
		ok   bool
	}{
		{"jpeg", jpegOf(t, red), JPEG, true},
		{"png", pngOf(t, red), PNG, true},
		{"webp", wp.Bytes(), WebP, true},
		{"text", []byte("this is a text file, named picture.jpg\n"), "", false},
		{"html", []byte("<html><img src=x onerror=alert(1)></html>"), "", false},
		{"svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`), "", false},
		{"gif", []byte("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), "", false},
		{"riff but wave", []byte("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00"), "", false},
		{"empty", nil, "", false},
	} {
		got, ok := Sniff(tc.data)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: Sniff = %q, %v; want %q, %v", tc.name, got, ok, tc.want, tc.ok)
		}
	}
}

func TestRefusals(t *testing.T) {
	t.Parallel()
	huge := append([]byte{0xFF, 0xD8, 0xFF}, make([]byte, MaxBytes)...)
	for _, tc := range []struct {
		name string
		data []byte
		want error
	}{
		{"text file", []byte("name,price\nphone,100\n"), ErrType},
		{"truncated PNG", pngOf(t, halves(20, 20))[:60], ErrType},
		{"JPEG signature, no picture", []byte{0xFF, 0xD8, 0xFF, 0xD9}, ErrType},
		{"over the byte limit", huge, ErrTooBig},
		// A decompression bomb: 100,000 × 100,000 promised in 33 bytes. Refused from the
		// header alone: the file has no pixel data, so a decode would fail with ErrType instead.
		{"PNG claiming 100000x100000", pngHeaderOnly(100_000, 100_000), ErrPixels},
		{"PNG claiming 7000x7000 (49 MP)", pngHeaderOnly(7000, 7000), ErrPixels},
		{"PNG claiming a 12001 px side", pngHeaderOnly(12_001, 10), ErrPixels},
		{"PNG claiming a 1 x 2^31 strip", pngHeaderOnly(1, 1<<31-1), ErrPixels},
	} {
		_, err := process(t, tc.data)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
		var e *Error
		if errors.As(err, &e) && !strings.HasPrefix(e.Key(), "error_image_") {
			t.Errorf("%s: key %q", tc.name, e.Key())
		}
	}
	// Within the limits, a header without its pixels is a damaged file.
	if _, err := process(t, pngHeaderOnly(6000, 6000)); !errors.Is(err, ErrType) {
		t.Errorf("a 36 MP PNG header without pixels: %v, want ErrType", err)
	}
}

// decoded reads a file Process wrote, as a browser would.
func decoded(t *testing.T, f File) image.Image {
	t.Helper()
	if !bytes.HasPrefix(f.Data, []byte("RIFF")) || string(f.Data[8:12]) != "WEBP" {
		t.Fatalf("%s: not a WebP file", f.Size.Name)
	}
	m, err := xwebp.Decode(bytes.NewReader(f.Data))
	if err != nil {
		t.Fatalf("%s: %v", f.Size.Name, err)
	}
	if b := m.Bounds(); b.Dx() != f.Width || b.Dy() != f.Height {
		t.Fatalf("%s: the file is %v, Process says %d×%d", f.Size.Name, b.Size(), f.Width, f.Height)
	}
	return m
}

func TestSizesNeverEnlarged(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		w, h int
		want [][2]int // card, gallery, zoom
	}{
		{"wide", 2400, 1200, [][2]int{{400, 200}, {1000, 500}, {2000, 1000}}},
		{"tall", 900, 1800, [][2]int{{200, 400}, {500, 1000}, {900, 1800}}},
		{"small", 300, 200, [][2]int{{300, 200}, {300, 200}, {300, 200}}},
		{"a line", 1500, 1, [][2]int{{400, 1}, {1000, 1}, {1500, 1}}},
	} {
		pic, err := process(t, pngOf(t, halves(tc.w, tc.h)))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if pic.Width != tc.w || pic.Height != tc.h || pic.Format != PNG {
			t.Errorf("%s: picture %d×%d %s", tc.name, pic.Width, pic.Height, pic.Format)
		}
		if len(pic.Files) != len(Sizes) {
			t.Fatalf("%s: %d files", tc.name, len(pic.Files))
		}
		for i, f := range pic.Files {
			if f.Size != Sizes[i] || f.Width != tc.want[i][0] || f.Height != tc.want[i][1] {
				t.Errorf("%s: %s is %d×%d, want %v", tc.name, f.Size.Name, f.Width, f.Height, tc.want[i])
			}
			decoded(t, f)
		}
	}
}

func TestEXIFStrippedAndOrientationApplied(t *testing.T) {
	t.Parallel()
	// Stored as a camera on its side stores it: 40 wide, red left, blue right, with
	// orientation 6 (turn a quarter clockwise to show): upright it is 20 × 40, red on top.
	src := withExif(jpegOf(t, halves(40, 20)), 6)
	if !bytes.Contains(src, []byte(secretPlace)) || jpegOrientation(src) != 6 {
		t.Fatal("the test JPEG has no GPS data or no orientation")
	}
	if _, err := jpeg.Decode(bytes.NewReader(src)); err != nil {
		t.Fatalf("the test JPEG does not decode: %v", err)
	}
	pic, err := process(t, src)
	if err != nil {
		t.Fatal(err)
	}
	if pic.Width != 20 || pic.Height != 40 || pic.Format != JPEG {
		t.Fatalf("upright size %d×%d (%s), want 20×40", pic.Width, pic.Height, pic.Format)
	}
	for _, f := range pic.Files {
		if bytes.Contains(f.Data, []byte(secretPlace)) || bytes.Contains(f.Data, []byte("Exif")) {
			t.Errorf("%s still carries the EXIF/GPS data", f.Size.Name)
		}
		for _, chunk := range riffChunks(t, f.Data) {
			if chunk != "VP8 " && chunk != "VP8L" && chunk != "VP8X" && chunk != "ALPH" {
				t.Errorf("%s has a %q chunk", f.Size.Name, chunk)
			}
		}
		m := decoded(t, f)
		top, bottom := m.At(10, 5), m.At(10, 34)
		if !reddish(top) || reddish(bottom) {
			t.Errorf("%s not turned upright: top %v, bottom %v", f.Size.Name, top, bottom)
		}
	}
}

func TestEveryOrientation(t *testing.T) {
	t.Parallel()
	// A 3 × 2 picture with six different pixels, stored by each orientation as a camera
	// would store the upright picture want; orient must give want back.
	want := image.NewRGBA(image.Rect(0, 0, 2, 3))
	for i := range 6 {
		want.Pix[i*4], want.Pix[i*4+3] = uint8(10*(i+1)), 255
	}
	at := func(m *image.RGBA, x, y int) uint8 { return m.Pix[y*m.Stride+x*4] }
	for o := 1; o <= 8; o++ {
		sw, sh := upright(2, 3, o)
		stored := image.NewRGBA(image.Rect(0, 0, sw, sh))
		// The inverse of each orientation, written out independently of orient.
		for y := range 3 {
			for x := range 2 {
				var sx, sy int
				switch o {
				case 1:
					sx, sy = x, y
				case 2:
					sx, sy = 1-x, y
				case 3:
					sx, sy = 1-x, 2-y
				case 4:
					sx, sy = x, 2-y
				case 5:
					sx, sy = y, x
				case 6:
					sx, sy = y, 1-x
				case 7:
					sx, sy = 2-y, 1-x
				case 8:
					sx, sy = 2-y, x
				}
				copy(stored.Pix[sy*stored.Stride+sx*4:], want.Pix[y*want.Stride+x*4:y*want.Stride+x*4+4])
			}
		}
		got := orient(stored, o)
		if got.Rect.Dx() != 2 || got.Rect.Dy() != 3 {
			t.Fatalf("orientation %d: %v", o, got.Rect)
		}
		for y := range 3 {
			for x := range 2 {
				if g := got.Pix[y*got.Stride+x*4]; g != at(want, x, y) {
					t.Errorf("orientation %d: (%d,%d) = %d, want %d", o, x, y, g, at(want, x, y))
				}
			}
		}
	}
}

func TestTransparencyKept(t *testing.T) {
	t.Parallel()
	m := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i := range 8 * 16 {
		m.Pix[i*4], m.Pix[i*4+3] = 200, 255 // the top half opaque, the bottom transparent
	}
	pic, err := process(t, pngOf(t, m))
	if err != nil {
		t.Fatal(err)
	}
	got := decoded(t, pic.Files[0])
	if _, _, _, a := got.At(8, 12).RGBA(); a != 0 {
		t.Errorf("the transparent half has alpha %d", a)
	}
	if _, _, _, a := got.At(8, 3).RGBA(); a != 0xFFFF {
		t.Errorf("the opaque half has alpha %d", a)
	}
}

func TestSameBytesSameHash(t *testing.T) {
	t.Parallel()
	a, b := pngOf(t, halves(12, 12)), pngOf(t, halves(12, 13))
	pa, err := process(t, a)
	if err != nil {
		t.Fatal(err)
	}
	pa2, _ := process(t, a)
	pb, _ := process(t, b)
	if pa.Hash != pa2.Hash || pa.Hash == pb.Hash || len(pa.Hash) != 32 {
		t.Errorf("hashes %q %q %q", pa.Hash, pa2.Hash, pb.Hash)
	}
}

// An upload waits for a free slot, and gives up when its request does.
func TestProcessWaitsForASlot(t *testing.T) {
	t.Parallel()
	p := NewProcessor(1)
	p.slots <- struct{}{} // another upload is encoding
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Process(ctx, pngOf(t, halves(4, 4))); !errors.Is(err, context.Canceled) {
		t.Errorf("with every slot taken and the request gone: %v", err)
	}
	// A refusal needs no slot: it is decided from the header.
	if _, err := p.Process(ctx, []byte("text")); !errors.Is(err, ErrType) {
		t.Errorf("a text file while busy: %v", err)
	}
}

func riffChunks(t *testing.T, data []byte) []string {
	t.Helper()
	var out []string
	for i := 12; i+8 <= len(data); {
		out = append(out, string(data[i:i+4]))
		n := int(binary.LittleEndian.Uint32(data[i+4:]))
		i += 8 + n + n%2
	}
	return out
}

func reddish(c color.Color) bool {
	r, _, b, _ := c.RGBA()
	return r > 0xA000 && b < 0x6000
}

// webpVP8X is an extended WebP file: a VP8X chunk naming a canvas of cw × ch and a lossless
// bitstream whose own header claims fw × fh (and holds nothing more).
func webpVP8X(cw, ch, fw, fh uint32) []byte {
	chunk := func(id string, body []byte) []byte {
		out := append([]byte(id), binary.LittleEndian.AppendUint32(nil, uint32(len(body)))...)
		out = append(out, body...)
		if len(body)%2 == 1 {
			out = append(out, 0)
		}
		return out
	}
	vp8x := make([]byte, 10)
	vp8x[4], vp8x[5], vp8x[6] = byte(cw-1), byte((cw-1)>>8), byte((cw-1)>>16)
	vp8x[7], vp8x[8], vp8x[9] = byte(ch-1), byte((ch-1)>>8), byte((ch-1)>>16)
	bits := (fw - 1) | (fh-1)<<14
	vp8l := []byte{0x2f, byte(bits), byte(bits >> 8), byte(bits >> 16), byte(bits >> 24), 0, 0, 0}
	body := append([]byte("WEBP"), chunk("VP8X", vp8x)...)
	body = append(body, chunk("VP8L", vp8l)...)
	return append(append([]byte("RIFF"), binary.LittleEndian.AppendUint32(nil, uint32(len(body)))...), body...)
}

func TestWebPBitstreamSizeChecked(t *testing.T) {
	t.Parallel()
	// A 100 × 100 canvas over a bitstream of 16,000 × 16,000 (1 GB to decode): refused unread.
	if _, _, err := Check(webpVP8X(100, 100, 16000, 16000)); !errors.Is(err, ErrType) {
		t.Errorf("a small canvas over a huge bitstream: %v, want ErrType", err)
	}
	if _, _, err := Check(webpVP8X(16000, 16000, 16000, 16000)); !errors.Is(err, ErrPixels) {
		t.Errorf("a 16,000 px canvas: %v, want ErrPixels", err)
	}
	// A real extended file (lossy with an alpha channel is VP8X, ALPH, VP8) passes.
	m := halves(30, 10)
	m.Pix[3] = 0
	var b bytes.Buffer
	if err := webp.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	if string(b.Bytes()[12:16]) != "VP8X" {
		t.Fatalf("the encoder wrote %q, not an extended file", b.Bytes()[12:16])
	}
	pic, err := process(t, b.Bytes())
	if err != nil || pic.Format != WebP || pic.Width != 30 || pic.Height != 10 {
		t.Fatalf("an extended WebP upload: %+v, %v", pic, err)
	}
}

func TestFileNames(t *testing.T) {
	t.Parallel()
	hash := "0123456789abcdef0123456789abcdef"
	card := URLDir + FileName(hash, Sizes[0])
	if card != "/media/products/0123456789abcdef0123456789abcdef-card.webp" {
		t.Errorf("card URL %q", card)
	}
	for _, s := range Sizes {
		if !IsFileName(FileName(hash, s)) {
			t.Errorf("%s: not a file name", FileName(hash, s))
		}
		if u, ok := SizeURL(card, s); !ok || u != URLDir+hash+"-"+s.Name+".webp" {
			t.Errorf("%s: %q %v", s.Name, u, ok)
		}
	}
	for _, name := range []string{hash + "-huge.webp", hash + "-card.png", "0123-card.webp", hash[:31] + "g-card.webp",
		"../" + hash + "-card.webp", hash + "-card.webp.svg", strings.ToUpper(hash) + "-card.webp"} {
		if IsFileName(name) {
			t.Errorf("%q taken for a file name", name)
		}
	}
	for _, u := range []string{"/media/demo/phone-1.svg", URLDir + hash + "-zoom.webp", "/media/other/" + hash + "-card.webp", ""} {
		if _, ok := SizeURL(u, Sizes[1]); ok {
			t.Errorf("%q taken for an upload's card", u)
		}
	}
}

// BenchmarkProcess makes the three files of a 12-megapixel camera JPEG (4000 × 3000, a
// gradient with noise, so that it compresses as a photo does).
func BenchmarkProcess(b *testing.B) {
	m := image.NewRGBA(image.Rect(0, 0, 4000, 3000))
	seed := uint32(1)
	for y := 0; y < 3000; y++ {
		for x := 0; x < 4000; x++ {
			seed = seed*1664525 + 1013904223
			n := uint8(seed >> 28)
			i := m.PixOffset(x, y)
			m.Pix[i], m.Pix[i+1], m.Pix[i+2], m.Pix[i+3] = uint8(x/16)+n, uint8(y/12)+n, uint8((x+y)/28)+n, 255
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, m, &jpeg.Options{Quality: 90}); err != nil {
		b.Fatal(err)
	}
	p := NewProcessor(1)
	b.ResetTimer()
	for b.Loop() {
		if _, err := p.Process(context.Background(), buf.Bytes()); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(buf.Len())/(1<<20), "MiB_in")
}

// A halving step is the mean of each 2 × 2 block (a box filter), as scale's comment says.
func TestScaleHalvesByBlockMeans(t *testing.T) {
	t.Parallel()
	src := image.NewRGBA(image.Rect(0, 0, 8, 6))
	for i := range src.Pix {
		src.Pix[i] = uint8(i * 37 % 251)
		if i%4 == 3 {
			src.Pix[i] = 255
		}
	}
	got := scale(src, 4, 3)
	for y := range 3 {
		for x := range 4 {
			for c := range 3 {
				sum := 0
				for _, d := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
					sum += int(src.Pix[src.PixOffset(2*x+d[0], 2*y+d[1])+c])
				}
				if g := int(got.Pix[got.PixOffset(x, y)+c]); g < sum/4-1 || g > (sum+3)/4+1 {
					t.Errorf("(%d,%d) channel %d: %d, the block's mean is %d", x, y, c, g, sum/4)
				}
			}
		}
	}
}
