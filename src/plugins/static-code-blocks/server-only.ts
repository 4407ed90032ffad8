/**
 * What `@static-code-blocks/server-highlighter` resolves to in the browser bundle (see
 * index.ts): nothing. The browser never renders it (theme/CodeBlock/Content checks
 * `canUseDOM`); it loads ./Highlighter with a dynamic `import()` instead.
 */
export default function ServerHighlighterUnavailable(): never {
  throw new Error('The server highlighter is not part of the browser bundle.');
}
