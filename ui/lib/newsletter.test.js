import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sendNewsletter } from './newsletter.js';

const fakes = (answer) => {
  const calls = [];
  let tokens = 0;
  return {
    calls,
    captchaToken: async (action) => `token-${++tokens}-${action}`,
    post: async (url, body) => {
      calls.push({ url, body });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
};

test('each submission posts the trimmed e-mail with a fresh newsletter token to the given action', async () => {
  const f = fakes({ message: 'Check your inbox' });
  assert.deepEqual(await sendNewsletter('/api/x', ' anna@example.com ', f), { message: 'Check your inbox', error: '', unsent: false });
  await sendNewsletter('/api/x', 'bob@example.com', f);
  assert.deepEqual(f.calls, [
    { url: '/api/x', body: { email: 'anna@example.com', gRecaptchaResponse: 'token-1-newsletter' } },
    { url: '/api/x', body: { email: 'bob@example.com', gRecaptchaResponse: 'token-2-newsletter' } },
  ]);
});

test('a refusal hands back the field error for under the input: the e-mail first, else the captcha', async () => {
  const err = Object.assign(new Error('bad'), { status: 422, errors: { email: ['Enter an e-mail'] } });
  assert.deepEqual(await sendNewsletter('/a', 'x', fakes(err)), { message: '', error: 'Enter an e-mail', unsent: false });
  const captcha = Object.assign(new Error('bad'), { status: 422, errors: { gRecaptchaResponse: ['Not a person'] } });
  assert.deepEqual(await sendNewsletter('/a', 'a@b.lv', fakes(captcha)), { message: '', error: 'Not a person', unsent: false });
  assert.deepEqual(await sendNewsletter('/a', 'a@b.lv', fakes(Object.assign(new Error('503'), { status: 503 }))), { message: '', error: '', unsent: false });
});

test('a captcha that cannot load is a failure without a call', async () => {
  const f = fakes({ message: 'never' });
  f.captchaToken = async () => { throw new Error('script failed'); };
  assert.deepEqual(await sendNewsletter('/a', 'a@b.lv', f), { message: '', error: '', unsent: true });
  assert.equal(f.calls.length, 0);
});
