// The energy label texts: the product form's energy label group (class, label, sheet).
export { default as en } from './en.json' with { type: 'json' };
export { default as lv } from './lv.json' with { type: 'json' };
export { default as ru } from './ru.json' with { type: 'json' };
export { default as fi } from './fi.json' with { type: 'json' };
