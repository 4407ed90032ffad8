/**
 * Works out, from a production build alone, which JavaScript files a page needs on a first
 * visit (empty cache), before the page is interactive.
 *
 * A Docusaurus page gets its code in two steps:
 *
 * 1. The HTML references the entry scripts: `<script src>` for `runtime~main` and `main`
 *    (and `<link rel="preload|prefetch|modulepreload">` for scripts, if a plugin adds any).
 * 2. Before hydrating, `main` loads the chunks of every route in the page's route chain
 *    (for a doc: the docs root, the version, the sidebar layout and the doc itself). Each
 *    route names its chunks in `routesChunkNames`; the route registry maps a chunk name to
 *    the chunk ids its `import()` loads (`n.e("…")`); the runtime maps an id to a file.
 *    With Rspack these route chunks are not listed in the HTML, so they are read from the
 *    bundle: the routes table and registry from `main`, the id → file table from the runtime.
 *
 * Not counted: chunks that `<Link>` prefetches for links scrolled into view (they depend on
 * the viewport and are not needed to use the page), and chunks that components load later
 * with their own `import()` (such as the mermaid library, which loads only once a diagram
 * mounts).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ScriptFile {
  /** Path inside the build, e.g. `assets/js/main.1a2b3c4d.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Why it is needed: `html` (referenced by the page) or `route` (a route chunk). */
  via: 'html' | 'route';
}

interface RouteEntry {
  path: string;
  hash?: string;
  exact?: boolean;
  routes?: RouteEntry[];
}

// ---------------------------------------------------------------------------
// A reader for the small subset of JavaScript the bundle's data literals use
// ---------------------------------------------------------------------------

/** Reads a JavaScript string literal starting at `start` (a quote); returns its value and end. */
export function readStringLiteral(source: string, start: number): { value: string; end: number } {
  const quote = source[start];
  if (quote !== '"' && quote !== "'") throw new Error(`No string literal at ${start}`);
  let value = '';
  let i = start + 1;
  while (i < source.length && source[i] !== quote) {
    const ch = source[i] ?? '';
    if (ch !== '\\') {
      value += ch;
      i += 1;
      continue;
    }
    const next = source[i + 1] ?? '';
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
    if (next === 'u' && source[i + 2] === '{') {
      const close = source.indexOf('}', i);
      value += String.fromCodePoint(parseInt(source.slice(i + 3, close), 16));
      i = close + 1;
    } else if (next === 'u') {
      value += String.fromCharCode(parseInt(source.slice(i + 2, i + 6), 16));
      i += 6;
    } else if (next === 'x') {
      value += String.fromCharCode(parseInt(source.slice(i + 2, i + 4), 16));
      i += 4;
    } else if (next === '\n') {
      i += 2;
    } else {
      value += simple[next] ?? next;
      i += 2;
    }
  }
  if (i >= source.length) throw new Error(`Unterminated string literal at ${start}`);
  return { value, end: i + 1 };
}

/**
 * Parses a data literal: objects, arrays, strings, numbers, `!0`/`!1`, `true`/`false`/`null`,
 * and calls `f("a","b")` (returned as `{ $call: 'f', args: [...] }`). Anything else throws.
 */
