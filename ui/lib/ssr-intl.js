// The part of Intl the pages use, for the server renderer (QuickJS has no Intl at all):
// PluralRules for the shop's languages (CLDR cardinal rules of en, fi, lv and ru) and
// DateTimeFormat for numeric dates and times (day, month, year, hour, minute, second) in the
// Russian form the spec asks for (and English dates), in UTC, the renderer's zone or an IANA zone the host resolves. The output is the browser's, character for character (tests compare it
// with node's ICU), because the client's first render must equal the server's markup.
// Anything outside that subset throws, so a new format fails the render loudly (the page then
// goes out unrendered) instead of showing something a browser would not.
// Besides Russian and US English dates it writes the numeric days of the other page languages
// (lv-LV, fi-FI, en-IE) that ui/lib/format.js asks for (DATE_FORMS).

// digits of n as PluralRules sees them by default (at most 3 fraction digits): i integer part,
// v number of fraction digits, f fraction digits as an integer
function operands(n) {
  const s = String(Math.round(Math.abs(Number(n)) * 1000) / 1000);
  const [int, frac = ''] = s.split('.');
  return { n: Math.abs(Number(s)), i: Number(int), v: frac.length, f: Number(frac || 0) };
}

const between = (x, lo, hi) => Number.isInteger(x) && x >= lo && x <= hi;

const oneOther = { categories: ['one', 'other'], select: ({ i, v }) => (i === 1 && v === 0 ? 'one' : 'other') };

const RULES = {
  en: oneOther,
  fi: oneOther, // Finnish counts like English
  lv: {
    categories: ['zero', 'one', 'other'],
    select({ n, v, f }) {
      if (n % 10 === 0 || between(n % 100, 11, 19) || (v === 2 && between(f % 100, 11, 19))) return 'zero';
      if ((n % 10 === 1 && n % 100 !== 11) || (v === 2 && f % 10 === 1 && f % 100 !== 11) || (v !== 2 && f % 10 === 1)) return 'one';
      return 'other';
    },
  },
  ru: {
    categories: ['one', 'few', 'many', 'other'],
    select({ i, v }) {
      if (v !== 0) return 'other';
      if (i % 10 === 1 && i % 100 !== 11) return 'one';
      if (between(i % 10, 2, 4) && !between(i % 100, 12, 14)) return 'few';
      return 'many';
    },
  },
};

// language of a locale tag or list ('ru-RU' → 'ru')
function language(locales) {
  const tag = Array.isArray(locales) ? locales[0] : locales;
  return String(tag || 'en').toLowerCase().split(/[-_]/)[0];
}

export class PluralRules {
  #lang;

  constructor(locales, options = {}) {
    if ((options.type || 'cardinal') !== 'cardinal') throw new RangeError('PluralRules: only cardinal rules are available on the server');
    const lang = language(locales);
    this.#lang = lang in RULES ? lang : 'en'; // other languages the shop might meet count like English
  }

