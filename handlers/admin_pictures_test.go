package handlers

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	xwebp "golang.org/x/image/webp"

	"shop/i18n"
	"shop/store"
)

// pngOf is a w × h PNG, one colour.
func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	m := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(m.Pix); i += 4 {
		m.Pix[i], m.Pix[i+1], m.Pix[i+2], m.Pix[i+3] = 30, 120, 200, 255
	}
	var b bytes.Buffer
	if err := png.Encode(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// pngBomb is a PNG header that claims w × h pixels and holds none.
func pngBomb(w, h uint32) []byte {
	ihdr := make([]byte, 4+13)
	copy(ihdr, "IHDR")
	binary.BigEndian.PutUint32(ihdr[4:], w)
	binary.BigEndian.PutUint32(ihdr[8:], h)
	ihdr[12], ihdr[13] = 8, 6
	out := binary.BigEndian.AppendUint32([]byte("\x89PNG\r\n\x1a\n"), 13)
	out = append(out, ihdr...)
	return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(ihdr))
}

// upload posts a multipart form to path as the back office's editor does: the file in field
// under name, claiming ctype (which the shop never believes).
func (a *apiTest) upload(path, field, name, ctype string, data []byte) *httptest.ResponseRecorder {
	a.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	w.WriteField("note", "the editor sends the file alone; other fields are skipped")
	if field != "" {
		h := make(map[string][]string)
		h["Content-Disposition"] = []string{fmt.Sprintf(`form-data; name=%q; filename=%q`, field, name)}
		h["Content-Type"] = []string{ctype}
		part, err := w.CreatePart(h)
		if err != nil {
			a.t.Fatal(err)
		}
		part.Write(data)
	}
	w.Close()
	return a.do(http.MethodPost, path, body.String(), map[string]string{"Content-Type": w.FormDataContentType()})
}

// gallery is a gallery answer's pictures.
func gallery(t *testing.T, m map[string]any) []map[string]any {
	t.Helper()
	list, ok := m["images"].([]any)
	if !ok {
		t.Fatalf("no images in %v", m)
	}
	out := make([]map[string]any, len(list))
	for i, p := range list {
		out[i] = p.(map[string]any)
	}
	return out
}

func galleryIDs(g []map[string]any) []int64 {
	ids := make([]int64, len(g))
	for i, p := range g {
		ids[i] = int64(p["id"].(float64))
	}
	return ids
}

func idsJSON(ids ...int64) string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = fmt.Sprint(id)
	}
	return `{"ids":[` + strings.Join(parts, ",") + `]}`
}

var cardFile = regexp.MustCompile(`^/media/products/[0-9a-f]{32}-card\.webp$`)

