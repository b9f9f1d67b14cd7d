// The back office's texts: the frame's (en.json …) and one folder per area, each with the same
// four languages. An area adds its folder and one line to `areas`.
import en from './en.json' with { type: 'json' };
import lv from './lv.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };
import fi from './fi.json' with { type: 'json' };
import products from './products/index.js';
import * as people from './people/index.js';
import settingsTexts from './settings/index.js';
import contentTexts from './content/index.js';
import pictures from './pictures/index.js';
import * as taxonomy from './taxonomy/index.js';
import importTexts from './import/index.js';
import dashboard from './dashboard/index.js';
import * as shoppers from './shoppers/index.js';
import orders from './orders/index.js';
import orderMoney from './ordermoney/index.js';
import eInvoice from './einvoice/index.js';
import * as safety from './safety/index.js';
import withdrawal from './withdrawal/index.js';
import * as guarantee from './guarantee/index.js';
import vat from './vat/index.js';
import * as energy from './energy/index.js';
import * as guaranteeArt from './guaranteeart/index.js';

const areas = [
  products,
  people,
  settingsTexts,
  contentTexts,
  pictures,
  taxonomy,
  importTexts,
  dashboard,
  shoppers,
  orders,
  orderMoney,
  eInvoice,
  safety,
  withdrawal,
  guarantee,
  vat,
  energy,
  guaranteeArt,
];

// sources are the frame's texts and each area's, in that order (the key test checks that no
// key is in two of them).
export const sources = [{ en, lv, ru, fi }, ...areas];
export const catalogues = { en: {}, lv: {}, ru: {}, fi: {} };
for (const source of sources) for (const l of Object.keys(catalogues)) Object.assign(catalogues[l], source[l]);
