// The page preloader (spec §2) hides once the page has rendered and the window has loaded,
// whichever comes last; then it fades out and leaves the DOM. "Rendered" means the page
// itself, not the Suspense fallback shown while its chunk loads.
let rendered = false;
let loaded = false;

function hide(doc) {
  const el = doc.getElementById('preloader');
  if (!el) return;
  el.classList.add('preloader--hidden');
  el.addEventListener('transitionend', () => el.remove(), { once: true });
  setTimeout(() => el.remove(), 400); // in case no transition runs (reduced motion, hidden tab)
}

function check(doc) {
  if (rendered && loaded) hide(doc);
}

export function watchLoad(win = globalThis.window) {
  if (!win) return;
  if (win.document.readyState === 'complete') loaded = true;
  else win.addEventListener('load', () => { loaded = true; check(win.document); }, { once: true });
  check(win.document);
}

export function markRendered(doc = globalThis.document) {
  if (rendered || !doc) return;
  const done = () => {
    rendered = true;
    check(doc);
  };
  if (!doc.querySelector('.page-loading')) return done();
  const obs = new MutationObserver(() => {
    if (doc.querySelector('.page-loading')) return;
    obs.disconnect();
    done();
  });
  obs.observe(doc.getElementById('main') || doc.body, { childList: true, subtree: true });
}