  select(n) {
    return RULES[this.#lang].select(operands(n));
  }

  resolvedOptions() {
    return { locale: this.#lang, type: 'cardinal', minimumIntegerDigits: 1, minimumFractionDigits: 0,
      maximumFractionDigits: 3, pluralCategories: [...RULES[this.#lang].categories] };
  }

  static supportedLocalesOf(locales) {
    return [].concat(locales || []).filter((l) => String(l).toLowerCase().split(/[-_]/)[0] in RULES);
  }
}

// How each language (or locale, when its region changes it) writes a numeric date and time:
// the order of the date fields, the separator between them, what joins the date to the time,
// and what follows a day and month without a year. A form marked dayMonth writes only a day and
// month, with or without a numeric year, and no time: Finnish times, Irish English times and the rest of Latvian dates (ICU's Latvian punctuation changes with the fields asked
// for; Latvian is offered only with a two-digit day and month) are not offered.
const DMY = ['day', 'month', 'year'];
const DATE_FORMS = {
  ru: { order: DMY, sep: '.', join: ', ', pad: true },
  en: { order: ['month', 'day', 'year'], sep: '/', join: ', ', pad: false },
  'en-ie': { order: DMY, sep: '/', pad: false, dayMonth: true },
  fi: { order: DMY, sep: '.', pad: false, dayMonth: true, trail: '.' },
  lv: { order: DMY, sep: '.', pad: false, dayMonth: true, trail: '.', twoDigit: true },
};

// the DATE_FORMS key of a locale: the whole tag when it has a form of its own, else its language
function formKey(locales) {
  const tag = String((Array.isArray(locales) ? locales[0] : locales) || 'en').toLowerCase().replace('_', '-');
  return tag in DATE_FORMS ? tag : language(tag);
}
const DATE_FIELDS = ['year', 'month', 'day'];
const TIME_FIELDS = ['hour', 'minute', 'second'];
const STYLES = ['numeric', '2-digit'];

// zoneOffset(zone, ms) is the host's time zone database: minutes east of UTC in an IANA zone
// at an instant. QuickJS knows only UTC and its own local zone; the Go renderer supplies it.
let zoneOffset = null;

export function setZoneOffset(fn) {
  zoneOffset = fn;
}

// wall-clock fields of a date in a zone (the renderer's own zone when none is given)
function fields(date, timeZone) {
  let d = date;
  let utc = false;
  if (timeZone) {
    utc = true;
    if (timeZone !== 'UTC') d = new Date(date.getTime() + zoneOffset(timeZone, date.getTime()) * 60000);
  }
  return {
    year: utc ? d.getUTCFullYear() : d.getFullYear(),
    month: (utc ? d.getUTCMonth() : d.getMonth()) + 1,
    day: utc ? d.getUTCDate() : d.getDate(),
    hour: utc ? d.getUTCHours() : d.getHours(),
    minute: utc ? d.getUTCMinutes() : d.getMinutes(),
    second: utc ? d.getUTCSeconds() : d.getSeconds(),
  };
}

export class DateTimeFormat {
  #lang;
  #options;

  constructor(locales, options = {}) {
    this.#lang = formKey(locales);
    if (!(this.#lang in DATE_FORMS)) throw new RangeError(`DateTimeFormat: ${this.#lang} dates are not available on the server`);
    const o = {};
    for (const [k, v] of Object.entries(options)) {
      if (v === undefined) continue;
      if (DATE_FIELDS.includes(k) || TIME_FIELDS.includes(k)) {
        if (!STYLES.includes(v)) throw new RangeError(`DateTimeFormat: ${k}: ${v} is not available on the server`);
        o[k] = v;
      } else if (k === 'timeZone') {
        o.timeZone = String(v).toUpperCase() === 'UTC' ? 'UTC' : String(v);
        if (o.timeZone !== 'UTC' && !zoneOffset) throw new RangeError(`DateTimeFormat: no time zone data for ${v}`);
      } else if (!(k === 'hour12' && v === false) && !(k === 'hourCycle' && v === 'h23')) {
        throw new RangeError(`DateTimeFormat: option ${k} is not available on the server`);
      }
    }
    if (![...DATE_FIELDS, ...TIME_FIELDS].some((k) => o[k])) Object.assign(o, { year: 'numeric', month: 'numeric', day: 'numeric' });
    if (this.#lang === 'en' && TIME_FIELDS.some((k) => o[k])) throw new RangeError('DateTimeFormat: English times are not available on the server');
    const form = DATE_FORMS[this.#lang];
    if (form.dayMonth && (!o.day || !o.month || TIME_FIELDS.some((k) => o[k]) || (o.year && o.year !== 'numeric')
      || (form.twoDigit && (o.day !== '2-digit' || o.month !== '2-digit')))) {
      throw new RangeError(`DateTimeFormat: ${this.#lang} offers only a day and month (and a numeric year) on the server`);
    }
    this.#options = o;
  }

  formatToParts(value = Date.now()) {
    const date = value instanceof Date ? value : new Date(value);
    if (isNaN(date)) throw new RangeError('Invalid time value');
    const form = DATE_FORMS[this.#lang];
    const f = fields(date, this.#options.timeZone);
    const o = this.#options;
    const num = (k) => {
      let s = String(k === 'year' && o.year === '2-digit' ? f.year % 100 : f[k]);
      const pad = o[k] === '2-digit' || (form.pad && (k === 'day' || k === 'month') && o.year)
        || ((k === 'minute' || k === 'second') && o.hour) || (k === 'second' && o.minute);
      if (pad) s = s.padStart(2, '0');
      return { type: k, value: s };
    };
    const parts = [];
    const date_ = form.order.filter((k) => o[k]);
    date_.forEach((k, i) => {
      if (i) parts.push({ type: 'literal', value: form.sep });
      parts.push(num(k));
    });
    if (form.trail && !o.year) parts.push({ type: 'literal', value: form.trail });
    const time = TIME_FIELDS.filter((k) => o[k]);
    if (date_.length && time.length) parts.push({ type: 'literal', value: form.join });
    time.forEach((k, i) => {
      if (i) parts.push({ type: 'literal', value: ':' });
      parts.push(k === 'hour' ? { type: 'hour', value: String(f.hour).padStart(o.hour === '2-digit' ? 2 : 1, '0') } : num(k));
    });
    return parts;
  }

  format(value) {
    return this.formatToParts(value).map((p) => p.value).join('');
  }

  resolvedOptions() {
    return { locale: this.#lang, calendar: 'gregory', numberingSystem: 'latn', timeZone: this.#options.timeZone || 'local', ...this.#options };
  }
}

export const Intl = { PluralRules, DateTimeFormat };
