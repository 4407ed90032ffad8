/**
 * The search bar's link to its web worker, loaded the first time a reader uses search.
 *
 * The search bar and the search page import `../searchByWorker` (with Comlink) into the main
 * bundle, which every page downloads, though both of its functions are only called once a
 * reader focuses the search box or opens /search. This stand-in has the same two async
 * functions and fetches the real module on the first call (see configureWebpack in ./index.ts).
 */
type Real = typeof import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js');

let real: Promise<Real> | undefined;
// A path the replacement in ./index.ts does not match (it matches the relative `../searchByWorker`).
const load = (): Promise<Real> =>
  (real ??= import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js'));

export const fetchIndexesByWorker: Real['fetchIndexesByWorker'] = async (...args) =>
  (await load()).fetchIndexesByWorker(...args);

export const searchByWorker: Real['searchByWorker'] = async (...args) =>
  (await load()).searchByWorker(...args);
