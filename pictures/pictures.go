// Package pictures turns an uploaded product picture into the shop's own files: it checks
// what the bytes are (by their content, never by a name or a header the client chose), refuses
// what is too large before decoding it, decodes it, turns it upright by its EXIF orientation and
// writes it again as WebP in the sizes the storefront shows (card, gallery, zoom). Nothing of
// the upload but its pixels survives: EXIF, GPS positions, ICC profiles, comments and any
// trailing bytes are gone, since the encoder is given pixels only.
//
// The package knows no HTTP, no SQL and no file system; the caller stores what Process returns.
package pictures

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"runtime"
	"slices"
	"strings"

	"github.com/gen2brain/webp"
	xwebp "golang.org/x/image/webp"
)

// The limits of an upload. A picture is decoded whole into memory at 4 bytes a pixel, so the
// pixel limit is what bounds the memory one upload takes (40 MP: 160 MB decoded, and a quarter
// of that more as it is halved on its way to the sizes, see scale);
// the byte limit bounds what a request may send before any of that. Both are checked before
// decoding, the pixels from the file's header alone (a "decompression bomb" is a small file
// whose header promises a huge picture).
const (
	MaxBytes  = 15 << 20   // 15 MiB, larger than any camera's JPEG
	MaxPixels = 40_000_000 // 40 megapixels, larger than most cameras'
	MaxSide   = 12_000     // pixels on either side: a 1 × 40,000,000 strip is no product picture
)

// Size is one of the sizes the storefront shows a picture in: its file is the picture scaled
// to fit a Box × Box square, never enlarged.
type Size struct {
	Name string // the file name's suffix: <hash>-<name>.webp
	Box  int    // the longest side, in pixels
}

// Sizes are the sizes written for every picture, smallest first: the card of a list (shown
// about 300 px wide, so 400 px serves most screens and thumbnails), the product page's
// gallery (600 px wide, 1000 px for sharp screens) and the fullscreen zoom.
var Sizes = []Size{{"card", 400}, {"gallery", 1000}, {"zoom", 2000}}

// quality is the WebP encoder's quality (0–100): 80 keeps a product's edges and text sharp at
// about a tenth of a JPEG's size at 95.
const quality = 80

// Error is an upload the shop refuses; Key is its message's key in the translations.
type Error struct{ key string }

func (e *Error) Error() string { return "pictures: " + e.key }

// Key is the message's key in i18n/*.json, for the field the upload came in.
func (e *Error) Key() string { return e.key }

// The refusals, each with its message key.
var (
	ErrType   = &Error{"error_image_type"}    // not a JPEG, PNG or WebP picture, or a damaged one
	ErrTooBig = &Error{"error_image_too_big"} // over MaxBytes
	ErrPixels = &Error{"error_image_pixels"}  // over MaxPixels or MaxSide
)

// Format is a picture format the shop reads.
type Format string

// The formats an upload may be in.
const (
	JPEG Format = "jpeg"
	PNG  Format = "png"
	WebP Format = "webp"
)

// File is one size of a processed picture.
type File struct {
	Size          Size
	Width, Height int
	Data          []byte // a WebP file
}

// Picture is an upload made into the shop's files.
type Picture struct {
	Hash          string // the upload's content hash (hex): the same bytes give the same name
	Format        Format // what the upload was
	Width, Height int    // the upload's size once upright
	Files         []File // one per Sizes, in that order
}

// Processor processes uploads, a few at a time: decoding and encoding take a core and up to
// 160 MB each, so uploads beyond that wait their turn (or their context's end).
type Processor struct {
	slots chan struct{}
}

// NewProcessor returns a processor that runs at most n uploads at once (at least one).
func NewProcessor(n int) *Processor {
	return &Processor{slots: make(chan struct{}, max(n, 1))}
}

// DefaultConcurrency is half the cores the process may use, at least one: an upload must
// never starve the shop's pages of CPU.
func DefaultConcurrency() int { return max(runtime.GOMAXPROCS(0)/2, 1) }

