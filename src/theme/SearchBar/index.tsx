/**
 * Wraps the search plugin's navbar box (@easyops-cn/docusaurus-search-local) to add the
 * site's second keyboard shortcut: `/` focuses the box, as Ctrl/⌘ K does (the plugin handles
 * that one itself). `/` is left alone while the reader is typing in a field or an editor.
 */
import { useEffect, type ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

/** The shortcuts, as aria-keyshortcuts spells them. */
const SHORTCUTS = 'Control+K Meta+K /';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function SearchBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    const input = (): HTMLInputElement | null =>
      document.querySelector<HTMLInputElement>('.navbar__search-input');
    input()?.setAttribute('aria-keyshortcuts', SHORTCUTS);
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented)
        return;
      if (isTyping(event.target)) return;
      const box = input();
      if (!box) return;
      event.preventDefault();
      box.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return <SearchBar {...props} />;
}
