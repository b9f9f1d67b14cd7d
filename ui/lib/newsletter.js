// One newsletter submission (spec §4, §5, §7): a fresh captcha token for each (a reCAPTCHA
// token is good once, and for two minutes), then POST {email, gRecaptchaResponse} to the
// action the page gives. The outcome is what the box shows: the server's message to toast,
// or the field error to put under the input (the api client has toasted the message of a
// failure itself); unsent when no call was made (the captcha script did not load), which the
// box toasts itself. The box clears the e-mail afterwards either way.
export async function sendNewsletter(action, email, { post, captchaToken }) {
  try {
    const token = await captchaToken('newsletter');
    const res = await post(action, { email: String(email).trim(), gRecaptchaResponse: token });
    return { message: res.message || '', error: '', unsent: false };
  } catch (err) {
    const errors = err?.errors || {};
    return { message: '', error: errors.email?.[0] || errors.gRecaptchaResponse?.[0] || '', unsent: !('status' in Object(err)) };
  }
}