// Process checks an upload and makes its files. The errors it refuses an upload with are
// *Error (ErrType, ErrTooBig, ErrPixels); any other error is the context's or the encoder's.
func (p *Processor) Process(ctx context.Context, data []byte) (*Picture, error) {
	format, cfg, err := Check(data)
	if err != nil {
		return nil, err
	}
	select {
	case p.slots <- struct{}{}:
		defer func() { <-p.slots }()
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	img, err := decode(format, data)
	if err != nil {
		return nil, ErrType
	}
	if b := img.Bounds(); b.Dx() != cfg.Width || b.Dy() != cfg.Height {
		return nil, ErrType // a header that lied about the picture it heads
	}
	orientation := 1
	if format == JPEG {
		orientation = jpegOrientation(data)
	}
	sum := sha256.Sum256(data)
	pic := &Picture{Hash: hex.EncodeToString(sum[:16]), Format: format}
	pic.Width, pic.Height = upright(cfg.Width, cfg.Height, orientation)
	var src image.Image = img
	// Largest first, each from the one before: one costly scale of the upload, then small ones.
	files := make([]File, len(Sizes))
	for i := len(Sizes) - 1; i >= 0; i-- {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		w, h := Fit(pic.Width, pic.Height, Sizes[i].Box)
		sw, sh := upright(w, h, orientation) // the scaled picture as it lies in the file
		scaled := scale(src, sw, sh)
		src = scaled
		var buf bytes.Buffer
		if err := webp.Encode(&buf, orient(scaled, orientation), webp.Options{Quality: quality}); err != nil {
			return nil, err
		}
		files[i] = File{Size: Sizes[i], Width: w, Height: h, Data: buf.Bytes()}
	}
	pic.Files = files
	return pic, nil
}

// Check tells what an upload is and how large its picture is, from its first bytes and its
// header alone, without decoding it: ErrTooBig over MaxBytes, ErrType for anything but a
// JPEG, PNG or WebP picture, ErrPixels for a picture over MaxPixels or MaxSide.
func Check(data []byte) (Format, image.Config, error) {
	if len(data) > MaxBytes {
		return "", image.Config{}, ErrTooBig
	}
	format, ok := Sniff(data)
	if !ok {
		return "", image.Config{}, ErrType
	}
	var cfg image.Config
	var err error
	r := bytes.NewReader(data)
	switch format {
	case JPEG:
		cfg, err = jpeg.DecodeConfig(r)
	case PNG:
		cfg, err = png.DecodeConfig(r)
	case WebP:
		cfg, err = webpConfig(data)
	}
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return "", image.Config{}, ErrType
	}
	if cfg.Width > MaxSide || cfg.Height > MaxSide || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return "", image.Config{}, ErrPixels
	}
	return format, cfg, nil
}

// Sniff names the format of data by its signature: JPEG's SOI marker, PNG's eight bytes,
// WebP's RIFF container. A name or a Content-Type says nothing about what a file is.
func Sniff(data []byte) (Format, bool) {
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8, 0xFF}):
		return JPEG, true
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		return PNG, true
	case len(data) >= 16 && string(data[:4]) == "RIFF" && string(data[8:15]) == "WEBPVP8":
		return WebP, true
	}
	return "", false
}

// webpConfig is a WebP file's size as its decoder will allocate it. An extended file (VP8X)
// names a canvas size, which is what DecodeConfig answers, and then holds a bitstream with a
// size of its own (up to 16,383 px a side), which is what Decode allocates: a small canvas
// over a huge bitstream would pass the limits and still take a gigabyte. So the bitstream's own
// header is read too, and a file whose two sizes differ is refused as damaged.
func webpConfig(data []byte) (image.Config, error) {
	canvas, err := xwebp.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return canvas, err
	}
	for i := 12; i+8 <= len(data); {
		id, n := string(data[i:i+4]), int64(binary.LittleEndian.Uint32(data[i+4:]))
		end := int64(i) + 8 + n
		if end > int64(len(data)) {
			return canvas, ErrType
		}
		if id == "VP8 " || id == "VP8L" {
			// The bitstream alone, as a simple file: its DecodeConfig reads the frame's header.
			head := []byte("RIFF\x00\x00\x00\x00WEBP")
			binary.LittleEndian.PutUint32(head[4:], uint32(4+8+n))
			frame, err := xwebp.DecodeConfig(io.MultiReader(bytes.NewReader(head), bytes.NewReader(data[i:end])))
			if err != nil {
				return canvas, err
			}
			if frame.Width != canvas.Width || frame.Height != canvas.Height {
				return canvas, ErrType
			}
			return canvas, nil
		}
		i = int(end + n%2)
	}
	return canvas, ErrType
}

func decode(format Format, data []byte) (image.Image, error) {
	r := bytes.NewReader(data)
	switch format {
	case JPEG:
		return jpeg.Decode(r)
	case PNG:
		return png.Decode(r)
	case WebP:
		return xwebp.Decode(r)
	}
	return nil, errors.New("pictures: unknown format")
}

// Fit is the size of a w × h picture scaled to fit a box × box square: never enlarged, each
// side at least one pixel.
func Fit(w, h, box int) (int, int) {
	if w <= box && h <= box {
		return w, h
	}
	if w >= h {
		return box, max(1, (h*box+w/2)/w)
	}
	return max(1, (w*box+h/2)/h), box
}

// URLDir is where the shop serves the files of uploads (DATA/media/products/ on disk).
const URLDir = "/media/products/"

// FileName is the name of one size's file of the upload with this content hash. The name
// changes with the content, so a name never comes to mean another picture: browsers may keep
// the file for good.
func FileName(hash string, size Size) string { return hash + "-" + size.Name + ".webp" }

// IsFileName tells whether name is one that FileName makes.
func IsFileName(name string) bool {
	hash, rest, ok := strings.Cut(name, "-")
	if !ok || len(hash) != 32 || strings.Trim(hash, "0123456789abcdef") != "" {
		return false
	}
	return slices.ContainsFunc(Sizes, func(s Size) bool { return rest == s.Name+".webp" })
}

// SizeURL is the URL of size's file of the upload whose card file is at cardURL (a gallery's
// path); ok is false for any other picture (the demo's SVG, a file given by its path).
func SizeURL(cardURL string, size Size) (string, bool) {
	name, ok := strings.CutPrefix(cardURL, URLDir)
	if !ok || !IsFileName(name) || !strings.HasSuffix(name, "-"+Sizes[0].Name+".webp") {
		return "", false
	}
	return URLDir + FileName(name[:32], size), true
}
