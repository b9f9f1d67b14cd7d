// Line icons drawn inline (no icon font, no external request). Decorative by default: the
// control that holds an icon carries the accessible name.
const paths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM16 16l5 5',
  heart: 'M12 20.5s-7.5-4.6-9.2-9.3C1.7 8 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.5 3.5 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z',
  compare: 'M7 4v16M17 4v16M3 9l4-5 4 5M13 15l4 5 4-5',
  cart: 'M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1M10 20.5h.01M18 20.5h.01',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM3.5 21c.9-4 4.4-6.5 8.5-6.5s7.6 2.5 8.5 6.5',
  close: 'M6 6l12 12M18 6L6 18',
  left: 'M15 5l-7 7 7 7',
  right: 'M9 5l7 7-7 7',
  down: 'M5 9l7 7 7-7',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 8v5M12 16.5h.01M10.3 3.9L2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  truck: 'M2 6h11v10H2zM13 10h4l4 4v2h-8M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  locker: 'M4 3h16v18H4zM4 9h16M4 15h16M12 3v18',
  shop: 'M3 9l1.5-5h15L21 9M3 9h18M3 9v2a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0V9M5 13.5V21h14v-7.5M10 21v-5h4v5',
  zoom: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15zM16 16l5 5M10.5 7.5v6M7.5 10.5h6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  pause: 'M7 5h3v14H7zM14 5h3v14h-3z',
  play: 'M7 4.5v15L19.5 12z',
};

export function Icon({ name, size = 24, className = '', filled = false }) {
  return (
    <svg className={'icon ' + className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false"
      fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
