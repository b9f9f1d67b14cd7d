// One account form's state (the sign-in, registration and password pages): the values, the
// server's field errors, the busy flag while a call runs, and what follows a call. A failure
// toasts the server's message (lib/api), shows the errors under their fields and scrolls to
// the first one (spec §2, §8); an edit clears its field's error (spec §5). A sign-in that
// worked takes the new session's CSRF token and goes where the server says.
import { useEffect, useRef, useState } from 'react';
import { post, setCsrfToken } from '../../lib/api.js';
import { navigate } from '../../lib/page.js';
import { toast } from '../../state/toasts.js';
import { withValue, withoutErrors } from '../../lib/account-form.js';

export function useAccountForm(initial) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const ref = useRef(null);
  useEffect(() => {
    if (failures) scrollToError(ref.current);
  }, [failures]);

  const edit = (path, value) => {
    setForm((f) => withValue(f, path, value));
    setErrors((e) => withoutErrors(e, path));
  };
  // send posts body() (which may wait for a captcha token) to url; it answers the server's
  // answer, or null after a failure.
  const send = async (url, body) => {
    setBusy(true);
    try {
      return await post(url, await body());
    } catch (err) {
      setErrors(err.errors || {});
      setFailures((n) => n + 1);
      setBusy(false);
      return null;
    }
  };
  return { form, setForm, errors, busy, edit, send, ref };
}

// signedIn follows an answer that signed the shopper in: {message, path, csrf}.
export function signedIn(res) {
  if (!res) return;
  setCsrfToken(res.csrf);
  toast(res.message);
  navigate(res.path);
}

// scrollToError scrolls the page so the first error in root sits the header's height plus
// 130 px below the top, over 500 ms (spec §2, §9). It is lib/scroll.js's scrollToFirstError
// written out again: importing that module here would split it from the sliders' chunk and
// cost the home and product pages' first JavaScript a file of its own (about 300 bytes gzip).
function scrollToError(root) {
  const el = root?.querySelector('.field-error');
  if (!el) return;
  const header = document.querySelector('.site-header')?.getBoundingClientRect().height || 0;
  const from = scrollY;
  const to = Math.max(0, Math.round(from + el.getBoundingClientRect().top - header - 130));
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return scrollTo(0, to);
  const start = performance.now();
  const step = (now) => {
    const t = Math.min(1, (now - start) / 500);
    scrollTo(0, from + (to - from) * (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
