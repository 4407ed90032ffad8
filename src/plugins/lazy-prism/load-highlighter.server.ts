/**
 * The server's ./load-highlighter.ts (./theme.ts swaps it in for the server build): the
 * highlighter is there from the start, so a page's HTML never waits on it. A server render
 * that suspended would put the code after the page, for a script to move into place.
 */
import highlighter from './highlighter';
import type { Highlighter } from './load-highlighter';

export const loadHighlighter = (): Promise<Highlighter> => Promise.resolve(highlighter);

export const loadedHighlighter = (): Highlighter | undefined => highlighter;
