// Builds the UI bundle into assets/dist: hashed, code-split ESM files for the browser, the back
// office's own bundle (ui/admin/main.jsx), one script for the server renderer (ui/server.jsx,
// run by the Go binary in QuickJS), a manifest the server reads, and .br/.gz twins so the
// server never compresses a static file at request time. `node ui/build.mjs --watch` rebuilds
// every part on change (use with `shop --dev assets/dist`); `--development` builds once with
// React's development build (its warnings, e.g. about hydration, reach the console), and
// `--out DIR` writes elsewhere (the browser tests do both).
import * as esbuild from 'esbuild';
import { rmSync, mkdirSync, writeFileSync, readFileSync, readdirSync, existsSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import path from 'node:path';
import { messageKeys } from './lib/message-keys.js';

const arg = (name) => process.argv.includes(name);
const out = arg('--out') ? process.argv[process.argv.indexOf('--out') + 1] : 'assets/dist';
const watch = arg('--watch');
const mode = watch || arg('--development') ? 'development' : 'production';

const common = {
  bundle: true,
  outdir: out,
  entryNames: '[name]-[hash]',
  minify: mode === 'production',
  sourcemap: false,
  metafile: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  legalComments: 'none',
  logLevel: 'warning',
  // React 19 has the hook the pre-18 shim provides: no need to ship the shim
  alias: { 'use-sync-external-store/shim/index.js': './ui/lib/use-sync-external-store.js', 'use-sync-external-store/shim': './ui/lib/use-sync-external-store.js' },
};

const client = {
  ...common,
  entryPoints: { app: 'ui/main.jsx' },
  splitting: true,
  format: 'esm',
  chunkNames: '[name]-[hash]',
  assetNames: '[name]-[hash]',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  loader: { '.svg': 'file', '.png': 'file' },
};

// The back office: its own entry, bundle and style sheet (ui/admin/), rendered in the browser
// only. Nothing of it reaches the storefront's files, so the shop's pages do not grow with it.
const admin = {
  ...common,
  entryPoints: { admin: 'ui/admin/main.jsx' },
  format: 'esm',
  target: client.target,
  loader: { '.json': 'json' },
};

// serverTwins: where ui/ has x.server.jsx next to x.jsx, the server script takes the twin. A
// component the browser loads lazily (components/deferred.jsx) is then rendered whole on the
// server, which cannot wait for a chunk.
const serverTwins = {
  name: 'server-twins',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\/.*\.jsx$/ }, (args) => {
      const twin = path.join(args.resolveDir, args.path.replace(/\.jsx$/, '.server.jsx'));
      return existsSync(twin) && !args.importer.endsWith('.server.jsx') ? { path: twin } : undefined;
    });
  },
};

// The server script: one IIFE with every page in it. React's renderToString-only build is
// the whole server side it needs (the streaming build wants TextEncoder and streams at load).
const server = {
  ...common,
  entryPoints: { server: 'ui/server.jsx' },
  format: 'iife',
  target: ['es2020'],
  alias: { 'react-dom/server': `./node_modules/react-dom/cjs/react-dom-server-legacy.browser.${mode}.js` },
  plugins: [serverTwins],
};

// pageNames reads the registry (ui/pages/index.js): component name → file, which must match
// (a page's file is named after its component), so the shell can preload a page's chunk.
function pageNames() {
  const src = readFileSync('ui/pages/index.js', 'utf8');
  const entries = [...src.matchAll(/^\s*'?([\w-]+)'?\s*:\s*\(\)\s*=>\s*import\('\.\/([\w-]+)\.jsx'\)/gm)];
  if (!entries.length) throw new Error('ui/pages/index.js: no page registered as name: () => import(\'./name.jsx\')');
  for (const [, name, file] of entries) if (name !== file) throw new Error(`ui/pages/index.js: page ${name} lives in ${file}.jsx; name the file after the component`);
  return entries.map(([, name]) => name);
}

