// One account form's state (the sign-in, registration and password pages): the values, the
// server's field errors, the busy flag while a call runs, and what follows a call. A failure
// toasts the server's message (lib/api), shows the errors under their fields and scrolls to
// the first one, the header's height plus 130 px clear above it, over 500 ms (spec §2, §8, §9);
// an edit clears its field's error (spec §5). A sign-in that worked takes the new session's
// CSRF token and goes where the server says.
import { useState } from 'react';
import { post, setCsrfToken } from '../../lib/api.js';
import { navigate } from '../../lib/page.js';
import { toast } from '../../state/toasts.js';
import { withValue, withoutErrors } from '../../lib/account-form.js';
import { useErrorScroll } from '../use-error-scroll.js';

export function useAccountForm(initial) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState({});
  const [busy, setBusy] = useState(false);
  const { ref, failed } = useErrorScroll();

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
      failed();
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
