import { captcha } from '../state/shared.js';
import { captchaTokenFor } from './captcha-token.js';

// captchaToken gets the token a form posts as gRecaptchaResponse (spec §5: invisible
// captcha on registration, profile, contact, newsletter and back-in-stock). With a
// reCAPTCHA v3 site key the shop's page loads Google's script once, on the first form sent,
// and asks it for a fresh token per submission (a token is good once); without one the shop
// runs its local verifier, which takes "local:" and the form's action.
export function captchaToken(action) {
  return captchaTokenFor(captcha.value.site_key, action);
}
