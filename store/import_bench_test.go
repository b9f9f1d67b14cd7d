package store

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkImport100k imports a file of 100,000 new products into a shop, then the same
// file with every price changed: the rows per second of an import as the back office runs
// it, one transaction, the index refreshed after it.
func BenchmarkImport100k(b *testing.B) {
	const n = 100_000
	file := make([]ImportProduct, n)
	for i := range file {
		file[i] = ImportProduct{Line: i + 2, Code: fmt.Sprintf("IMP-%06d", i), Slug: fmt.Sprintf("imported-%06d", i),
			Titles:   map[string]string{"lv": fmt.Sprintf("Prece %d", i), "en": fmt.Sprintf("Article %d", i)},
			Category: "smart", Manufacturer: "Acme", Price: int64(100 + i%5000), Stock: int64(i % 7), Published: true,
			Has: HasSlug | HasCategory | HasManufacturer | HasPrice | HasStock | HasPublished}
	}
	for range b.N {
		b.StopTimer()
		st := adminShop(b)
		if err := st.LoadCatalog(context.Background()); err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		res, err := st.ImportProducts(context.Background(), file, ImportOptions{})
		if err != nil || res.Created != n || len(res.Errors) > 0 {
			b.Fatalf("%v %+v", err, res.Errors[:min(3, len(res.Errors))])
		}
		b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "created_rows/s")
		for i := range file {
			file[i].Price++
		}
		start := b.Elapsed()
		res, err = st.ImportProducts(context.Background(), file, ImportOptions{})
		if err != nil || res.Updated != n {
			b.Fatalf("%v %+v", err, res)
		}
		b.ReportMetric(float64(n)/(b.Elapsed()-start).Seconds(), "updated_rows/s")
	}
}