export function parseLiteral(source: string, start = 0): { value: unknown; end: number } {
  let i = start;
  const skip = () => {
    while (/\s/.test(source[i] ?? '')) i += 1;
  };
  const parseValue = (): unknown => {
    skip();
    const ch = source[i];
    if (ch === '"' || ch === "'") {
      const { value, end } = readStringLiteral(source, i);
      i = end;
      return value;
    }
    if (ch === '[') {
      i += 1;
      const items: unknown[] = [];
      skip();
      while (source[i] !== ']') {
        items.push(parseValue());
        skip();
        if (source[i] === ',') i += 1;
        skip();
      }
      i += 1;
      return items;
    }
    if (ch === '{') {
      i += 1;
      const object: Record<string, unknown> = {};
      skip();
      while (source[i] !== '}') {
        let key: string;
        if (source[i] === '"' || source[i] === "'") {
          const literal = readStringLiteral(source, i);
          key = literal.value;
          i = literal.end;
        } else {
          const match = /^[\w$]+/.exec(source.slice(i, i + 200));
          if (!match) throw new Error(`Unexpected ${source.slice(i, i + 20)} in object at ${i}`);
          key = /^(0x[\da-f]+|\d+(\.\d+)?(e\d+)?)$/i.test(match[0]) ? String(Number(match[0])) : match[0];
          i += match[0].length;
        }
        skip();
        if (source[i] !== ':') throw new Error(`Expected ':' at ${i}`);
        i += 1;
        object[key] = parseValue();
        skip();
        if (source[i] === ',') i += 1;
        skip();
      }
      i += 1;
      return object;
    }
    if (source.startsWith('!0', i)) {
      i += 2;
      return true;
    }
    if (source.startsWith('!1', i)) {
      i += 2;
      return false;
    }
    const word = /^[\w$.]+/.exec(source.slice(i, i + 200))?.[0];
    if (!word) throw new Error(`Unexpected ${source.slice(i, i + 20)} at ${i}`);
    i += word.length;
    if (word === 'true' || word === 'false') return word === 'true';
    if (word === 'null') return null;
    if (/^(0x[\da-f]+|\d+(\.\d+)?(e\d+)?)$/i.test(word)) return Number(word);
    skip();
    if (source[i] === '(') {
      i += 1;
      const args: unknown[] = [];
      skip();
      while (source[i] !== ')') {
        args.push(parseValue());
        skip();
        if (source[i] === ',') i += 1;
        skip();
      }
      i += 1;
      return { $call: word, args };
    }
    throw new Error(`Unsupported identifier ${word} at ${i}`);
  };
  const value = parseValue();
  return { value, end: i };
}

// ---------------------------------------------------------------------------
// The bundle's tables
// ---------------------------------------------------------------------------

