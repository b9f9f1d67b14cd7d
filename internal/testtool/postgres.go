package testtool

import (
	"testing"

	"shop/internal/pgtest"
)

// PostgresURL is the address of the tests' PostgreSQL cluster (its postgres database, as the
// superuser): the throwaway cluster ./build.sh test starts for the whole run
// (SHOP_TEST_POSTGRES), or else one this test binary starts on first use and RemoveTemplates
// stops. Without PostgreSQL the test is skipped, unless SHOP_REQUIRE_POSTGRES=1 (./build.sh
// test), where it fails.
func PostgresURL(t testing.TB) string {
	t.Helper()
	return pgtest.URL(t)
}

// FreshPostgresDB creates a database of the test's own, a copy of the database template (its
// name or URL; an empty database when ""), dropped when the test ends, and returns its URL.
// Close every pool on the template first: PostgreSQL copies only a database nobody uses.
func FreshPostgresDB(t testing.TB, template string) string {
	t.Helper()
	return pgtest.Fresh(t, template)
}
