// Builds the UI bundle into assets/dist: hashed, code-split ESM files, a manifest the server
// reads, and .br/.gz twins so the server never compresses a static file at request time.
// `node ui/build.mjs --watch` rebuilds on change (use with `shop --dev assets/dist`).
import * as esbuild from 'esbuild';
import { rmSync, mkdirSync, writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import path from 'node:path';

const out = 'assets/dist';
const watch = process.argv.includes('--watch');

const options = {
  entryPoints: { app: 'ui/main.jsx' },
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: out,
  entryNames: '[name]-[hash]',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  minify: !watch,
  sourcemap: false,
  metafile: true,
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  jsx: 'automatic',
  loader: { '.svg': 'file', '.png': 'file' },
  define: { 'process.env.NODE_ENV': watch ? '"development"' : '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
};

function writeManifest(result) {
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'ui/main.jsx');
  const css = outputs[entry].cssBundle;
  const preload = outputs[entry].imports.filter((i) => i.kind === 'import-statement').map((i) => path.basename(i.path));
  const manifest = { js: path.basename(entry), css: css ? path.basename(css) : '', preload };
  writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 1));
  writeFileSync(path.join(out, 'index.html'), '<!-- Built UI bundle; the server renders the HTML shell. -->\n');
  if (watch) return manifest;
  for (const f of readdirSync(out)) {
    if (!/\.(js|css|svg|json)$/.test(f) || f === 'manifest.json') continue;
    const buf = readFileSync(path.join(out, f));
    writeFileSync(path.join(out, f + '.gz'), gzipSync(buf, { level: 9 }));
    writeFileSync(path.join(out, f + '.br'), brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  return manifest;
}

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
if (watch) {
  const ctx = await esbuild.context({ ...options, plugins: [{ name: 'manifest', setup(b) { b.onEnd((r) => r.metafile && writeManifest(r)); } }] });
  await ctx.watch();
  console.log('watching ui/ …');
} else {
  const result = await esbuild.build(options);
  const m = writeManifest(result);
  console.log('built', m.js, m.css);
}
