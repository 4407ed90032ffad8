import { useMemo, useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import { iconNames, icons, iconToSvg, type IconName } from '@site/src/components/Icon/icons';
import styles from './_icons/icons.module.css';

function CopyButton({ name }: { name: IconName }): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(iconToSvg(name));
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2000);
  };
  return (
    <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy SVG'}
      <span className="sr-only"> of the {icons[name].label} icon</span>
    </button>
  );
}

export default function IconsPage(): ReactNode {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return iconNames.filter(
      (name) =>
        q.length === 0 ||
        name.toLowerCase().includes(q) ||
        icons[name].label.toLowerCase().includes(q) ||
        icons[name].usage.toLowerCase().includes(q),
    );
  }, [query]);

  return (
    <Layout
      title="Icons"
      description={`The ${iconNames.length} line icons drawn for the Sanoria site: names, where each is used, and its SVG to copy.`}>
      <main className={`container ${styles.page}`}>
        <Heading as="h1">Icons</Heading>
        <p className={styles.lead}>
          Every icon on this site comes from one registry of {iconNames.length} line icons drawn for Sanoria
          on a 24 × 24 grid with a 1.75 px stroke. They take the colour of the text around them, so they work
          in light and dark mode without variants.
        </p>
        <div className={styles.usage}>
          <Heading as="h2">Using them</Heading>
          <ul>
            <li>
              In the site&apos;s React code, render <code>&lt;Icon name=&quot;calendar&quot; /&gt;</code>; the
              names below are the only ones the type checker accepts.
            </li>
            <li>
              An icon next to text is decorative and hidden from screen readers. An icon on its own needs a{' '}
              <code>title</code>, which becomes its accessible name.
            </li>
            <li>
              Use them at 16, 20, 24 or 28 px. Keep the stroke: scaling changes it proportionally, which keeps
              the set consistent.
            </li>
          </ul>
        </div>
        <div className={styles.search}>
          <label htmlFor="icon-search" className={styles.label}>
            Search icons
          </label>
          <input
            id="icon-search"
            type="search"
            className={styles.input}
            placeholder="Name or use, e.g. calendar, Securus"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p className={styles.count} role="status" aria-live="polite">
            {shown.length === iconNames.length
              ? `${iconNames.length} icons`
              : `${shown.length} of ${iconNames.length} icons match “${query.trim()}”`}
          </p>
        </div>
        <ul className={styles.grid} aria-label="Icon set">
          {shown.map((name) => (
            <li key={name} className={styles.card}>
              <span className={styles.preview}>
                <Icon name={name} size={32} />
              </span>
              <code className={styles.name}>{name}</code>
              <span className={styles.iconLabel}>{icons[name].label}</span>
              <span className={styles.iconUsage}>{icons[name].usage}</span>
              <CopyButton name={name} />
            </li>
          ))}
        </ul>
        {shown.length === 0 ? <p>No icon matches that search. Try a shorter word.</p> : null}
      </main>
    </Layout>
  );
}
