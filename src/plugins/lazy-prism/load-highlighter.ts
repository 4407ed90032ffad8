/**
 * The code blocks' highlighter, in a chunk of its own (./highlighter.ts): loaded once, by the
 * first code block that mounts with no server code to show (src/theme/CodeBlock/Content), or by
 * the first move to another page (./client.ts).
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Content';

export type Highlighter = (props: Props) => ReactNode;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** Loads the highlighter; a failed load (the reader went offline) can be tried again. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "highlighter" */ './highlighter').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The highlighter, once it has loaded. */
export const loadedHighlighter = (): Highlighter | undefined => loaded;
