/**
 * The search modal's frame: a modal `<dialog>` (the page behind is inert, so focus stays in
 * it; Esc closes it), the search box, and the footer with the keys. Focus returns to where it
 * was when the modal closes. The results view inside loads on first use (../../components/
 * SearchPanel), so it is not part of every page's JavaScript.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Icon from '@site/src/components/Icon';
import SearchField from '../../components/SearchField';
import { MAX_QUERY_LENGTH, searchPageUrl } from '@site/src/data/search';
import type { KeyHandler } from '../../components/SearchPanel';
import { loadSiteIndex, normaliseQuery } from '../../client/pagefind';
import { closeSearchModal, setSearchQuery, useSearchModal } from '../../client/modal-state';
import styles from './styles.module.css';

const importPanel = () => import('../../components/SearchPanel');
const SearchPanel = lazy(importPanel);

/** Starts loading the results view (on hover or focus of the search button). */
export function preloadSearchPanel(): void {
  void importPanel();
}

export default function SearchModal(): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const history = useHistory();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler | undefined>(undefined);
  const { query } = useSearchModal();
  const [activeId, setActiveId] = useState<string | undefined>();
  const listboxId = useId().replace(/:/g, '');
  // Focus goes back where it was when the reader closes the modal, not when a result opens.
  const restoreFocus = useRef(true);

  useEffect(() => {
    const element = dialog.current;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The index starts loading as the modal opens, while the reader types the first letters.
    loadSiteIndex(baseUrl).catch(() => undefined);
    // The page behind does not scroll while the modal is open.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    element?.showModal();
    input.current?.focus();
    return () => {
      root.style.overflow = overflow;
      if (element?.open) element.close();
      if (restoreFocus.current) returnTo?.focus({ preventScroll: true });
    };
  }, [baseUrl]);

  const registerKeys = useCallback((handler: KeyHandler | undefined) => {
    keys.current = handler;
  }, []);

  // Tab and Shift+Tab go round the modal's controls: the page behind is inert, but a modal
  // dialog alone would let focus leave for the browser's own controls.
  const wrapFocus = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [
      ...dialog.current.querySelectorAll<HTMLElement>('input, button, a[href]:not([tabindex="-1"])'),
    ].filter((element) => element.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    // A click on the backdrop lands on the dialog itself (its panel fills the rest).
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search the site"
      onClose={closeSearchModal}
      onKeyDown={wrapFocus}
      onClick={(event) => {
        if (event.target === dialog.current) closeSearchModal();
      }}>
      <div className={styles.modal}>
        <form
          className={styles.form}
          role="search"
          action={`${baseUrl}search`}
          method="get"
          onSubmit={(event) => {
            // Enter with no result to open (the results not loaded yet): the search page.
            event.preventDefault();
            const { query: searched } = normaliseQuery(query);
            if (!searched) return;
            restoreFocus.current = false;
            closeSearchModal();
            history.push(searchPageUrl(searched));
          }}>
          <SearchField
            ref={input}
            className={styles.field}
            name="q"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Search docs, services, policies and more"
            aria-label="Search the site"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={activeId !== undefined}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            onChange={(event) => setSearchQuery(event.target.value)}
            onKeyDown={(event) => {
              // Esc closes the modal at once (a search box would first clear itself).
              if (event.key === 'Escape') {
                event.preventDefault();
                closeSearchModal();
              } else if (keys.current?.(event.nativeEvent)) event.preventDefault();
            }}>
            {query !== '' && (
              <button
                type="button"
                className={styles.clear}
                aria-label="Clear the search"
                onClick={() => {
                  setSearchQuery('');
                  input.current?.focus();
                }}>
                <Icon name="close" size={18} />
              </button>
            )}
          </SearchField>
          <button type="button" className={styles.cancel} onClick={closeSearchModal}>
            Cancel
          </button>
        </form>
        <div className={styles.body}>
          <Suspense fallback={<p className={styles.loading}>Loading search…</p>}>
            <SearchPanel
              query={query}
              onQuery={(next) => {
                setSearchQuery(next);
                input.current?.focus();
              }}
              listboxId={listboxId}
              registerKeys={registerKeys}
              onActiveChange={setActiveId}
              onClose={() => {
                restoreFocus.current = false;
                closeSearchModal();
              }}
            />
          </Suspense>
        </div>
        <footer className={styles.footer}>
          <span className={styles.engine}>
            Search runs in your browser: nothing you type leaves the site.
          </span>
          <ul className={styles.hints} aria-label="Keyboard">
            <li>
              <kbd>↵</kbd> to open
            </li>
            <li>
              <kbd>↑</kbd>
              <kbd>↓</kbd> to move
            </li>
            <li>
              <kbd>esc</kbd> to close
            </li>
          </ul>
        </footer>
      </div>
    </dialog>
  );
}