/** The routes table: the array literal holding `{path:…,component:f("/path","hash")…}`. */
export function readRoutes(main: string): RouteEntry[] {
  const firstComponent = /component:[\w$]+\("/.exec(main);
  if (!firstComponent) throw new Error('No routes table (component:f("/…")) found in the main bundle');
  const start = main.lastIndexOf('[{path:', firstComponent.index);
  if (start === -1) throw new Error('Could not find the start of the routes table in the main bundle');
  const toRoute = (raw: unknown): RouteEntry => {
    const item = raw as {
      path: string;
      exact?: boolean;
      component?: { args?: unknown[] };
      routes?: unknown[];
    };
    const args = item.component?.args ?? [];
    return {
      path: item.path,
      hash: typeof args[1] === 'string' ? args[1] : undefined,
      exact: item.exact,
      routes: item.routes?.map(toRoute),
    };
  };
  return (parseLiteral(main, start).value as unknown[]).map(toRoute);
}

/** `routesChunkNames`: route key (`/path-hash`) → the chunk names its component needs. */
export function readRouteChunkNames(main: string): Record<string, unknown> {
  const marker = /JSON\.parse\((['"])\{"\/[^"]*-[\w]+":\{"__comp"/.exec(main);
  if (!marker)
    throw new Error('No routesChunkNames (JSON.parse(\'{"/…":{"__comp"…\')) found in the main bundle');
  const literal = readStringLiteral(main, marker.index + 'JSON.parse('.length);
  return JSON.parse(literal.value) as Record<string, unknown>;
}

/**
 * The route registry: chunk name → the chunk ids its loader (`() => n.e("…")`) requests; none
 * for modules already in the main bundle (`() => Promise.resolve()…`).
 */
export function readRegistry(main: string): Map<string, string[]> {
  const registry = new Map<string, string[]>();
  const entry =
    /(?:"([^"]+)"|([A-Za-z_$][\w$]*)|(0x[\da-f]+|\d+(?:e\d+)?)):\[\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\("[^"]+"\)|Promise\.resolve\(\))/gi;
  for (const match of main.matchAll(entry)) {
    const name = match[1] ?? match[2] ?? String(Number(match[3]));
    const ids = [...(match[4] ?? '').matchAll(/\.e\("([^"]+)"\)/g)].map((m) => m[1] ?? '');
    registry.set(name, ids);
  }
  if (registry.size === 0)
    throw new Error('No route registry ("name":[()=>n.e("…")…]) found in the main bundle');
  return registry;
}

/**
 * The runtime's chunk id → file table (`n.u`): `"assets/js/"+e+"."+({id:hash})[e]+".js"`, files
 * named by id (src/plugins/lean-client), or, as stock Docusaurus names them,
 * `"assets/js/"+(({id:name})[e]||e)+"."+({id:hash})[e]+".js"`.
 */
export function readChunkFiles(runtime: string): Map<string, string> {
  const table =
    /"(assets\/js\/)"\+(?:\(\(\{([^}]*)\}\)\[[\w$]+\]\|\|[\w$]+\)|[\w$]+)\+"\."\+\(\{([^}]*)\}\)\[[\w$]+\]\+"\.js"/.exec(
      runtime,
    );
  if (!table) throw new Error('No chunk file table ("assets/js/"+…+"."+({…})[e]+".js") found in the runtime');
  const pairs = (body: string) =>
    new Map(
      [...body.matchAll(/(?:"([^"]+)"|([\w$]+)):"([^"]*)"/g)].map((m) => [
        m[1] ?? (/^(0x[\da-f]+|\d+)$/i.test(m[2] ?? '') ? String(Number(m[2])) : (m[2] ?? '')),
        m[3] ?? '',
      ]),
    );
  const names = pairs(table[2] ?? '');
  const hashes = pairs(table[3] ?? '');
  const files = new Map<string, string>();
  for (const [id, hash] of hashes) files.set(id, `${table[1]}${names.get(id) ?? id}.${hash}.js`);
  return files;
}

/** The routes a pathname renders, outermost first (react-router-config's matchRoutes). */
export function matchRouteChain(routes: RouteEntry[], pathname: string): RouteEntry[] {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const target = normalise(pathname);
  const matches = (route: RouteEntry) => {
    if (route.path === '*') return true;
    const routePath = normalise(route.path);
    if (route.exact) return routePath === target;
    return routePath === '/' || target === routePath || target.startsWith(`${routePath}/`);
  };
  const route = routes.find(matches);
  if (!route) return [];
  return [route, ...(route.routes ? matchRouteChain(route.routes, pathname) : [])];
}

function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringLeaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringLeaves);
  return [];
}

/**
 * Script URLs a page's HTML references: `<script src>`, script preloads/prefetches, and the
 * scripts the page's loader adds after the first paint (src/ssr/template.ts: an inline script
 * that calls `createElement("script")` on the URLs in its `data-scripts` attribute).
 */
