package services

import "testing"

// A label or a sheet is taken by what its first bytes show, whatever its name: a PDF, PNG,
// JPEG or WebP; an SVG (which can carry script), text or a truncated header is not.
func TestEnergyFileType(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"%PDF-1.7\n":                      ".pdf",
		"\x89PNG\r\n\x1a\n\x00\x00":       ".png",
		"\xff\xd8\xff\xe0\x00\x10JFIF":    ".jpg",
		"RIFF\x24\x00\x00\x00WEBPVP8 ":    ".webp",
		"RIFF\x24\x00\x00\x00WAVEfmt ":    "",
		"<svg xmlns='http://www.w3.org/'": "",
		"just some text":                  "",
		"%PD":                             "",
		"":                                "",
	} {
		if got := energyFileType([]byte(in)); got != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}
