/**
 * Search results as the modal and the /search page show them: section filter chips, the
 * matching pages grouped by section (each with its title, an excerpt with the matches
 * highlighted, and its best-matching headings linking to their anchors), and the pages to
 * offer when there is nothing to show.
 *
 * In the modal the results are a listbox driven from the search box (↑, ↓, Enter through
 * `aria-activedescendant`); each option is itself the link, so it opens in a new tab too. On
 * the /search page they are plain lists of links.
 */
import { useEffect, useRef, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import { popularPages, searchSections } from '@site/src/data/search';
import { groupBySection, type ExcerptPart, type PageResult, type ResultDetails } from '../../client/pagefind';
import styles from './styles.module.css';

type Chosen = (event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * A link to a page of the site that the app opens without reloading, like Docusaurus's
 * `<Link>`, but without its prefetching: `<Link>` fetches the code of every page it links to
 * as it comes into view, and a list of results would fetch a dozen pages' code per keystroke.
 * A click with a modifier key (new tab, new window) is left to the browser.
 */
export function SiteLink({
  to,
  onChoose,
  ...props
}: { to: string; onChoose?: Chosen } & Omit<ComponentProps<'a'>, 'href'>): ReactNode {
  const history = useHistory();
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- <Link> would prefetch every result's page
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onChoose?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (event.defaultPrevented || event.button !== 0 || modified) return;
        event.preventDefault();
        history.push(to);
      }}
    />
  );
}

/** One entry a reader can move to with the arrow keys: a page, or one of its headings. */
export interface ResultOption {
  id: string;
  url: string;
}

/** The results in the order they are shown: grouped by section, groups by their best result. */
export function displayOrder(results: readonly PageResult[]): PageResult[] {
  return groupBySection(results).flatMap((group) => group.results);
}

/** The options in display order: each page, followed by its headings once they are loaded. */
export function resultOptions(
  results: readonly PageResult[],
  details: ReadonlyMap<string, ResultDetails>,
  idPrefix: string,
): ResultOption[] {
  return displayOrder(results).flatMap((result) => [
    { id: `${idPrefix}-${result.id}`, url: result.url },
    ...(details.get(result.id)?.headings ?? []).map((heading, i) => ({
      id: `${idPrefix}-${result.id}-${i}`,
      url: heading.url,
    })),
  ]);
}

/** An excerpt with its matches in `<mark>`. */
export function Excerpt({ parts }: { parts: ExcerptPart[] }): ReactNode {
  if (parts.length === 0) return null;
  return (
    <span className={styles.excerpt}>
      {parts.map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </span>
  );
}

export interface SectionChipsProps {
  total: number;
  counts: Record<string, number>;
  selected: string | undefined;
  onSelect: (section: string | undefined) => void;
}

/** "All 23", "Docs 12", "Policies 3"…: sections with matches, and the selected one. */
export function SectionChips({ total, counts, selected, onSelect }: SectionChipsProps): ReactNode {
  const chips = [
    { label: 'All', value: undefined, count: total },
    ...searchSections
      .map((section) => ({ label: section.label, value: section.label, count: counts[section.label] ?? 0 }))
      .filter((chip) => chip.count > 0 || chip.value === selected),
  ];
  return (
    <div className={styles.chips} role="group" aria-label="Show results from">
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          className={clsx(styles.chip, chip.value === selected && styles.chipSelected)}
          aria-pressed={chip.value === selected}
          onClick={() => onSelect(chip.value)}>
          {chip.label} <span className={styles.count}>{chip.count}</span>
        </button>
      ))}
    </div>
  );
}

export interface HitListProps {
  results: readonly PageResult[];
  /** Excerpts and headings loaded so far, by result id. */
  details: ReadonlyMap<string, ResultDetails>;
  /** Results from this position on (in display order) show their title only. */
  compactFrom?: number;
  /** `listbox` in the modal (options driven from the search box), `list` on the page. */
  mode: 'listbox' | 'list';
  /** Prefix of the options' ids (listbox mode). */
  idPrefix: string;
  /** The id of the active option (listbox mode). */
  activeId?: string;
  /** The listbox's id and its accessible name (listbox mode). */
  listboxId?: string;
  label?: string;
  /** The pointer moved onto an option (listbox mode). */
  onHover?: (id: string) => void;
  /** A result was chosen (clicked): the modal closes and remembers the search. */
  onChoose?: Chosen;
  /** Results came into view (list mode): their excerpts are wanted. */
  onVisible?: (ids: string[]) => void;
}