// A staff member uploads a picture (a PNG named .jpg: its bytes decide), orders it first and
// deletes it; the storefront's card, page and files follow each step, and each is audited.
func TestAdminPictureUploadOrderDelete(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "staff")
	ctx := context.Background()
	slug, pid := anyProduct(a, "")
	base := fmt.Sprintf("/api/admin/products/%d/images", pid)
	before := gallery(t, a.json(http.MethodGet, base, "", http.StatusOK))
	if len(before) == 0 || before[0]["uploaded"] != false {
		t.Fatalf("the demo product's gallery: %v", before)
	}

	rec := a.upload(base, "file", "photo.jpg", "image/jpeg", pngOf(t, 1200, 800))
	if rec.Code != http.StatusCreated {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body)
	}
	got := gallery(t, a.json(http.MethodGet, base, "", http.StatusOK))
	if len(got) != len(before)+1 {
		t.Fatalf("%d pictures after the upload, want %d", len(got), len(before)+1)
	}
	pic := got[len(got)-1]
	thumb, _ := pic["thumb"].(string)
	if !cardFile.MatchString(thumb) || pic["zoom"] != strings.Replace(thumb, "-card.", "-zoom.", 1) ||
		pic["width"] != 1200.0 || pic["height"] != 800.0 || pic["uploaded"] != true || pic["position"] != float64(len(got)) {
		t.Fatalf("the uploaded picture: %v", pic)
	}

	// Its files: WebP at each size, never enlarged, cached for good.
	for size, w := range map[string]int{"card": 400, "gallery": 1000, "zoom": 1200} {
		u := strings.Replace(thumb, "-card.", "-"+size+".", 1)
		res := a.do(http.MethodGet, u, "", nil)
		h := res.Header()
		if res.Code != http.StatusOK || h.Get("Content-Type") != "image/webp" || h.Get("Cache-Control") != "public, max-age=31536000, immutable" {
			t.Fatalf("%s: %d %q %q", u, res.Code, h.Get("Content-Type"), h.Get("Cache-Control"))
		}
		cfg, err := xwebp.DecodeConfig(res.Body)
		if err != nil || cfg.Width != w {
			t.Errorf("%s: %d px wide (%v), want %d", u, cfg.Width, err, w)
		}
	}

	// First in the gallery: the card and the product page show it at once.
	order := append([]int64{galleryIDs(got)[len(got)-1]}, galleryIDs(got)[:len(got)-1]...)
	ordered := gallery(t, a.json(http.MethodPut, base+"/order", idsJSON(order...), http.StatusOK))
	if fmt.Sprint(galleryIDs(ordered)) != fmt.Sprint(order) {
		t.Fatalf("ordered %v, want %v", galleryIDs(ordered), order)
	}
	cards, err := a.st.Cards(ctx, []int64{pid}, "lv")
	if err != nil || len(cards) != 1 || cards[0].Image != thumb {
		t.Errorf("the card after the order: %+v %v", cards, err)
	}
	product := dig(a.page("/p/"+slug, http.StatusOK), "props", "product")
	gallerySrc := strings.Replace(thumb, "-card.", "-gallery.", 1)
	if dig(product, "image", "source") != thumb || dig(product, "image", "webp") != thumb+" 400w, "+gallerySrc+" 1000w" {
		t.Errorf("the page's card picture: %v", dig(product, "image"))
	}
	if dig(product, "images", 0, "large", "source") != gallerySrc ||
		!strings.HasSuffix(dig(product, "images", 0, "large", "webp").(string), "-zoom.webp 1200w") ||
		dig(product, "images", 0, "small", "source") != thumb {
		t.Errorf("the page's gallery: %v", dig(product, "images", 0))
	}

	// Deleted: the gallery is as it was, and no gallery shows the files any more.
	left := gallery(t, a.json(http.MethodDelete, fmt.Sprintf("%s/%d", base, order[0]), "", http.StatusOK))
	if fmt.Sprint(galleryIDs(left)) != fmt.Sprint(galleryIDs(before)) {
		t.Errorf("after the delete %v, want %v", galleryIDs(left), galleryIDs(before))
	}
	if files, _ := os.ReadDir(filepath.Join(a.st.Dir(), "media", "products")); len(files) != 0 {
		t.Errorf("files left: %v", files)
	}
	if res := a.do(http.MethodGet, thumb, "", nil); res.Code != http.StatusNotFound {
		t.Errorf("the deleted picture's file: %d", res.Code)
	}

	// Each step in the audit log, on the product, by the member.
	me := a.json(http.MethodGet, "/api/admin/me", "", http.StatusOK)
	log, err := a.st.AuditLog(ctx, store.AuditFilter{Entity: "product", EntityID: fmt.Sprint(pid)})
	if err != nil {
		t.Fatal(err)
	}
	var actions []string
	for _, e := range log {
		actions = append(actions, e.Action)
		if float64(e.StaffID) != dig(me, "staff", "id") {
			t.Errorf("%s by staff %d, not %v", e.Action, e.StaffID, dig(me, "staff", "id"))
		}
	}
	if fmt.Sprint(actions) != "[product.picture_delete product.picture_order product.picture_add]" {
		t.Errorf("audit log %v", actions)
	}
}

