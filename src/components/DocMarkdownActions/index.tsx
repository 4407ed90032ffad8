import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

/** The Markdown twin of a page: its permalink with `.md` added (`/docs` → `/docs.md`). */
export function markdownTwinPath(permalink: string): string {
  return `${permalink.replace(/\/+$/, '')}.md`;
}

async function copyFrom(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // Safari allows a clipboard write only while handling the click, so it gets the pending
  // text as a ClipboardItem; elsewhere writeText after the fetch works as well.
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard.write === 'function') {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall through to writeText.
    }
  }
  await navigator.clipboard.writeText(await text);
}

const messages = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy: use “View as Markdown” instead.',
};

/**
 * "Copy page as Markdown" and "View as Markdown" for a docs or FHIR reference page. Both use
 * the page's Markdown twin, which @signalwire/docusaurus-plugin-llms-txt writes next to the
 * page at build time (see docusaurus.config.ts).
 */
export default function DocMarkdownActions({ permalink }: { permalink: string }): ReactNode {
  const twin = markdownTwinPath(permalink);
  const [state, setState] = useState<keyof typeof messages>('idle');
  const copy = async (): Promise<void> => {
    setState('copying');
    try {
      await copyFrom(twin);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  // Compact: the visible labels are short (icons alone on a phone), and the rest of each
  // accessible name is visually hidden, so the controls float beside the title instead of
  // taking a row above it. Each name still contains its visible label (WCAG 2.5.3).
  // They are not the page's content, so site search leaves them out (data-pagefind-ignore).
  return (
    <div className={styles.actions} data-pagefind-ignore="">
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.button)}
        onClick={() => void copy()}
        disabled={state === 'copying'}>
        <Icon name="clipboard" size={16} />
        <span className={styles.label}>Copy page</span>
        <span className="sr-only"> as Markdown</span>
      </button>
      {/* pathname:// makes a plain link: the twin is a file, not a route of the site. */}
      <Link
        className={clsx('button button--sm button--secondary', styles.button)}
        href={`pathname://${twin}`}
        type="text/markdown">
        <Icon name="code" size={16} />
        <span className="sr-only">View as </span>
        <span className={styles.label}>Markdown</span>
      </Link>
      <span className={styles.status} role="status">
        {messages[state]}
      </span>
    </div>
  );
}