/** The matching pages, grouped by section. */
export function HitList({
  results,
  details,
  compactFrom = Infinity,
  mode,
  idPrefix,
  activeId,
  listboxId,
  label,
  onHover,
  onChoose,
  onVisible,
}: HitListProps): ReactNode {
  const listbox = mode === 'listbox';
  const linkProps = { listbox, activeId, onHover, onChoose };
  const list = useRef<HTMLDivElement>(null);

  // Reports results as they come into view, so their excerpts load (the /search page).
  useEffect(() => {
    const root = list.current;
    if (!onVisible || !root) return undefined;
    const observer = new IntersectionObserver((entries) => {
      const ids = entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => (entry.target as HTMLElement).dataset.result ?? '');
      if (ids.length > 0) onVisible(ids);
    });
    for (const element of root.querySelectorAll('[data-result]')) observer.observe(element);
    return () => observer.disconnect();
  }, [results, onVisible]);

  // Each result's place in the list as shown, for `compactFrom`.
  const positions = new Map(
    groupBySection(results)
      .flatMap((group) => group.results)
      .map((r, i) => [r.id, i]),
  );
  return (
    <div
      ref={list}
      className={styles.groups}
      {...(listbox ? { role: 'listbox', id: listboxId, 'aria-label': label } : {})}>
      {groupBySection(results).map(({ section, results: sectionResults }) => {
        const groupId = `${idPrefix}-group-${section.replace(/\W+/g, '-')}`;
        const Group = listbox ? 'div' : 'section';
        return (
          <Group
            key={section}
            className={styles.group}
            role={listbox ? 'group' : undefined}
            aria-labelledby={listbox ? groupId : undefined}>
            {listbox ? (
              <div id={groupId} className={styles.groupTitle}>
                {section}
              </div>
            ) : (
              <Heading as="h2" className={styles.groupTitle}>
                {section}
              </Heading>
            )}
            <ul className={styles.hits} role={listbox ? 'presentation' : undefined}>
              {sectionResults.map((result) => {
                const compact = (positions.get(result.id) ?? 0) >= compactFrom;
                const loaded = details.get(result.id);
                return (
                  <li key={result.id} role={listbox ? 'presentation' : undefined} data-result={result.id}>
                    <HitLink
                      id={`${idPrefix}-${result.id}`}
                      url={result.url}
                      title={result.title}
                      excerpt={compact ? undefined : (loaded?.excerpt ?? 'loading')}
                      {...linkProps}
                    />
                    {!compact && loaded && loaded.headings.length > 0 && (
                      <ul className={styles.headings} role={listbox ? 'presentation' : undefined}>
                        {loaded.headings.map((heading, i) => (
                          <li key={heading.url} role={listbox ? 'presentation' : undefined}>
                            <HitLink
                              id={`${idPrefix}-${result.id}-${i}`}
                              url={heading.url}
                              title={heading.title}
                              page={result.title}
                              excerpt={heading.excerpt}
                              {...linkProps}
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          </Group>
        );
      })}
    </div>
  );
}

interface HitLinkProps {
  id: string;
  url: string;
  title: string;
  /** For a heading: the title of its page (read out after the heading's own). */
  page?: string;
  /** The excerpt; `loading` while its fragment is on its way; none for a compact result. */
  excerpt?: ExcerptPart[] | 'loading';
  listbox: boolean;
  activeId?: string;
  onHover?: (id: string) => void;
  onChoose?: Chosen;
}

/** A page or a heading: the link itself is the listbox option in the modal. */
function HitLink({
  id,
  url,
  title,
  page,
  excerpt,
  listbox,
  activeId,
  onHover,
  onChoose,
}: HitLinkProps): ReactNode {
  const option = listbox
    ? {
        id,
        role: 'option',
        'aria-selected': id === activeId,
        tabIndex: -1,
        onMouseMove: () => onHover?.(id),
      }
    : {};
  return (
    <SiteLink
      to={url}
      className={clsx(
        styles.hit,
        page !== undefined && styles.heading,
        excerpt === undefined && styles.compact,
        id === activeId && styles.active,
      )}
      onChoose={onChoose}
      {...option}>
      <Icon
        name={page === undefined ? 'page' : 'hash'}
        size={page === undefined ? 20 : 18}
        className={styles.icon}
      />
      <span className={styles.text}>
        <span className={styles.title}>
          {title}
          {page !== undefined && <span className="sr-only"> ({page})</span>}
        </span>
        {excerpt === 'loading' ? (
          <span className={styles.placeholder} aria-hidden="true" />
        ) : (
          excerpt && <Excerpt parts={excerpt} />
        )}
      </span>
      {listbox && (
        <span className={styles.enter} aria-hidden="true">
          ↵
        </span>
      )}
    </SiteLink>
  );
}

/** The pages offered before a search and when one finds nothing. */
export function PopularPages({ title, onChoose }: { title: string; onChoose?: Chosen }): ReactNode {
  return (
    <nav className={styles.popular} aria-label={title}>
      <p className={styles.groupTitle}>{title}</p>
      <ul className={styles.popularList}>
        {popularPages.map((page) => (
          <li key={page.path}>
            <PopularLink path={page.path} title={page.title} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PopularLink({
  path,
  title,
  onChoose,
}: {
  path: string;
  title: string;
  onChoose?: Chosen;
}): ReactNode {
  return (
    <SiteLink to={useBaseUrl(path)} className={styles.popularLink} onChoose={onChoose}>
      {title}
    </SiteLink>
  );
}
