/**
 * `@theme/SearchBar`, which Docusaurus's navbar renders: a button that opens the search modal,
 * as DocSearch's does on docusaurus.io. It opens on a click, on `/` and on Ctrl+K or ⌘K
 * (which also closes it). `/` is left alone while the reader types in a field.
 *
 * The button and the modal's frame are small and ship with every page, so a key typed right
 * after the shortcut lands in the search box; the results view and Pagefind load when the
 * modal first opens (or when the pointer or focus reaches the button).
 */
import { useEffect, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Icon from '@site/src/components/Icon';
import { openSearchModal, toggleSearchModal, useSearchModal } from '../../client/modal-state';
import SearchModal, { preloadSearchPanel } from './Modal';
import styles from './styles.module.css';

/** Whether the key went to a place where the reader is typing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBar(): ReactNode {
  const { open } = useSearchModal();
  // Apple keyboards say ⌘; known only in the browser, so the server renders "Ctrl".
  const apple = useIsBrowser() && /Mac|iPhone|iPad/.test(navigator.platform);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.altKey) return;
      const modK = event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.shiftKey;
      const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !isTyping(event.target);
      if (!modK && !slash) return;
      event.preventDefault();
      if (modK) toggleSearchModal();
      else openSearchModal();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearchModal}
        onPointerEnter={preloadSearchPanel}
        onFocus={preloadSearchPanel}>
        <Icon name="search" size={18} className={styles.icon} />
        <span className={styles.placeholder}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {open && <SearchModal />}
    </>
  );
}
