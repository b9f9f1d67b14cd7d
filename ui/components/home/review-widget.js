// The Latvian shop embeds a third-party review widget: its script is appended once, only when
// the shop names one (the server's CSP allows exactly that origin) and only once the shopper
// has accepted cookies: a third party's script is not needed for the shop to work, so it
// must not load (and may not set or read its cookies) before consent (ePrivacy Art. 5(3)).
import { useEffect } from 'react';

export function useReviewWidget(url, granted) {
  useEffect(() => {
    if (!url || !granted || document.querySelector('script[data-review-widget]')) return;
    const s = document.createElement('script');
    s.async = true;
    s.src = url;
    s.dataset.reviewWidget = '';
    document.body.append(s);
  }, [url, granted]);
}