// The manifest: the entry and its static imports (every page needs them), each page's own chunk
// with the chunks only it imports (preloaded by the shell of that page), the server script, and
// the translation keys the bundled UI source can ask for (the server sends pages only those).
function manifestOf(clientResult, serverResult, adminResult) {
  const outputs = clientResult.metafile.outputs;
  const base = (f) => path.basename(f);
  const staticImports = (file) => outputs[file].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const entry = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'ui/main.jsx');
  for (const o of Object.values(outputs)) { // see ui/common.js
    const from = o.entryPoint && clientResult.metafile.inputs[o.entryPoint];
    if (from && o.entryPoint !== 'ui/main.jsx' && !from.imports.some((i) => i.path === 'ui/common.js')) {
      throw new Error(`${o.entryPoint} loads on demand but does not import ui/common.js: its shared code would split into more files`);
    }
  }
  const preload = staticImports(entry);
  const shared = new Set([entry, ...preload]);
  const pages = {};
  for (const name of pageNames()) {
    const file = Object.keys(outputs).find((f) => outputs[f].entryPoint === `ui/pages/${name}.jsx`);
    if (!file) throw new Error(`no chunk for page ${name}`);
    const own = [];
    for (const todo = [file]; todo.length;) {
      const f = todo.shift();
      if (shared.has(f) || own.includes(f)) continue;
      own.push(f);
      todo.push(...staticImports(f));
    }
    pages[name] = own.map(base);
  }
  const serverOut = Object.keys(serverResult.metafile.outputs).find((f) => f.endsWith('.js'));
  const css = outputs[entry].cssBundle;
  const sources = Object.keys(clientResult.metafile.inputs).filter((f) => f.startsWith('ui/')).map((f) => readFileSync(f, 'utf8'));
  const messages = messageKeys(sources, Object.keys(JSON.parse(readFileSync('i18n/en.json', 'utf8'))));
  const adminOut = Object.entries(adminResult.metafile.outputs).find(([, o]) => o.entryPoint === 'ui/admin/main.jsx');
  const adminBundle = { js: base(adminOut[0]), css: adminOut[1].cssBundle ? base(adminOut[1].cssBundle) : '' };
  return { js: base(entry), css: css ? base(css) : '', preload: preload.map(base), pages, server: base(serverOut), messages, admin: adminBundle };
}

function writeManifest(manifest) {
  writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 1));
  writeFileSync(path.join(out, 'index.html'), '<!-- Built UI bundle; the server renders the HTML shell. -->\n');
}

function precompress(manifest) {
  for (const f of readdirSync(out)) {
    if (!/\.(js|css|svg|json)$/.test(f) || f === 'manifest.json' || f === manifest.server) continue;
    const buf = readFileSync(path.join(out, f));
    writeFileSync(path.join(out, f + '.gz'), gzipSync(buf, { level: 9 }));
    writeFileSync(path.join(out, f + '.br'), brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

// A build starts clean; the watcher adds to the folder the server is reading from.
if (!watch) rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
if (watch) {
  // Each side rebuilds on its own; the manifest is written whenever both have a good build.
  const last = {};
  const onEnd = (side) => ({
    name: 'manifest',
    setup(b) {
      b.onEnd((r) => {
        if (r.errors.length) return;
        last[side] = r;
        if (last.client && last.server && last.admin) writeManifest(manifestOf(last.client, last.server, last.admin));
      });
    },
  });
  const contexts = await Promise.all([
    esbuild.context({ ...client, plugins: [onEnd('client')] }),
    esbuild.context({ ...server, plugins: [...server.plugins, onEnd('server')] }),
    esbuild.context({ ...admin, plugins: [onEnd('admin')] }),
  ]);
  await Promise.all(contexts.map((c) => c.watch()));
  console.log('watching ui/ …');
} else {
  const [c, s, a] = await Promise.all([esbuild.build(client), esbuild.build(server), esbuild.build(admin)]);
  const m = manifestOf(c, s, a);
  writeManifest(m);
  if (mode === 'production') precompress(m); // a development build is for tests and dev mode, never shipped
  console.log('built', m.js, m.css, m.server);
}
