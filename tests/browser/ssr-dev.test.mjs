// Server-side rendering on a development build, whose React reports every hydration mismatch,
// at the phone's width. The server knows no width, so a page that renders differently by
// width mismatches at one width or the other; the shipped bundle's run at both widths catches
// a mismatch of text or structure too, as its React then drops the server's <main>
// (ssr-suite.mjs checks it is kept).
import { ssrSuite } from './ssr-suite.mjs';
import { MOBILE } from './harness.mjs';

ssrSuite({ bundle: 'development', viewports: [MOBILE] });
