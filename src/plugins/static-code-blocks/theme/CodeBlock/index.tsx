/**
 * theme-classic's `CodeBlock` without the remount after hydration.
 *
 * The original gives its content `key={String(isBrowser)}`, so every code block is thrown
 * away and highlighted again once the page has hydrated: the server's inline Prism colours
 * were those of the light theme. Here the colours come from CSS for both colour modes
 * (see ../../index.ts), so the server's markup is right in either mode and can stay.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** Plain-string children become one string (copyable); React elements are kept as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
