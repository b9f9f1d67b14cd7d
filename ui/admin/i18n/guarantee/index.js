// The producer's commercial guarantee of durability: the product form's field, its hint and
// its error.
export { default as en } from './en.json' with { type: 'json' };
export { default as lv } from './lv.json' with { type: 'json' };
export { default as ru } from './ru.json' with { type: 'json' };
export { default as fi } from './fi.json' with { type: 'json' };
