package picfetch

import (
	"context"
	"fmt"
)

// maxCached bounds the memory of pictures kept for the next product that names them.
const maxCached = 64 << 20

// Picture is one picture an import names for a product.
type Picture struct {
	ProductID int64
	URL       string
	Line      int // the file's line that names it
}

// Sink takes a fetched picture's bytes for a product: the hand-off to the pictures pipeline,
// which checks, re-encodes and stores them and adds them to the product's gallery. Its error
// (a file that is no picture, one too large in pixels) is the picture's problem.
type Sink func(ctx context.Context, productID int64, data []byte) error

// Problem is a picture that could not be fetched or taken: a warning on its line.
type Problem struct {
	Line int
	URL  string
	Err  error
}

// Run fetches the pictures in order, one at a time (a catalogue's pictures are not worth
// hammering someone's server for), and hands each to sink. A URL named for several products
// (a Shopify product's pictures go to each of its variants) is fetched once. progress is
// told of every picture done, with its problem if it had one. Run stops at ctx's end; the
// pictures after the per-import limits are problems without a fetch.
func (f *Fetcher) Run(ctx context.Context, pics []Picture, sink Sink, progress func(done int, p *Problem)) {
	var total, cached int64
	fetched := map[string][]byte{}
	failed := map[string]error{}
	for i, pic := range pics {
		if ctx.Err() != nil {
			return
		}
		err := func() error {
			if i >= f.limits.MaxPictures {
				return fmt.Errorf("an import fetches at most %d pictures", f.limits.MaxPictures)
			}
			if err, ok := failed[pic.URL]; ok {
				return err
			}
			data, ok := fetched[pic.URL]
			if !ok {
				if total >= f.limits.MaxTotal {
					return fmt.Errorf("an import fetches at most %d MiB of pictures", f.limits.MaxTotal>>20)
				}
				var err error
				if data, err = f.Fetch(ctx, pic.URL); err != nil {
					failed[pic.URL] = err
					return err
				}
				if total += int64(len(data)); total > f.limits.MaxTotal {
					return fmt.Errorf("an import fetches at most %d MiB of pictures", f.limits.MaxTotal>>20)
				}
				if cached += int64(len(data)); cached > maxCached {
					clear(fetched) // a variant's pictures come soon after its siblings'; older ones may be fetched again
					cached = int64(len(data))
				}
				fetched[pic.URL] = data
			}
			return sink(ctx, pic.ProductID, data)
		}()
		var p *Problem
		if err != nil {
			p = &Problem{Line: pic.Line, URL: pic.URL, Err: err}
		}
		if progress != nil {
			progress(i+1, p)
		}
	}
}
