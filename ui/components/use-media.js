// useMedia follows a CSS media query (desktop hover menus vs. touch toggles).
import { useEffect, useState } from 'react';

export function useMedia(query) {
  const get = () => typeof matchMedia !== 'undefined' && matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
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
