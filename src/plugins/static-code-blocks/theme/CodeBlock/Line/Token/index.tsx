/**
 * theme-classic's `CodeBlock/Line/Token`, without a `<span>` around plain text.
 *
 * Prism wraps the text between tokens in `<span class="token plain">`, which no stylesheet
 * styles; on the SDK reference that is 1,600 of the page's 5,600 elements. Plain text is
 * rendered as text. Empty lines keep their span (it carries `display: inline-block`).
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- `line` and `token` are not DOM attributes.
export default function CodeBlockLineToken({ line, token, ...props }: Props): ReactNode {
  if (token.types.length === 1 && token.types[0] === 'plain' && !token.empty && !props.style) {
    return props.children;
  }
  return <span {...props} />;
}
