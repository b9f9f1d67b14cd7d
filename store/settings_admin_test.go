package store

import (
	"context"
	"errors"
	"testing"

	"shop/settings"
)

// SetSettings writes all of a call or none of it, with its audit entry in the same
// transaction, and leaves the cache equal to the table.
func TestSetSettingsIsAllOrNothing(t *testing.T) {
	t.Parallel()
	st := openStore(t)
	ctx := context.Background()
	if err := st.LoadSettings(ctx, variantDefaults(t, "lv_shop")); err != nil {
		t.Fatal(err)
	}
	err := st.SetSettings(ctx, 0, map[string]string{"company_name": "SIA Cits", "vat_basis_points": "-1"})
	var se settings.Errors
	if !errors.As(err, &se) || se["vat_basis_points"] == "" || len(se) != 1 {
		t.Fatalf("err %v, want settings.Errors on vat_basis_points alone", err)
	}
	if st.Settings().Company.Name != "SIA TelShop" || count(t, st, `SELECT COUNT(*) FROM audit_log`) != 0 {
		t.Error("a refused call wrote")
	}
	if err := st.SetSettings(ctx, 0, map[string]string{"company_name": "SIA Cits", "vat_basis_points": "2500", "coupons_enabled": "0"}); err != nil {
		t.Fatal(err)
	}
	if s := st.Settings(); s.Company.Name != "SIA Cits" || s.VATBasisPoints != 2500 || s.CouponsEnabled {
		t.Errorf("after the write: %q %d %v", s.Company.Name, s.VATBasisPoints, s.CouponsEnabled)
	}
	assertCacheIsFresh(t, st)
	if n := count(t, st, `SELECT COUNT(*) FROM audit_log WHERE action = 'settings.update' AND before LIKE '%"vat_basis_points":"2100"%'`); n != 1 {
		t.Errorf("%d audit entries with the rate before, want 1", n)
	}
	// A call inside a transaction that rolls back leaves the cache as the table: untouched.
	boom := errors.New("boom")
	err = st.WithTx(ctx, func(ctx context.Context) error {
		if err := st.SetSettings(ctx, 0, map[string]string{"company_name": "SIA Atsaukts"}); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) || st.Settings().Company.Name != "SIA Cits" {
		t.Errorf("after a rollback: %v, %q", err, st.Settings().Company.Name)
	}
	assertCacheIsFresh(t, st)
}
