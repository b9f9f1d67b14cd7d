import { test } from 'node:test';
import assert from 'node:assert/strict';
import { registry } from './components.js';

const Home = () => 'home';
const NotFound = () => '404';

test('a page is there once its chunk has loaded, and loads once', async () => {
  let calls = 0;
  const pages = registry({ home: async () => { calls++; return { default: Home }; }, 'not-found': async () => ({ default: NotFound }) });
  assert.equal(pages.get('home'), undefined);
  assert.equal(await pages.load('home'), Home);
  await pages.load('home');
  assert.equal(calls, 1);
  assert.equal(pages.get('home'), Home);
  assert.deepEqual(pages.names, ['home', 'not-found']);
});

test('an unknown name shows the fallback page; loadAll loads every page', async () => {
  const pages = registry({ home: async () => ({ default: Home }), 'not-found': async () => ({ default: NotFound }) });
  assert.equal(await pages.load('no-such-page'), NotFound);
  assert.equal(pages.get('toString'), NotFound);
  await pages.loadAll();
  assert.equal(pages.get('home'), Home);
});
