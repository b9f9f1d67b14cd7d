// The official legal-guarantee notice's artwork texts: its page (pages/guarantee-art.jsx).
export { default as en } from './en.json' with { type: 'json' };
export { default as lv } from './lv.json' with { type: 'json' };
export { default as ru } from './ru.json' with { type: 'json' };
export { default as fi } from './fi.json' with { type: 'json' };
