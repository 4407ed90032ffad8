/**
 * `@static-code-blocks/server-highlighter` is an alias (see index.ts): ./Highlighter in the
 * server bundle, ./server-only in the browser bundle.
 */
declare module '@static-code-blocks/server-highlighter' {
  import type { ReactNode } from 'react';

  export default function Highlighter(props: { className?: string }): ReactNode;
}
