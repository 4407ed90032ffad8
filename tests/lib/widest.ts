/**
 * The pages that hold the widest table and the longest line of code in the build, found from the
 * built HTML without a browser, so the per-template pass (tests/e2e-nginx/templates.spec.ts) also
 * covers the content most likely to overflow at some width.
 */
import fs from 'node:fs';
import { builtHtmlFile } from './build';

const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(?:#\d+|#x[\da-f]+|\w+);/gi, 'x')
    .trim();

/** A table's width in characters: the longest cell of each column, added up (its max-content width). */
function tableWidth(table: string): number {
  const columns: number[] = [];
  // The build's HTML is minified: rows and cells have no end tags, so each runs to the next start.
  for (const row of table.split(/<tr(?:\s[^>]*)?>/).slice(1)) {
    row
      .split(/<t[hd](?:\s[^>]*)?>/)
      .slice(1)
      .forEach((cell, index) => {
        columns[index] = Math.max(
          columns[index] ?? 0,
          text(cell.replace(/<\/?(?:tbody|thead|tfoot)>[\s\S]*$/, '')).length,
        );
      });
  }
  return columns.reduce((sum, width) => sum + width, 0);
}

/** The longest line of a page's code blocks, in characters (Prism draws each line as a `token-line`). */
function longestCodeLine(html: string): number {
  let longest = 0;
  for (const [, line] of html.matchAll(/<div class=token-line[^>]*>([\s\S]*?)<br\/?><\/div>/g))
    longest = Math.max(longest, text(line ?? '').length);
  return longest;
}

/**
 * How many kinds of thing a page's main content draws: its distinct class names (code tokens
 * left out, as they are the palette, not components). The page of a template with the most
 * carries the most of what the template can show.
 */
export function classKinds(route: string): number {
  const file = builtHtmlFile(route);
  if (!fs.existsSync(file)) return 0;
  const html = fs.readFileSync(file, 'utf8');
  const kinds = new Set<string>();
  // Minified: a single class is written without quotes.
  for (const [, quoted, bare] of html
    .slice(html.indexOf('<main'))
    .matchAll(/\sclass=(?:"([^"]*)"|([^\s>"]+))/g))
    for (const name of (quoted ?? bare ?? '').split(/\s+/))
      if (name && !name.startsWith('token')) kinds.add(name);
  return kinds.size;
}

export function widestContentPages(routes: readonly string[]): { table: string; code: string } {
  const best = { table: { route: '/', width: 0 }, code: { route: '/', width: 0 } };
  for (const route of routes) {
    const file = builtHtmlFile(route);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const main = html.slice(html.indexOf('<main'));
    for (const [table] of main.matchAll(/<table[\s\S]*?<\/table>/g)) {
      const width = tableWidth(table);
      if (width > best.table.width) best.table = { route, width };
    }
    const code = longestCodeLine(main);
    if (code > best.code.width) best.code = { route, width: code };
  }
  return { table: best.table.route, code: best.code.route };
}