// Every bad upload, order and delete is a 4xx keyed by its field (or a 404), and changes
// nothing: no picture, no file, no audit entry.
func TestAdminPictureRefusals(t *testing.T) {
	t.Parallel()
	a := newAdminTest(t, "owner")
	_, pid := anyProduct(a, "")
	base := fmt.Sprintf("/api/admin/products/%d/images", pid)
	before := gallery(t, a.json(http.MethodGet, base, "", http.StatusOK))
	msg := func(key string) string { return i18n.T("en", key) }

	tooBig := append([]byte{0xFF, 0xD8, 0xFF}, make([]byte, 15<<20)...) // within the body limit, over the file limit
	huge := append([]byte{0xFF, 0xD8, 0xFF}, make([]byte, 17<<20)...)   // over the body limit
	for _, c := range []struct {
		name, path, field, file string
		data                    []byte
		status                  int
		key                     string
	}{
		{"a text file named .jpg", base, "file", "notes.jpg", []byte("name;price\nphone;100\n"), 422, "error_image_type"},
		{"an SVG (it could carry a script)", base, "file", "logo.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), 422, "error_image_type"},
		{"a PNG claiming 100000x100000", base, "file", "bomb.png", pngBomb(100_000, 100_000), 422, "error_image_pixels"},
		{"a file over 15 MiB", base, "file", "big.jpg", tooBig, 422, "error_image_too_big"},
		{"a body over 16 MiB", base, "file", "huge.jpg", huge, 413, "error_image_too_big"},
		{"no file", base, "", "", nil, 422, "error_required"},
		{"an empty file", base, "file", "empty.png", []byte{}, 422, "error_required"},
		{"the file in another field", base, "picture", "photo.png", pngOf(t, 10, 10), 422, "error_required"},
	} {
		rec := a.upload(c.path, c.field, c.file, "image/png", c.data)
		if rec.Code != c.status || !strings.Contains(rec.Body.String(), `"file":[`+fmt.Sprintf("%q", msg(c.key))+`]`) {
			t.Errorf("%s: %d %s, want %d with errors.file %q", c.name, rec.Code, rec.Body, c.status, msg(c.key))
		}
	}
	// A body sent without its length (chunked) is stopped where it passes the route's limit,
	// here in a field before the file, which the reading skips.
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	w.WriteField("padding", string(huge))
	part, _ := w.CreateFormFile("file", "small.png")
	part.Write(pngOf(t, 10, 10))
	w.Close()
	req := httptest.NewRequest(http.MethodPost, base, io.MultiReader(&body)) // no length to trust
	req.ContentLength = -1
	for k, v := range map[string]string{"X-Requested-With": "XMLHttpRequest", "X-CSRF-TOKEN": a.csrf, "Content-Type": w.FormDataContentType()} {
		req.Header.Set(k, v)
	}
	req.AddCookie(a.cookie)
	req.AddCookie(a.admin)
	rec := httptest.NewRecorder()
	a.e.ServeHTTP(rec, req)
	if rec.Code != http.StatusRequestEntityTooLarge || !strings.Contains(rec.Body.String(), `"file":[`+fmt.Sprintf("%q", msg("error_image_too_big"))+`]`) {
		t.Errorf("a chunked body over 16 MiB: %d %s", rec.Code, rec.Body)
	}

	for _, c := range []struct {
		name, method, path, body string
		status                   int
	}{
		{"an upload for no product", http.MethodPost, "/api/admin/products/999999/images", "", 404},
		{"a product that is no id", http.MethodGet, "/api/admin/products/abc/images", "", 404},
		{"the gallery of no product", http.MethodGet, "/api/admin/products/999999/images", "", 404},
		{"no such picture", http.MethodDelete, base + "/999999", "", 404},
		{"another product's picture", http.MethodDelete, fmt.Sprintf("/api/admin/products/%d/images/%d", pid+1, galleryIDs(before)[0]), "", 404},
		{"an order without one picture", http.MethodPut, base + "/order", idsJSON(galleryIDs(before)[1:]...), 422},
		{"an order naming one twice", http.MethodPut, base + "/order", idsJSON(append(galleryIDs(before), galleryIDs(before)[0])...), 422},
		{"an order of ids that are not numbers", http.MethodPut, base + "/order", `{"ids":["a"]}`, 422},
		{"an order that is no JSON", http.MethodPut, base + "/order", `{"ids":`, 400},
	} {
		var rec *httptest.ResponseRecorder
		if c.method == http.MethodPost {
			rec = a.upload(c.path, "file", "p.png", "image/png", pngOf(t, 10, 10))
		} else {
			rec = a.do(c.method, c.path, c.body, nil)
		}
		if rec.Code != c.status && !(c.status == 400 && rec.Code == 422) {
			t.Errorf("%s: %d %s, want %d", c.name, rec.Code, rec.Body, c.status)
		}
		if c.status == 422 && strings.Contains(c.path, "/order") && !strings.Contains(rec.Body.String(), `"ids"`) {
			t.Errorf("%s: not keyed by ids: %s", c.name, rec.Body)
		}
	}
	after := gallery(t, a.json(http.MethodGet, base, "", http.StatusOK))
	if fmt.Sprint(galleryIDs(after)) != fmt.Sprint(galleryIDs(before)) {
		t.Errorf("the refusals changed the gallery: %v, was %v", galleryIDs(after), galleryIDs(before))
	}
	if files, _ := os.ReadDir(filepath.Join(a.st.Dir(), "media", "products")); len(files) != 0 {
		t.Errorf("the refusals left files: %v", files)
	}
	if log, _ := a.st.AuditLog(context.Background(), store.AuditFilter{Entity: "product"}); len(log) != 0 {
		t.Errorf("the refusals were audited: %v", log)
	}
}

// The gallery's calls are the back office's: a shopper, a stranger and a call without the
// staff session's CSRF token are refused before anything is read.
func TestAdminPicturesNeedStaff(t *testing.T) {
	t.Parallel()
	shopper := newAPITest(t, "lv_shop")
	_, pid := anyProduct(shopper, "")
	base := fmt.Sprintf("/api/admin/products/%d/images", pid)
	// A shopper's upload carries the storefront's token, which no back-office call takes.
	if rec := shopper.upload(base, "file", "p.png", "image/png", pngOf(t, 10, 10)); rec.Code != 419 {
		t.Errorf("a shopper's upload: %d", rec.Code)
	}
	if rec := shopper.do(http.MethodGet, base, "", nil); rec.Code != http.StatusUnauthorized {
		t.Errorf("a shopper's read: %d", rec.Code)
	}
	a := newAdminTest(t, "staff")
	ids := galleryIDs(gallery(t, a.json(http.MethodGet, base, "", http.StatusOK)))
	token := a.csrf
	a.csrf = ""
	if rec := a.upload(base, "file", "p.png", "image/png", pngOf(t, 10, 10)); rec.Code != 419 {
		t.Errorf("an upload without the token: %d", rec.Code)
	}
	if rec := a.do(http.MethodDelete, fmt.Sprintf("%s/%d", base, ids[0]), "", nil); rec.Code != 419 {
		t.Errorf("a delete without the token: %d", rec.Code)
	}
	a.csrf = token
	if got := galleryIDs(gallery(t, a.json(http.MethodGet, base, "", http.StatusOK))); fmt.Sprint(got) != fmt.Sprint(ids) {
		t.Errorf("the gallery changed: %v, was %v", got, ids)
	}
}
