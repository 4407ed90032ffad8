/**
 * Whether the search modal is open and what is typed in it, kept outside React. Moving to a
 * page of another kind (the home page to a doc) remounts the navbar and its search button; a
 * modal opened while that page loaded would otherwise vanish, with its query, as it arrived.
 */
import { useSyncExternalStore } from 'react';

export interface SearchModalState {
  open: boolean;
  query: string;
}

const CLOSED: SearchModalState = { open: false, query: '' };
let state = CLOSED;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: SearchModalState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export function useSearchModal(): SearchModalState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}

export function openSearchModal(): void {
  if (!state.open) update({ open: true, query: '' });
}

/** Closes the modal; it opens empty next time. */
export function closeSearchModal(): void {
  if (state.open) update(CLOSED);
}

export function toggleSearchModal(): void {
  if (state.open) closeSearchModal();
  else openSearchModal();
}

export function setSearchQuery(query: string): void {
  update({ ...state, query });
}
