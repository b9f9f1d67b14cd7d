package store

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
)

// Pickup points come in bulk from a carrier's list: a CSV with a header line naming the
// columns identifier, country (ISO code), city, address and zip, in any order, separated by
// commas or semicolons, UTF-8 with or without a BOM. A point is matched by its identifier
// within its method: a known one is updated, a new one added; points missing from the file
// stay. The dry run checks every line and counts what the import would do; the import writes
// nothing unless the whole file is good, and then all of it in one transaction.

// MaxPickupImportRows bounds one file: the largest carrier network has a few thousand points.
const MaxPickupImportRows = 20_000

// pickupColumns are the file's columns, each required.
var pickupColumns = []string{"identifier", "country", "city", "address", "zip"}

// ImportProblem is a refused cell: its line (1 is the header), its column's name ("" for the
// whole line) and why (a translation key).
type ImportProblem struct {
	Line    int
	Column  string
	Message string
}

// PickupImport is what an import did, or a dry run would do.
type PickupImport struct {
	Created, Updated, Unchanged int
	Errors                      []ImportProblem
}

// PickupPointsAdmin lists a method's points (any method, active or not) by city and address,
// from offset, at most limit, with their total.
func (s *Store) PickupPointsAdmin(ctx context.Context, methodID int64, offset, limit int) ([]PickupPoint, int, error) {
	if _, err := adminShippingMethod(ctx, s.read, methodID); err != nil {
		return nil, 0, err
	}
	var total int
	if err := s.read.QueryRowContext(ctx, `SELECT COUNT(*) FROM pickup_points WHERE shipping_method_id = ?`, methodID).Scan(&total); err != nil {
		return nil, 0, err
	}
	rows, err := s.read.QueryContext(ctx, `
SELECT id, identifier, address, zip, city, country_id FROM pickup_points WHERE shipping_method_id = ?
ORDER BY city, address, id LIMIT ? OFFSET ?`, methodID, limit, offset)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	out := []PickupPoint{}
	for rows.Next() {
		var p PickupPoint
		if err := rows.Scan(&p.ID, &p.Identifier, &p.Address, &p.Zip, &p.City, &p.CountryID); err != nil {
			return nil, 0, err
		}
		out = append(out, p)
	}
	return out, total, rows.Err()
}

// ImportPickupPoints reads a CSV of method's pickup points for staff member staffID. With
// dryRun, or when any line is refused, it writes nothing and answers the counts and every
// problem; else it writes every point in one transaction with one audit entry. An unknown
// method is ErrNotFound.
func (s *Store) ImportPickupPoints(ctx context.Context, staffID, methodID int64, file []byte, dryRun bool) (PickupImport, error) {
	var res PickupImport
	err := s.WithTx(ctx, func(ctx context.Context) error {
		q := s.reader(ctx)
		if _, err := adminShippingMethod(ctx, q, methodID); err != nil {
			return err
		}
		points, problems, err := parsePickupCSV(ctx, q, file)
		if err != nil {
			return err
		}
		res.Errors = problems
		existing, err := pickupByIdentifier(ctx, q, methodID)
		if err != nil {
			return err
		}
		for _, p := range points {
			old, ok := existing[p.Identifier]
			switch {
			case !ok:
				res.Created++
			case old.CountryID == p.CountryID && old.City == p.City && old.Address == p.Address && old.Zip == p.Zip:
				res.Unchanged++
			default:
				res.Updated++
			}
		}
		if dryRun || len(problems) > 0 {
			return nil
		}
		for _, p := range points {
			if _, err := s.writer(ctx).ExecContext(ctx, `
INSERT INTO pickup_points (shipping_method_id, country_id, identifier, city, address, zip) VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT (shipping_method_id, identifier) DO UPDATE SET country_id = excluded.country_id, city = excluded.city,
  address = excluded.address, zip = excluded.zip`, methodID, p.CountryID, p.Identifier, p.City, p.Address, p.Zip); err != nil {
				return err
			}
		}
		return s.Audit(ctx, AuditEntry{StaffID: staffID, Action: "pickup_points.import", Entity: "shipping_method",
			EntityID: fmt.Sprint(methodID), After: map[string]int{"created": res.Created, "updated": res.Updated, "unchanged": res.Unchanged}})
	})
	return res, err
}

