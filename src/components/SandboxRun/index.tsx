/**
 * The "Run" bar under a runnable code sample: src/theme/CodeBlock renders it beside every block,
 * and it renders nothing unless the block's meta carries a sandbox request (set at build time by
 * src/plugins/remark-sandbox-samples). Pressing Run loads the sandbox (its client, which starts
 * the Web Worker, and the response view) only then, so a page with samples downloads none of it
 * until the reader asks; the response shows right under the sample, with a link that opens the
 * same request in the console to edit it.
 */
import { useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { sandboxRequestFromMeta } from '@site/src/sandbox/meta';
import type { SandboxRequest, SandboxResponse } from '@site/src/sandbox/types';
import type { ResultProps } from './Result';
import styles from './styles.module.css';

type State =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; response: SandboxResponse; Result: ComponentType<ResultProps> }
  | { phase: 'failed'; message: string };

/** The sandbox, loaded on the first press (one chunk for the client, one for the view). */
async function run(request: SandboxRequest): Promise<{
  response: SandboxResponse;
  Result: ComponentType<ResultProps>;
}> {
  const [client, result] = await Promise.all([import('@site/src/sandbox/client'), import('./Result')]);
  return { response: await client.sendToSandbox(request), Result: result.default };
}

/** What the live region says: short, since the response itself is on screen to read. */
function announcement(state: State): string {
  switch (state.phase) {
    case 'running':
      return 'Running…';
    case 'done':
      return `Response: ${state.response.status} ${state.response.statusText}`;
    case 'failed':
      return state.message;
    default:
      return '';
  }
}

function RunBar({ request }: { request: SandboxRequest }): ReactNode {
  const id = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });
  const busy = useRef(false);
  const onRun = (): void => {
    // A second press while the first runs would only queue the same request behind it.
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'running' });
    run(request)
      .then(({ response, Result }) => setState({ phase: 'done', response, Result }))
      .catch((error: unknown) =>
        setState({
          phase: 'failed',
          message: `The sandbox could not run this sample: ${error instanceof Error ? error.message : String(error)}`,
        }),
      )
      .finally(() => {
        busy.current = false;
      });
  };
  const target = `${request.method} ${request.url || '(the base)'}`;
  return (
    <div className={styles.run}>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--sm button--primary"
          aria-describedby={`${id}-what`}
          aria-busy={state.phase === 'running'}
          onClick={onRun}>
          Run
        </button>
        <span id={`${id}-what`} className={styles.what}>
          Runs <code>{target}</code> in the sandbox, in your browser
        </span>
      </div>
      {/* Polite: it waits for the reader's screen reader to finish; the response is below it. */}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement(state)}
      </p>
      {state.phase === 'done' && <state.Result request={request} response={state.response} />}
      {state.phase === 'failed' && <p className={styles.failed}>{state.message}</p>}
    </div>
  );
}

export default function SandboxRun({ metastring }: { metastring?: string }): ReactNode {
  const request = sandboxRequestFromMeta(metastring);
  return request ? <RunBar request={request} /> : null;
}
