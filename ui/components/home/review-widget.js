// The Latvian shop embeds a third-party review widget: its script is appended once, and only
// when the shop names one (the server's CSP allows exactly that origin).
import { useEffect } from 'react';

export function useReviewWidget(url) {
  useEffect(() => {
    if (!url || document.querySelector('script[data-review-widget]')) return;
    const s = document.createElement('script');
    s.async = true;
    s.src = url;
    s.dataset.reviewWidget = '';
    document.body.append(s);
  }, [url]);
}
