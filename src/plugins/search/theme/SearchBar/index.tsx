/**
 * `@theme/SearchBar`, which Docusaurus's navbar renders: a button that opens Pagefind's search
 * modal (its Component UI), on a click, on `/` and on Ctrl+K or ⌘K (which also closes it).
 * `/` is left alone while the reader types in a field.
 *
 * The button is ours, so it is in the page's HTML and takes its place before any script runs;
 * the Component UI loads when search is first wanted (the pointer or focus on the button, or
 * a shortcut), so pages that are only read never fetch it. The modal is Pagefind's own dialog:
 * it traps focus, closes on Esc and returns focus to where it was.
 */
import { useEffect, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Icon from '@site/src/components/Icon';
import { searchPageUrl } from '@site/src/data/search';
import { followInApp, loadSearchUi, mountModal, type SearchModal } from '../../client';
import styles from './styles.module.css';

/** The modal, made once and kept outside React (in <body>) across page changes. */
let modal: SearchModal | undefined;

/** Whether the key went to a place where the reader is typing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBar(): ReactNode {
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const history = useHistory();
  // Apple keyboards say ⌘; known only in the browser, so the server renders "Ctrl".
  const apple = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);

  const preload = (): void => void loadSearchUi(baseUrl).catch(() => undefined);
  const toggle = (closeIfOpen: boolean): void => {
    loadSearchUi(baseUrl).then(
      () => {
        if (!modal) {
          modal = mountModal();
          followInApp(
            modal,
            (path) => history.push(path),
            () => modal?.close(),
          );
        }
        const shown = modal;
        if (shown.dialogEl.open) {
          if (closeIfOpen) shown.close();
        } else if (shown.isOpen) {
          // Closed a moment ago: Pagefind counts it open until the dialog's close event, and
          // would ignore open() until then.
          shown.dialogEl.addEventListener('close', () => shown.open(), { once: true });
        } else shown.open();
      },
      // Without the bundle (a dev server before any build, a network error), the search
      // page says what went wrong.
      () => history.push(searchPageUrl('')),
    );
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey) return;
      const modK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.shiftKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !isTyping(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      toggle(modK);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return (
    <button
      type="button"
      className={styles.button}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={() => toggle(false)}
      onPointerEnter={preload}
      onFocus={preload}>
      <Icon name="search" size={18} className={styles.icon} />
      <span className={styles.placeholder}>Search</span>
      <span className={styles.keys} aria-hidden="true">
        <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}
