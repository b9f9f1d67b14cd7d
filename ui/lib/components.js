// Page components by the name the page protocol gives (`component`). Every page is its own
// chunk, and a page is shown only once its chunk is in, so a render never suspends: the client
// loads the first page's chunk before it hydrates the server's markup and each next page's
// before it swaps (the old page stays until then); the server renderer loads them all at once.
export function registry(loaders, fallback = 'not-found') {
  const loaded = new Map();
  const nameOf = (name) => (Object.hasOwn(loaders, name) ? name : fallback);
  const load = async (name) => {
    const n = nameOf(name);
    if (!loaded.has(n)) loaded.set(n, (await loaders[n]()).default);
    return loaded.get(n);
  };
  return {
    names: Object.keys(loaders),
    load,
    // get is the loaded component for a name (an unknown name shows the fallback page)
    get: (name) => loaded.get(nameOf(name)),
    loadAll: () => Promise.all(Object.keys(loaders).map(load)),
  };
}
