import { captcha } from '../state/shared.js';

// captchaToken gets the token a form posts as gRecaptchaResponse (spec §5: invisible
// captcha on registration, profile, contact, newsletter and back-in-stock). With a
// reCAPTCHA v3 site key the shop's page loads Google's script once, on the first form sent,
// and asks it for a fresh token per submission (a token is good once); without one the shop
// runs its local verifier, which takes "local:" and the form's action.
export async function captchaToken(action) {
  const key = captcha.value.site_key;
  if (!key) return 'local:' + action;
  const g = await loadScript(key);
  await new Promise((resolve) => g.ready(resolve));
  return g.execute(key, { action });
}

let loading;
function loadScript(key) {
  loading ||= new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = 'https://www.google.com/recaptcha/api.js?render=' + encodeURIComponent(key);
    s.async = true;
    s.onload = () => resolve(window.grecaptcha);
    s.onerror = () => { loading = null; reject(new Error('captcha script failed to load')); };
    document.head.appendChild(s);
  });
  return loading;
}
