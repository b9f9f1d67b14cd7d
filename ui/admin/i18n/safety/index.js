// The product safety texts (GPSR): the brand form's manufacturer and EU responsible person,
// the product form's warnings in each language.
export { default as en } from './en.json' with { type: 'json' };
export { default as lv } from './lv.json' with { type: 'json' };
export { default as ru } from './ru.json' with { type: 'json' };
export { default as fi } from './fi.json' with { type: 'json' };
