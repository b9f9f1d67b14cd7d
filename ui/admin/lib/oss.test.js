import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ossHref, lastQuarter } from './oss.js';

test('the OSS report names its quarter, the one before today by default', () => {
  assert.equal(ossHref(2026, 3), '/api/admin/orders/oss.csv?year=2026&quarter=3');
  assert.deepEqual(lastQuarter(new Date(2026, 10, 27)), { year: 2026, quarter: 3 });
  assert.deepEqual(lastQuarter(new Date(2026, 0, 15)), { year: 2025, quarter: 4 });
  assert.deepEqual(lastQuarter(new Date(2026, 3, 1)), { year: 2026, quarter: 1 });
  assert.deepEqual(lastQuarter(new Date(2026, 2, 31)), { year: 2025, quarter: 4 });
});
