/**
 * The API console on /docs/sandbox: a form for one FHIR request (or a GraphQL query), the
 * sandbox's answer under it, and this visit's history. The sandbox itself (src/sandbox/client: a
 * FHIR server in a Web Worker) is loaded with a dynamic import when this component mounts, so
 * no other page downloads it. Nothing is sent anywhere: the worker answers in the browser.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import SandboxResponse from '@site/src/components/SandboxResponse';
import type { SandboxRequest, SandboxResponse as Answer } from '@site/src/sandbox/types';
import TokenNote from '@site/src/components/TokenNote';
import { curlCommand } from './curl';
import {
  describeRequest,
  formFromRequest,
  requestFromForm,
  type ConsoleForm,
  type ConsoleMode,
} from './form';
import { requestFromLink, sandboxHash, SANDBOX_METHODS } from './link';
import { STARTER_GRAPHQL, STARTERS } from './starters';
import styles from './styles.module.css';

type Client = typeof import('@site/src/sandbox/client');

interface Exchange {
  id: number;
  request: SandboxRequest;
  response: Answer;
}

const EMPTY_FORM: ConsoleForm = {
  mode: 'rest',
  method: 'GET',
  url: 'Patient?family=Madden',
  body: '',
  headers: '',
  query: STARTER_GRAPHQL,
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export default function SandboxConsole(): ReactNode {
  const urls = useBrandUrls();
  const ids = useId();
  const client = useRef<Promise<Client> | null>(null);
  const nextId = useRef(1);
  const [form, setForm] = useState<ConsoleForm>(EMPTY_FORM);
  const [response, setResponse] = useState<Answer | null>(null);
  const [history, setHistory] = useState<Exchange[]>([]);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState('');
  const [curl, setCurl] = useState<string | null>(null);
  const [ready, setReady] = useState(false);

  // The sandbox's code is fetched when the page mounts, so the first Send does not wait for it.
  useEffect(() => {
    const loading = import('@site/src/sandbox/client');
    client.current = loading;
    loading.then(
      () => setReady(true),
      (error: unknown) => setMessage(`The sandbox could not start: ${errorText(error)}`),
    );
  }, []);

  // A share link fills the form and sends nothing: the reader reads, then presses Send.
  useEffect(() => {
    const fill = (): void => {
      const request = requestFromLink(window.location.hash);
      if (!request) return;
      setForm((current) => formFromRequest(request, current));
      setMessage('The form holds the shared request. Press Send to run it.');
    };
    fill();
    window.addEventListener('hashchange', fill);
    return () => window.removeEventListener('hashchange', fill);
  }, []);

  const update = <K extends keyof ConsoleForm>(key: K, value: ConsoleForm[K]): void =>
    setForm((current) => ({ ...current, [key]: value }));

  const send = useCallback(
    async (request: SandboxRequest): Promise<void> => {
      if (pending) return;
      setPending(true);
      setCurl(null);
      setMessage(`Sending ${describeRequest(request)}…`);
      try {
        const sandbox = await (client.current ?? import('@site/src/sandbox/client'));
        const answer = await sandbox.sendToSandbox(request);
        setResponse(answer);
        setHistory((past) => [{ id: nextId.current++, request, response: answer }, ...past]);
        setMessage(`${answer.status} ${answer.statusText}`);
      } catch (error) {
        setMessage(`The sandbox could not answer: ${errorText(error)}`);
      } finally {
        setPending(false);
      }
    },
    [pending],
  );

  /** The form's request, or null with the reason shown. */
  const formRequest = (): SandboxRequest | null => {
    const made = requestFromForm(form);
    if ('error' in made) {
      setMessage(made.error);
      return null;
    }
    return made.request;
  };

  const submit = (): void => {
    const request = formRequest();
    if (request) void send(request);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    // Ctrl+Enter (⌘+Enter on a Mac) sends from any field, a body's textarea included.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const copy = async (text: string, done: string, failed: string): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(done);
    } catch {
      setMessage(failed);
    }
  };

  const copyCurl = (): void => {
    const request = formRequest();
    if (!request) return;
    const command = curlCommand(request, urls.fhirApi);
    setCurl(command);
    void copy(command, 'Copied the curl command.', 'The clipboard is not available: copy the command below.');
  };

  const shareLink = (): void => {
    const request = formRequest();
    if (!request) return;
    // replaceState: the link is in the address bar without a new history entry or a scroll.
    window.history.replaceState(window.history.state, '', `#${sandboxHash(request)}`);
    void copy(
      window.location.href,
      'Copied the link. Opening it fills this form without sending.',
      'The link is in the address bar: the clipboard is not available.',
    );
  };

  const reset = async (): Promise<void> => {
    if (pending) return;
    setPending(true);
    try {
      const sandbox = await (client.current ?? import('@site/src/sandbox/client'));
      await sandbox.resetSandbox();
      setMessage('The sandbox is back to its seed data.');
    } catch (error) {
      setMessage(`The sandbox could not be reset: ${errorText(error)}`);
    } finally {
      setPending(false);
    }
  };

  const reopen = (exchange: Exchange): void => {
    setForm((current) => formFromRequest(exchange.request, current));
    setResponse(exchange.response);
    setCurl(null);
    setMessage(`Reopened ${describeRequest(exchange.request)}.`);
  };

  const startWith = (request: SandboxRequest): void => {
    setForm((current) => formFromRequest(request, current));
    void send(request);
  };

  const setMode = (mode: ConsoleMode): void => update('mode', mode);
  const hint = `${ids}-hint`;

  return (
    <section
      aria-label="Sandbox console"
      className={styles.console}
      data-sandbox-ready={ready ? 'true' : undefined}>
      <div className={styles.starters}>
        <span className={styles.startersLabel}>Try</span>
        {STARTERS.map(({ label, request }) => (
          <button
            key={label}
            type="button"
            className="button button--sm button--outline button--primary"
            onClick={() => startWith(request)}>
            {label}
          </button>
        ))}
      </div>

      <form
        className={styles.form}
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}>
        <fieldset className={styles.modes}>
          <legend className={styles.modesLegend}>Request type</legend>
          {(
            [
              ['rest', 'REST'],
              ['graphql', 'GraphQL'],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className={clsx(styles.mode, form.mode === mode && styles.modeChosen)}>
              <input
                type="radio"
                name={`${ids}-mode`}
                value={mode}
                checked={form.mode === mode}
                onChange={() => setMode(mode)}
              />
              {label}
            </label>
          ))}
        </fieldset>

        {form.mode === 'rest' ? (
          <>
            <div className={styles.line}>
              <label className={styles.field}>
                <span className={styles.label}>Method</span>
                <select
                  className={styles.control}
                  value={form.method}
                  onChange={(event) => update('method', event.target.value as ConsoleForm['method'])}>
                  {SANDBOX_METHODS.map((method) => (
                    <option key={method}>{method}</option>
                  ))}
                </select>
              </label>
              <label className={clsx(styles.field, styles.grow)}>
                <span className={styles.label}>Request URL</span>
                <input
                  className={clsx(styles.control, styles.mono)}
                  type="text"
                  value={form.url}
                  spellCheck={false}
                  autoCapitalize="off"
                  autoComplete="off"
                  aria-describedby={hint}
                  onChange={(event) => update('url', event.target.value)}
                />
              </label>
            </div>
            <p id={hint} className={styles.hint}>
              Relative to the FHIR base, as in <code>Patient?family=Madden</code>. Ctrl+Enter (⌘+Enter on a
              Mac) sends from any field.
            </p>
            <label className={styles.field}>
              <span className={styles.label}>Request body</span>
              <textarea
                className={clsx(styles.control, styles.mono, styles.body)}
                value={form.body}
                rows={form.body ? 10 : 4}
                spellCheck={false}
                placeholder='{ "resourceType": "Patient", … }'
                onChange={(event) => update('body', event.target.value)}
              />
            </label>
            <label className={styles.field}>
              <span className={styles.label}>Request headers</span>
              <textarea
                className={clsx(styles.control, styles.mono)}
                value={form.headers}
                rows={2}
                spellCheck={false}
                placeholder='If-Match: W/"1"'
                onChange={(event) => update('headers', event.target.value)}
              />
            </label>
          </>
        ) : (
          <>
            <p className={styles.hint}>
              Sent as <code>POST $graphql</code> with the query in a JSON body, as the{' '}
              <Link href="https://hl7.org/fhir/R4/graphql.html">FHIR GraphQL</Link> interface defines.
              Ctrl+Enter (⌘+Enter on a Mac) sends.
            </p>
            <label className={styles.field}>
              <span className={styles.label}>GraphQL query</span>
              <textarea
                className={clsx(styles.control, styles.mono, styles.body)}
                value={form.query}
                rows={10}
                spellCheck={false}
                onChange={(event) => update('query', event.target.value)}
              />
            </label>
          </>
        )}

        <div className={styles.actions}>
          <button type="submit" className="button button--primary" aria-disabled={pending || undefined}>
            Send
          </button>
          <button type="button" className="button button--secondary" onClick={copyCurl}>
            Copy as curl
          </button>
          <button type="button" className="button button--secondary" onClick={shareLink}>
            Share link
          </button>
          <button
            type="button"
            className={clsx('button button--secondary', styles.reset)}
            aria-disabled={pending || undefined}
            onClick={() => void reset()}>
            Reset sandbox
          </button>
        </div>
      </form>

      <p role="status" className={styles.message}>
        {message}
      </p>

      {curl !== null && (
        <div>
          <pre className={styles.curl} tabIndex={0} role="region" aria-label="curl command">
            {curl}
          </pre>
          <TokenNote className={styles.curlNote} />
        </div>
      )}

      {response ? (
        <SandboxResponse response={response} />
      ) : (
        <p className={styles.placeholder}>The answer appears here: status line, headers, then the body.</p>
      )}

      <section aria-labelledby="history" className={styles.history}>
        <Heading as="h2" id="history" className={styles.historyTitle}>
          History of this visit
        </Heading>
        {history.length === 0 ? (
          <p className={styles.hint}>
            Requests you send are listed here, newest first, until you leave the page.
          </p>
        ) : (
          <ol className={styles.historyList}>
            {history.map((exchange) => (
              <li key={exchange.id}>
                <button type="button" className={styles.historyItem} onClick={() => reopen(exchange)}>
                  <span className={styles.mono}>{describeRequest(exchange.request)}</span>
                  <span className={styles.historyStatus}>
                    {exchange.response.status} {exchange.response.statusText}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}
