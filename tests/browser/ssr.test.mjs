// Server-side rendering on the shipped bundle, at both widths (ssr-suite.mjs says what is checked).
import { ssrSuite } from './ssr-suite.mjs';
import { DESKTOP, MOBILE } from './harness.mjs';

ssrSuite({ bundle: 'shipped', viewports: [DESKTOP, MOBILE] });
