import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { compareIds } from './shared.js';
import { toggleCompare, COMPARE_MODAL_MS } from './compare.js';
import { compareModal } from './modals.js';
import { toasts } from './toasts.js';

test('the compare-added modal closes 7 s after the last add; a new add restarts the time', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    compareIds.value = [];
    assert.equal(COMPARE_MODAL_MS, 7000);
    toggleCompare({ id: 1, title: 'A' });
    assert.equal(compareModal.value?.id, 1);
    mock.timers.tick(5000);
    toggleCompare({ id: 2, title: 'B' });
    mock.timers.tick(5000); // 10 s after the first add, 5 s after the second
    assert.equal(compareModal.value?.id, 2, 'closed on the first add\'s time');
    mock.timers.tick(2000);
    assert.equal(compareModal.value, null);
    assert.deepEqual(compareIds.value, [1, 2], 'adds do not append');
  } finally {
    mock.timers.reset();
  }
});

test('a sixth product is refused with system_add_to_compare_max; removal tells the shopper', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    compareIds.value = [1, 2, 3, 4, 5];
    toasts.value = [];
    assert.equal(toggleCompare({ id: 6 }), false);
    assert.deepEqual(compareIds.value, [1, 2, 3, 4, 5]);
    assert.equal(toasts.value[0].type, 'error');
    assert.match(toasts.value[0].message, /system_add_to_compare_max/);
    toggleCompare({ id: 3 });
    assert.deepEqual(compareIds.value, [1, 2, 4, 5]);
    assert.equal(toasts.value.at(-1).type, 'success');
  } finally {
    mock.timers.reset();
  }
});
