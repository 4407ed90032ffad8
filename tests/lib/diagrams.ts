/**
 * The pages that draw Mermaid diagrams, found from the content (every ```mermaid block) and
 * mapped to the routes Docusaurus gives their files, for tests/e2e/diagrams.spec.ts.
 */
import path from 'node:path';
import { codeBlocks, contentFiles, readFrontMatter, relative } from './content';

export interface DiagramPage {
  /** The content file, relative to the repository (`docs/udhp.mdx`). */
  file: string;
  /** Its route (`/docs/udhp`). */
  route: string;
  /** Each diagram's `accTitle`, in page order (tests/unit/diagrams.spec.ts requires one). */
  titles: string[];
}

const join = (...parts: string[]): string =>
  `/${parts.join('/')}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/**
 * The route of a docs, services, blog or page file, as the site's plugins make it
 * (docusaurus.config.ts): the folder's path for `index` files, a front-matter `slug` taking
 * precedence (absolute from the plugin's base, or relative to the file's folder), and blog
 * posts by date from their `YYYY-MM-DD-name` folder or file name.
 */
export function routeOf(file: string): string {
  const rel = relative(file).split(path.sep).join('/');
  const slug = readFrontMatter(file).data.slug;
  const [root = '', ...rest] = rel.startsWith('src/pages/')
    ? ['src/pages', ...rel.slice(10).split('/')]
    : rel.split('/');
  const name = (rest.pop() ?? '').replace(/\.mdx?$/, '');
  const folder = rest.join('/');
  if (root === 'blog') {
    const dated = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name === 'index' ? folder : name);
    if (typeof slug === 'string') return join('blog', slug);
    if (!dated) throw new Error(`${rel}: a blog post's folder or file name starts with its date`);
    const [, year = '', month = '', day = '', title = ''] = dated;
    return join('blog', year, month, day, title);
  }
  const base = root === 'src/pages' ? '' : root;
  if (typeof slug === 'string') return slug.startsWith('/') ? join(base, slug) : join(base, folder, slug);
  return join(base, folder, name === 'index' || name === 'README' ? '' : name);
}

/** Every page with a diagram, sorted by file. */
export function diagramPages(): DiagramPage[] {
  return contentFiles().flatMap((file) => {
    const diagrams = codeBlocks(file).filter((block) => block.lang === 'mermaid');
    if (diagrams.length === 0) return [];
    const titles = diagrams.map((block) => /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(block.code)?.[1] ?? '');
    return [{ file: relative(file), route: routeOf(file), titles }];
  });
}
