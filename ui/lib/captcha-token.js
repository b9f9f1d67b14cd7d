// captchaTokenFor is captchaToken with the site key given (the back office reads it from its
// shell, not from the storefront's shared props).
export async function captchaTokenFor(key, action) {
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
