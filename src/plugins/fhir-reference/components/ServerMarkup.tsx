/**
 * An element whose contents, when the page hydrates, stay the server's markup: React hydrates the
 * element and leaves what is inside alone (an empty `dangerouslySetInnerHTML`, which React does
 * not touch while hydrating, as the code blocks do: src/theme/CodeBlock). A reference page's
 * element tree and search parameters are most of its React elements, and none of them needs
 * React in the browser: they are markup, native `<details>` and links. Mounted afresh (a
 * client-side navigation), the element renders its children as usual.
 *
 * A link in the server's markup is a plain `<a>`; a plain click on one that stays on the site
 * moves within the app, as `@docusaurus/Link`'s does, through the one listener here.
 */
import { useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useHydrating from '@site/src/hooks/useHydrating';
import { isPlainClick } from '@site/src/utils/plainClick';

interface Props {
  as: 'ul' | 'tbody';
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}

export default function ServerMarkup({ as: Tag, children, ...props }: Props): ReactNode {
  const history = useHistory();
  // Decided once, when the element mounts.
  const [kept] = useState(useHydrating() && ExecutionEnvironment.canUseDOM);
  if (!kept) return <Tag {...props}>{children}</Tag>;
  const onClick = (event: MouseEvent<HTMLElement>): void => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || !isPlainClick(event)) return;
    if (link.origin !== window.location.origin) return;
    event.preventDefault();
    history.push(`${link.pathname}${link.search}${link.hash}`);
  };
  return (
    // The listener only hands the links' own clicks (and Enter on one) to the router.
    <Tag {...props} onClick={onClick} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  );
}
