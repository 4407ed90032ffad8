/** Loads Pagefind's Node API (an ES module) from CommonJS: see load-pagefind.cjs. */
declare function loadPagefind(): Promise<typeof import('pagefind')>;
export = loadPagefind;
