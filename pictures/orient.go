package pictures

import (
	"image"
	"image/draw"

	xdraw "golang.org/x/image/draw"
)

// upright is the size of a w × h picture as stored once turned by an EXIF orientation: 5 to 8
// turn it a quarter, so its sides swap (and back: the function is its own inverse).
func upright(w, h, orientation int) (int, int) {
	if orientation >= 5 {
		return h, w
	}
	return w, h
}

// maxFilterBytes bounds the Catmull-Rom filter's working memory: x/image/draw keeps 32 bytes
// for each pixel of the target's width times the source's height (a 12-megapixel photo scaled
// to 2000 px at once would take 190 MB, a 40-megapixel one 350 MB).
const maxFilterBytes = 64 << 20

// scale returns src scaled to w × h, as RGBA, which x/image/draw scales fastest into. While
// the source is twice the target or more, it is halved (a bilinear sample at exactly half the
// size is the mean of each 2 × 2 block, a box filter, and needs no working memory); the last
// step is Catmull-Rom (sharp, without the ringing of Lanczos on product edges) when its
// working memory is within maxFilterBytes, else bilinear, which then scales by less than 2.
func scale(src image.Image, w, h int) *image.RGBA {
	b := src.Bounds()
	if rgba, ok := src.(*image.RGBA); ok && b.Dx() == w && b.Dy() == h && b.Min == (image.Point{}) {
		return rgba
	}
	for b.Dx() >= 2*w && b.Dy() >= 2*h && b.Dx() >= 2 && b.Dy() >= 2 {
		half := image.NewRGBA(image.Rect(0, 0, b.Dx()/2, b.Dy()/2))
		xdraw.ApproxBiLinear.Scale(half, half.Bounds(), src, b, xdraw.Src, nil)
		src, b = half, half.Bounds()
	}
	if rgba, ok := src.(*image.RGBA); ok && b.Dx() == w && b.Dy() == h {
		return rgba
	}
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	switch {
	case b.Dx() == w && b.Dy() == h:
		draw.Draw(dst, dst.Bounds(), src, b.Min, draw.Src)
	case int64(w)*int64(b.Dy())*32 <= maxFilterBytes:
		xdraw.CatmullRom.Scale(dst, dst.Bounds(), src, b, xdraw.Src, nil)
	default:
		xdraw.ApproxBiLinear.Scale(dst, dst.Bounds(), src, b, xdraw.Src, nil)
	}
	return dst
}

// orient turns src upright by an EXIF orientation (1–8) and returns it as NRGBA, the form
// the WebP encoder takes: each pixel of the result is read from where the orientation
// stored it, and its colour is un-premultiplied on the way.
func orient(src *image.RGBA, orientation int) *image.NRGBA {
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	w, h := upright(sw, sh, orientation)
	dst := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var sx, sy int
			switch orientation {
			case 2: // mirrored
				sx, sy = sw-1-x, y
			case 3: // upside down
				sx, sy = sw-1-x, sh-1-y
			case 4: // mirrored upside down
				sx, sy = x, sh-1-y
			case 5: // mirrored along the diagonal
				sx, sy = y, x
			case 6: // stored a quarter turn anticlockwise: turn it clockwise
				sx, sy = y, sh-1-x
			case 7: // mirrored along the other diagonal
				sx, sy = sw-1-y, sh-1-x
			case 8: // stored a quarter turn clockwise: turn it anticlockwise
				sx, sy = sw-1-y, x
			default:
				sx, sy = x, y
			}
			s := src.Pix[sy*src.Stride+sx*4 : sy*src.Stride+sx*4+4 : sy*src.Stride+sx*4+4]
			d := dst.Pix[y*dst.Stride+x*4 : y*dst.Stride+x*4+4 : y*dst.Stride+x*4+4]
			switch a := s[3]; a {
			case 0xFF:
				d[0], d[1], d[2], d[3] = s[0], s[1], s[2], 0xFF
			case 0:
				d[0], d[1], d[2], d[3] = 0, 0, 0, 0
			default:
				d[0] = uint8((uint32(s[0])*0xFF + uint32(a)/2) / uint32(a))
				d[1] = uint8((uint32(s[1])*0xFF + uint32(a)/2) / uint32(a))
				d[2] = uint8((uint32(s[2])*0xFF + uint32(a)/2) / uint32(a))
				d[3] = a
			}
		}
	}
	return dst
}
