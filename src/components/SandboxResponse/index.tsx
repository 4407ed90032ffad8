/**
 * What the sandbox answered, as an HTTP client shows it: the status line first (`200 OK`), then
 * the headers a reader acts on (`Location`, `ETag`, `Content-Type`), then the body, pretty-printed.
 * Used by the console on /docs/sandbox and under each sample's Run button. The body is a plain
 * `<pre>` in the code blocks' colours: JSON needs no highlighting to be read, and Prism would
 * cost bytes on every Run.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import type { SandboxResponse as Answer } from '@site/src/sandbox/types';
import styles from './styles.module.css';

/** The headers shown, in this order, with the names HTTP writes them with. */
const SHOWN_HEADERS: readonly (readonly [key: string, label: string])[] = [
  ['location', 'Location'],
  ['etag', 'ETag'],
  ['content-type', 'Content-Type'],
];

/** The body as text: JSON indented by two spaces, a string as it came. */
export function formatBody(body: unknown): string {
  if (body === undefined || body === null || body === '') return '';
  if (typeof body === 'string') return body;
  return JSON.stringify(body, null, 2);
}

export interface SandboxResponseProps {
  response: Answer;
  /** Classes for the region, so a caller can set its margins. */
  className?: string;
}

export default function SandboxResponse({ response, className }: SandboxResponseProps): ReactNode {
  const { status, statusText, headers, body, ms } = response;
  const headerRows = SHOWN_HEADERS.filter(([key]) => headers[key] !== undefined);
  const text = formatBody(body);
  const outcome = status >= 400 ? styles.failure : status >= 300 ? styles.redirect : styles.success;
  return (
    <section role="region" aria-label="Response" className={clsx(styles.response, className)}>
      <p className={styles.statusLine}>
        <strong className={clsx(styles.status, outcome)}>{`${status} ${statusText}`.trim()}</strong>
        {/* The engine's own time: what the reader's device spent answering. */}
        <span className={styles.time}>{`${Math.max(0, Math.round(ms))} ms`}</span>
      </p>
      {headerRows.length > 0 && (
        <dl className={styles.headers}>
          {headerRows.map(([key, label]) => (
            <div key={key} className={styles.header}>
              <dt>{label}:</dt>
              <dd>
                <code>{headers[key]}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {text ? (
        // The body scrolls inside its own box; a keyboard reaches it as a named region (WCAG 2.1.1).
        <pre className={styles.body} tabIndex={0} role="region" aria-label="Body">
          {text}
        </pre>
      ) : (
        <p className={styles.empty}>No body.</p>
      )}
    </section>
  );
}
