// The shoppers' area's texts: customers, reviews, contact messages, subscriptions.
export { default as en } from './en.json' with { type: 'json' };
export { default as lv } from './lv.json' with { type: 'json' };
export { default as ru } from './ru.json' with { type: 'json' };
export { default as fi } from './fi.json' with { type: 'json' };
