// debounce runs fn once calls have stopped for ms (resize handling uses 100 ms, spec §9).
export function debounce(fn, ms) {
  let timer = null;
  const run = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, ms);
  };
  run.cancel = () => {
    clearTimeout(timer);
    timer = null;
  };
  return run;
}

export const RESIZE_DEBOUNCE_MS = 100;
