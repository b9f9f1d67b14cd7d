package handlers

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v4"

	"shop/catalogcsv"
	"shop/i18n"
	"shop/internal/logctx"
	"shop/picfetch"
	"shop/present"
	"shop/store"
)

// The back office's product import and export:
//
//	POST /api/admin/import/products?format=shop|shopify[&dry_run=1]  the CSV as the body
//	GET  /api/admin/import/status                                    the running import's progress
//	GET  /api/admin/export/products.csv                              every product, streamed
//
// An import reads the whole file (catalogcsv), then writes it in one transaction
// (store.ImportProducts) and answers the counts with every error and warning by line and
// column; a file with an error writes nothing and is answered 422. The pictures the file
// names by URL are fetched after the answer, in the background (picfetch), and handed to the
// pictures workflow; the ones that fail are warnings the status call lists. One import runs
// at a time per shop, pictures included: a second is refused with 409.
func (s *Server) registerAdminImport(g *echo.Group) {
	s.allowBody(g.POST("/import/products", s.importProducts), importBodyBytes, "file", "error_import_too_large")
	g.GET("/import/status", s.importStatus)
	g.GET("/export/products.csv", s.exportProducts)
}

// importBodyBytes bounds an import file: 50 MiB is some 100,000 products with their texts.
const importBodyBytes = 50 << 20

// importJob is a shop's import as the status call reports it.
type importJob struct {
	mu       sync.Mutex
	busy     bool   // from the upload to the last picture
	phase    string // idle, reading, writing, pictures, done
	done     atomic.Int64
	total    int64
	warnings []present.ImportIssue // the pictures' problems, by the lines that named them
	answer   *present.ImportAnswer // the last import's answer
	idle     chan struct{}         // closed when the running import is done
}

// importJobs holds each shop's import job by its store: one import at a time per shop.
var importJobs sync.Map // *store.Store → *importJob

func (s *Server) importJob() *importJob { return jobOf(s.store) }

func jobOf(st *store.Store) *importJob {
	j, _ := importJobs.LoadOrStore(st, &importJob{phase: "idle"})
	return j.(*importJob)
}

// start claims the job for an import; false while another runs.
func (j *importJob) start(total int64) bool {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.busy {
		return false
	}
	j.busy, j.phase, j.total, j.warnings, j.answer = true, "reading", total, nil, nil
	j.idle = make(chan struct{})
	j.done.Store(0)
	return true
}

func (j *importJob) set(phase string, total int64) {
	j.mu.Lock()
	j.phase, j.total = phase, total
	j.done.Store(0)
	j.mu.Unlock()
}

func (j *importJob) finish(a *present.ImportAnswer) {
	j.mu.Lock()
	j.busy, j.phase, j.answer = false, "done", a
	close(j.idle)
	j.mu.Unlock()
}

// wait returns once no import runs (for tests, which must not guess at times).
func (j *importJob) wait() {
	j.mu.Lock()
	idle := j.idle
	j.mu.Unlock()
	if idle != nil {
		<-idle
	}
}

// importProducts answers POST /api/admin/import/products.
func (s *Server) importProducts(c echo.Context) error {
	format := c.QueryParam("format")
	read := map[string]func(io.Reader, catalogcsv.Options) catalogcsv.Result{
		"shop": catalogcsv.ReadShop, "shopify": catalogcsv.ReadShopify}[format]
	if read == nil {
		return validationError(store.FieldErrors{"format": {"error_invalid_value"}})
	}
	dryRun := false
	switch c.QueryParam("dry_run") {
	case "", "0":
	case "1":
		dryRun = true
	default:
		return validationError(store.FieldErrors{"dry_run": {"error_invalid_value"}})
	}
	staff := staffOf(c)
	job := s.importJob()
	if !job.start(c.Request().ContentLength) {
		return apiError(http.StatusConflict, "error_import_running")
	}
	ctx := store.WithStaff(c.Request().Context(), staff.ID)
	langs := s.store.Languages()
	body := &countingReader{r: c.Request().Body, n: &job.done}
	file := read(body, catalogcsv.Options{Languages: langs.All})
	var mbe *http.MaxBytesError
	switch {
	case errors.As(body.err, &mbe):
		job.finish(nil)
		return &keyedError{Status: http.StatusRequestEntityTooLarge, Key: "error_too_large",
			Fields: store.FieldErrors{"file": {"error_import_too_large"}}}
	case body.err != nil && !errors.Is(body.err, io.EOF):
		job.finish(nil)
		return body.err // the upload broke off
	}
	answer := present.ImportAnswer{Errors: present.ImportIssues(file.Errors), Warnings: present.ImportIssues(file.Warnings)}
	res := store.ImportResult{}
	if len(file.Errors) == 0 {
		job.set("writing", int64(len(file.Products)))
		var err error
		res, err = s.store.ImportProducts(ctx, file.Products, store.ImportOptions{DryRun: dryRun, Loose: format == "shopify",
			StaffID: staff.ID, Progress: func(done int) { job.done.Store(int64(done)) }})
		if err != nil {
			job.finish(nil)
			return err
		}
	}
	answer.Add(res, file.Column)
	if len(answer.Errors) > 0 || dryRun || len(res.Pictures) == 0 {
		job.finish(&answer)
		status := http.StatusOK
		if len(answer.Errors) > 0 {
			status = http.StatusUnprocessableEntity
		}
		return c.JSON(status, answer)
	}
	sink := s.importPictureSink(staff.ID, staff.Lang)
	job.set("pictures", int64(len(res.Pictures)))
	answer.PicturesQueued = len(res.Pictures)
	// The fetch outlives the request; its log lines keep the request's id.
	bg := logctx.WithRequestID(context.Background(), logctx.RequestID(c.Request().Context()))
	go s.fetchPictures(bg, job, sink, res.Pictures, answer)
	return c.JSON(http.StatusOK, answer)
}

