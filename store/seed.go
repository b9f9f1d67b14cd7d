package store

import "context"

// DefaultDemoProducts is the size of the demo catalogue seeded on first start.
const DefaultDemoProducts = 1000

// SeedDemo writes the deterministic demo catalogue. (Being written.)
func (s *Store) SeedDemo(ctx context.Context, products int) error { return nil }
