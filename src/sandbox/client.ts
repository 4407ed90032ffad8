/**
 * The page's side of the sandbox, loaded only by `import()` when the reader runs a request or
 * opens /docs/sandbox. It starts one Web Worker (src/sandbox/worker.ts) the first time and reuses
 * it. A request still running after STOP_AFTER_MS is stopped: the worker is terminated (the only
 * way to stop code that is busy), the request is answered with a 408 that says so, and the next
 * request starts a fresh worker, from the seed.
 */
import type { SandboxRequest, SandboxResponse } from './types';
import type { WorkerAnswer, WorkerMessage } from './worker';

/** How long a request may run, worker start included, before it is stopped (the issue's 5 s). */
export const STOP_AFTER_MS = 5000;

interface Pending {
  resolve: (answer: WorkerAnswer) => void;
  timer: ReturnType<typeof setTimeout>;
}

let worker: Worker | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function outcomeResponse(status: number, statusText: string, text: string): SandboxResponse {
  return {
    status,
    statusText,
    headers: { 'content-type': 'application/fhir+json; charset=utf-8' },
    body: {
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code: status === 408 ? 'timeout' : 'exception', details: { text } }],
    },
    ms: 0,
  };
}

/** Ends the worker and answers everything it still owed with `response`. */
function stop(response: (id: number) => WorkerAnswer): void {
  worker?.terminate();
  worker = undefined;
  for (const [id, { resolve, timer }] of pending) {
    clearTimeout(timer);
    resolve(response(id));
  }
  pending.clear();
}

function startWorker(): Worker {
  const started = new Worker(new URL('./worker.ts', import.meta.url), { name: 'sandbox' });
  started.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const waiting = pending.get(event.data.id);
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.delete(event.data.id);
    waiting.resolve(event.data);
  };
  // The worker's script failed to load or threw outside a request: answer, and start afresh next time.
  started.onerror = (event) => {
    event.preventDefault();
    stop((id) => ({
      id,
      response: outcomeResponse(
        500,
        'Internal Server Error',
        `The sandbox failed to start: ${event.message}`,
      ),
    }));
  };
  return started;
}

function send(message: (id: number) => WorkerMessage): Promise<WorkerAnswer> {
  worker ??= startWorker();
  const running = worker;
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (worker !== running) return;
      stop((stoppedId) => ({
        id: stoppedId,
        response: outcomeResponse(
          408,
          'Request Timeout',
          `Stopped: the request ran longer than ${STOP_AFTER_MS / 1000} s. The sandbox starts again from its seed data with the next request.`,
        ),
      }));
    }, STOP_AFTER_MS);
    pending.set(id, { resolve, timer });
    running.postMessage(message(id));
  });
}

/** Sends one request to the sandbox; every outcome, a stop included, is a response. */
export async function sendToSandbox(request: SandboxRequest): Promise<SandboxResponse> {
  const answer = await send((id) => ({ id, request }));
  return 'response' in answer
    ? answer.response
    : outcomeResponse(500, 'Internal Server Error', 'No response');
}

/** Puts the sandbox back to its seed data (a sandbox not started yet is at its seed already). */
export async function resetSandbox(): Promise<void> {
  if (!worker) return;
  await send((id) => ({ id, reset: true }));
}