func pickupByIdentifier(ctx context.Context, q conn, methodID int64) (map[string]PickupPoint, error) {
	rows, err := q.QueryContext(ctx, `SELECT id, identifier, address, zip, city, country_id FROM pickup_points WHERE shipping_method_id = ?`, methodID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]PickupPoint{}
	for rows.Next() {
		var p PickupPoint
		if err := rows.Scan(&p.ID, &p.Identifier, &p.Address, &p.Zip, &p.City, &p.CountryID); err != nil {
			return nil, err
		}
		out[p.Identifier] = p
	}
	return out, rows.Err()
}

// parsePickupCSV reads the file's points and the problems of its lines; a line with a problem
// is left out of the points.
func parsePickupCSV(ctx context.Context, q conn, file []byte) ([]PickupPoint, []ImportProblem, error) {
	file = bytes.TrimPrefix(file, []byte("\ufeff"))
	r := csv.NewReader(bytes.NewReader(file))
	r.Comma = sniffComma(file)
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err != nil {
		return nil, []ImportProblem{{Line: 1, Message: MsgCSVHeader}}, nil
	}
	col := map[string]int{}
	for i, h := range header {
		col[strings.ToLower(strings.TrimSpace(h))] = i
	}
	var problems []ImportProblem
	for _, name := range pickupColumns {
		if _, ok := col[name]; !ok {
			problems = append(problems, ImportProblem{Line: 1, Column: name, Message: MsgCSVHeader})
		}
	}
	if len(problems) > 0 {
		return nil, problems, nil
	}
	countries, err := countryIDs(ctx, q)
	if err != nil {
		return nil, nil, err
	}
	var points []PickupPoint
	seen := map[string]bool{}
	lines := 0
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		line, _ := r.FieldPos(0)
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				line = pe.Line
			}
			problems = append(problems, ImportProblem{Line: line, Message: MsgInvalid})
			continue
		}
		if lines++; lines > MaxPickupImportRows {
			return nil, []ImportProblem{{Line: line, Message: MsgCSVRows}}, nil
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue // a blank line
		}
		cell := func(name string) string {
			if i := col[name]; i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		p := PickupPoint{Identifier: cell("identifier"), City: cell("city"), Address: cell("address"), Zip: NormalizeZip(cell("zip"))}
		bad := len(problems)
		for name, v := range map[string]string{"identifier": p.Identifier, "city": p.City, "address": p.Address, "zip": p.Zip} {
			fe := FieldErrors{}
			checkText(fe, name, v, true, maxTitleLen)
			for _, msg := range fe[name] {
				problems = append(problems, ImportProblem{Line: line, Column: name, Message: msg})
			}
		}
		id, ok := countries[strings.ToUpper(cell("country"))]
		if !ok {
			problems = append(problems, ImportProblem{Line: line, Column: "country", Message: MsgUnknownCountry})
		}
		if seen[p.Identifier] && p.Identifier != "" {
			problems = append(problems, ImportProblem{Line: line, Column: "identifier", Message: MsgCSVDuplicate})
		}
		seen[p.Identifier] = true
		if len(problems) > bad {
			continue
		}
		p.CountryID = id
		points = append(points, p)
	}
	sortProblems(problems)
	return points, problems, nil
}

// Why an imported line is refused: translation keys.
const (
	MsgCSVHeader      = "error_csv_header"
	MsgCSVRows        = "error_csv_rows"
	MsgCSVDuplicate   = "error_csv_duplicate"
	MsgUnknownCountry = "error_unknown_country"
)

// sniffComma is the header line's separator: a semicolon (a spreadsheet set to a decimal
// comma writes one) when the header has more of them than commas.
func sniffComma(file []byte) rune {
	head, _, _ := bytes.Cut(file, []byte("\n"))
	if bytes.Count(head, []byte(";")) > bytes.Count(head, []byte(",")) {
		return ';'
	}
	return ','
}

func countryIDs(ctx context.Context, q conn) (map[string]int64, error) {
	rows, err := q.QueryContext(ctx, `SELECT code, id FROM countries`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var code string
		var id int64
		if err := rows.Scan(&code, &id); err != nil {
			return nil, err
		}
		out[code] = id
	}
	return out, rows.Err()
}

// sortProblems orders problems by line, then column, as a reader goes through the file.
func sortProblems(p []ImportProblem) {
	slices.SortStableFunc(p, func(a, b ImportProblem) int {
		if a.Line != b.Line {
			return a.Line - b.Line
		}
		return strings.Compare(a.Column, b.Column)
	})
}