// importPictureSink is the hand-off of an import's fetched pictures to the pictures workflow
// (services.Pictures: checked by content, re-encoded, stored, added to the gallery and
// audited), as the staff member staffID. A refusal of the workflow (not a picture, too many
// pixels, a full gallery) becomes the picture's warning in the member's language.
func (s *Server) importPictureSink(staffID int64, lang string) picfetch.Sink {
	return func(ctx context.Context, productID int64, data []byte) error {
		_, err := s.pictures.Add(ctx, productID, staffID, data)
		var fe store.FieldErrors
		if errors.As(err, &fe) {
			var msgs []string
			for _, keys := range fe {
				for _, k := range keys {
					msgs = append(msgs, i18n.T(lang, k))
				}
			}
			return errors.New(strings.Join(msgs, " "))
		}
		return err
	}
}

// fetchPictures fetches an import's pictures after its answer and hands each to sink. It
// has its own time, not the request's: the answer is gone when it starts; bg carries only the
// request's id, for the log.
func (s *Server) fetchPictures(bg context.Context, job *importJob, sink picfetch.Sink, pics []store.ImportPicture, answer present.ImportAnswer) {
	ctx, cancel := context.WithTimeout(bg, importPicturesTime)
	defer cancel()
	defer func() {
		if r := recover(); r != nil { // a panic here has no request to end: it must not end the shop
			s.log.ErrorContext(ctx, "import pictures", "panic", r)
			job.finish(&answer)
		}
	}()
	list := make([]picfetch.Picture, len(pics))
	for i, p := range pics {
		list[i] = picfetch.Picture{ProductID: p.ProductID, URL: p.URL, Line: p.Line}
	}
	picfetch.New(picfetch.DefaultLimits, s.cfg.ImportPrivateURLs).Run(ctx, list, sink, func(done int, p *picfetch.Problem) {
		job.done.Store(int64(done))
		if p == nil {
			return
		}
		job.mu.Lock()
		job.warnings = append(job.warnings, present.ImportIssue{Line: p.Line,
			Message: fmt.Sprintf("picture %s is not imported: %v", p.URL, p.Err)})
		job.mu.Unlock()
	})
	job.mu.Lock()
	answer.Warnings = append(answer.Warnings, job.warnings...)
	job.mu.Unlock()
	job.finish(&answer)
}

// importPicturesTime bounds one import's picture fetching.
const importPicturesTime = 2 * time.Hour

// importStatus answers GET /api/admin/import/status: the running import's phase and
// progress (bytes read, products written, pictures fetched), the pictures' problems so far,
// and once done, the last import's answer with them.
func (s *Server) importStatus(c echo.Context) error {
	j := s.importJob()
	j.mu.Lock()
	defer j.mu.Unlock()
	return c.JSON(http.StatusOK, present.MakeImportStatus(j.phase, j.done.Load(), j.total, j.warnings, j.answer))
}

// exportProducts answers GET /api/admin/export/products.csv: every product in the shop's
// own file, written as it is read.
func (s *Server) exportProducts(c echo.Context) error {
	res := c.Response()
	res.Header().Set(echo.HeaderContentType, "text/csv; charset=utf-8")
	res.Header().Set(echo.HeaderContentDisposition, `attachment; filename="products.csv"`)
	res.Header().Set("Cache-Control", privateCache)
	res.WriteHeader(http.StatusOK)
	// Once the first row is out, a failure can only cut the file short.
	return catalogcsv.Write(res, s.store.Languages().All, s.store.ExportProducts(c.Request().Context()))
}

// countingReader counts the bytes an import has read, for its progress.
// It keeps the read's error: the file's reader takes a broken upload for the file's end.
type countingReader struct {
	r   io.Reader
	n   *atomic.Int64
	err error
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	if err != nil {
		c.err = err
	}
	return n, err
}
