// useMedia follows a CSS media query (desktop hover menus vs. touch toggles). It is false
// until the page has hydrated, as on the server, which knows no screen: markup that differs by
// screen size must come from CSS, and only behaviour may follow this.
import { useEffect, useState } from 'react';

export function useMedia(query) {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const mq = matchMedia(query);
    const on = () => setMatches(mq.matches);
    on();
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

export const DESKTOP = '(min-width: 992px)';
