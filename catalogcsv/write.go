package catalogcsv

import (
	"bufio"
	"encoding/csv"
	"io"
	"iter"
	"strconv"
	"strings"

	"shop/store"
)

// Header is the shop's own file's header for a shop in langs (its default first): the
// columns ReadShop reads, every text in every language.
func Header(langs []string) []string {
	h := []string{colCode, colSlug}
	for _, f := range textColumns {
		for _, l := range langs {
			h = append(h, f+"_"+l)
		}
	}
	return append(h, colCategory, colManufacturer, colPrice, colOldPrice, colStock, colPublished, colLabels,
		colGTIN, colMPN, colDurability, colVariantGroup, colVariantLabel, colImages, colEnergyClass, colEnergyLabel, colEnergySheet)
}

// Write writes products as the shop's own CSV: UTF-8 with a byte order mark (so that a
// spreadsheet opens the letters right), commas, amounts with a decimal point, a header
// naming every column. It streams: a row is written as the sequence yields it, and the
// sequence's error ends the file.
func Write(w io.Writer, langs []string, products iter.Seq2[store.ImportProduct, error]) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	if _, err := bw.Write(bom); err != nil {
		return err
	}
	cw := csv.NewWriter(bw)
	if err := cw.Write(Header(langs)); err != nil {
		return err
	}
	row := make([]string, 0, len(Header(langs)))
	for p, err := range products {
		if err != nil {
			return err
		}
		row = append(row[:0], p.Code, p.Slug)
		for _, m := range []map[string]string{p.Titles, p.ShortDescriptions, p.Descriptions, p.Safety} {
			for _, l := range langs {
				row = append(row, m[l])
			}
		}
		old := ""
		if p.OldPrice > 0 {
			old = formatMoney(p.OldPrice)
		}
		published := "0"
		if p.Published {
			published = "1"
		}
		images := make([]string, len(p.Images))
		for i, img := range p.Images {
			images[i] = img.URL
		}
		row = append(row, p.Category, p.Manufacturer, formatMoney(p.Price), old, strconv.FormatInt(p.Stock, 10), published,
			strings.Join(p.Labels, " "), p.GTIN, p.MPN, strconv.FormatInt(p.DurabilityYears, 10), p.VariantGroup, p.VariantLabel,
			strings.Join(images, " "), p.Energy.Class, p.Energy.Label, p.Energy.Sheet)
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return err
	}
	return bw.Flush()
}
