// The basic e-mail pattern the forms check before they call the server (spec §5): something,
// an @, a domain with a dot; no spaces. The server's check is the strict one.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isEmail(text) {
  const s = String(text ?? '').trim();
  return s.length <= 254 && EMAIL.test(s);
}
