/**
 * theme-classic's `CodeBlock/Content/String` (ejected), with a word-wrap state that measures
 * a block when it comes near the viewport instead of as soon as it mounts.
 *
 * Why: theme-common's `useCodeWordWrap` measures every block in effects that run right after
 * hydration (does the code overflow its box? is the block in a hidden tab?) and sets state
 * from them, so every code block on the page renders a second time in the task that follows
 * hydration: on the SDK reference, some 500 components in one long task (counted with React's
 * commit hook in headless Chromium). The answer is only needed by the word-wrap button, which
 * src/theme/CodeBlock/Buttons mounts when the block comes within a screen of the viewport; so
 * here the block is measured then, and again when the window is resized or wrapping toggled.
 * A block in a hidden tab is measured when its tab is shown (it comes into view then).
 * Everything else is as in theme-classic.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type { Props } from '@theme/CodeBlock/Content/String';
import useNearViewport from '@site/src/hooks/useNearViewport';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** Measured within one screen height of the viewport, like the buttons that need it. */
const NEAR = { lookahead: '100% 0px' } as const;

/** `useCodeWordWrap`'s state and toggle, measured lazily (see above). */
function useLazyCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const near = useNearViewport(codeBlockRef, NEAR);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // No scrollbar in any case: very long words and tokens wrap too.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    // A block in a hidden tab has no size: keep what it had when last shown.
    if (!pre || pre.clientWidth === 0) return;
    const wrapped = pre.querySelector('code')?.hasAttribute('style') ?? false;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || wrapped);
  }, []);

  useEffect(() => {
    if (!near) return undefined;
    measure();
    window.addEventListener('resize', measure, { passive: true });
    return () => window.removeEventListener('resize', measure);
  }, [near, isEnabled, measure]);

  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

export default function CodeBlockString({
  children,
  className,
  metastring,
  title,
  showLineNumbers,
  language,
}: Props): ReactNode {
  const { prism } = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: children,
    className,
    metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language,
    title,
    showLineNumbers,
  });
  const wordWrap = useLazyCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
