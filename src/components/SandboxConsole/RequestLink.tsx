/**
 * A link that opens the sandbox's console with a request filled in, for a page that has many of
 * them: a FHIR reference page has one per interaction and one per search parameter.
 *
 * Why not `@docusaurus/Link`: each of these links is a different address (the request is its
 * hash), and Link prefetches by the whole address. Every one of them in view looked up the route
 * table and added /docs/sandbox's chunks to the page again: ten times on
 * /docs/reference/fhir/Patient, in the one task that runs the visibility callbacks after hydration,
 * the largest part of that page's Total Blocking Time beyond a docs page's. This link prefetches
 * nothing (the page's plain link to the sandbox does, once, and a click loads what is missing)
 * and, like Link, moves within the app on a plain click and leaves any other click to the browser.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { isPlainClick } from '@site/src/utils/plainClick';
import type { SandboxRequest } from '@site/src/sandbox/types';
import { sandboxLink } from './link';

export default function RequestLink({
  request,
  children,
  ...props
}: {
  request: SandboxRequest;
  children: ReactNode;
  'aria-label'?: string;
}): ReactNode {
  const history = useHistory();
  const href = useBaseUrl(sandboxLink(request));
  const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    history.push(href);
  };
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- Link's per-address prefetch is what this avoids (above)
    <a {...props} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