export function htmlScripts(html: string): string[] {
  const urls: string[] = [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
  for (const [, tag = '', body = ''] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const src = attribute(tag, 'src');
    const list = attribute(tag, 'data-scripts');
    if (src) urls.push(src);
    else if (list && /createElement\(["']script["']\)/.test(body)) {
      urls.push(...(JSON.parse(list.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as string[]));
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase() ?? '';
    const as = attribute(tag, 'as')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload' || ((rel === 'preload' || rel === 'prefetch') && as === 'script'))
      urls.push(href);
  }
  return urls;
}

/** The HTML file a clean URL is served from (`/x` → x.html or x/index.html). */
export function htmlFileFor(buildDir: string, pathname: string): string {
  const base = path.join(buildDir, pathname);
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [`${base}.html`, path.join(base, 'index.html')];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`No HTML file for ${pathname} in ${buildDir}`);
  return found;
}

function describe(buildDir: string, file: string, via: ScriptFile['via']): ScriptFile {
  const content = fs.readFileSync(path.join(buildDir, file));
  return { file, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length, via };
}

/** The JavaScript files a page needs on a first visit (see the comment at the top). */
export function firstVisitScripts(buildDir: string, pathname: string, baseUrl = '/'): ScriptFile[] {
  const html = fs.readFileSync(htmlFileFor(buildDir, pathname), 'utf8');
  const local = htmlScripts(html)
    .filter((url) => url.startsWith(baseUrl) && !url.startsWith('//'))
    .map((url) => url.slice(baseUrl.length).split(/[?#]/)[0] ?? '');
  const mainFile = local.find((file) => /(^|\/)main\.[\w]+\.js$/.test(file));
  const runtimeFile = local.find((file) => /(^|\/)runtime~main\.[\w]+\.js$/.test(file));
  if (!mainFile || !runtimeFile) throw new Error(`${pathname}: no main or runtime~main script in the HTML`);

  const main = fs.readFileSync(path.join(buildDir, mainFile), 'utf8');
  const runtime = fs.readFileSync(path.join(buildDir, runtimeFile), 'utf8');
  const chunkNames = readRouteChunkNames(main);
  const registry = readRegistry(main);
  const chunkFiles = readChunkFiles(runtime);

  // Chunks already there: those the entry scripts hold, and those the runtime starts with
  // (its own and the CSS-only `styles` chunk, listed as `{id:0,…}` before the JSONP loader).
  const loadedIds = new Set([
    ...local.flatMap((file) => {
      const head = fs.readFileSync(path.join(buildDir, file), 'utf8').slice(0, 500);
      const ids = /\.push\(\[\[([^\]]*)\]/.exec(head)?.[1] ?? '';
      return [...ids.matchAll(/"?([\w$-]+)"?/g)].map((m) => m[1] ?? '');
    }),
    ...[...(/=\{([^{}]*)\},[\w$]+\.f\.j=/.exec(runtime)?.[1] ?? '').matchAll(/"?([\w$-]+)"?:0/g)].map(
      (m) => m[1] ?? '',
    ),
  ]);
  const routeFiles: string[] = [];
  const chain = matchRouteChain(readRoutes(main), pathname);
  if (chain.length === 0) throw new Error(`${pathname}: no route matches`);
  for (const route of chain) {
    const key = route.hash ? `${route.path}-${route.hash}` : route.path;
    for (const name of stringLeaves(chunkNames[key])) {
      const ids = registry.get(name);
      if (!ids) throw new Error(`${pathname}: chunk name ${name} (route ${key}) is not in the registry`);
      for (const id of ids) {
        if (loadedIds.has(id)) continue;
        const file = chunkFiles.get(id);
        if (!file) throw new Error(`${pathname}: chunk id ${id} has no file in the runtime table`);
        routeFiles.push(file);
      }
    }
  }

  const seen = new Set<string>();
  const result: ScriptFile[] = [];
  for (const [files, via] of [
    [local, 'html'],
    [routeFiles, 'route'],
  ] as const) {
    for (const file of files) {
      if (seen.has(file)) continue;
      seen.add(file);
      result.push(describe(buildDir, file, via));
    }
  }
  return result;
}

/** The main bundle (`assets/js/main.<hash>.js`) a page's HTML loads. */
export function mainBundle(buildDir: string, pathname = '/'): ScriptFile {
  const html = fs.readFileSync(htmlFileFor(buildDir, pathname), 'utf8');
  const src = htmlScripts(html).find((url) => /\/main\.[\w]+\.js$/.test(url));
  if (!src) throw new Error(`${pathname}: no main script in the HTML`);
  return describe(buildDir, src.replace(/^\//, ''), 'html');
}
