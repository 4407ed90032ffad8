/**
 * The sandbox's Web Worker: the engine runs here, off the page's main thread, so a slow request
 * never freezes the page. Its one network request is the data asset, from 'self', at start.
 * Messages are plain data (src/sandbox/types.ts); each answer carries its request's id.
 */
import dataUrl from '@sandbox/data';
import { createEngine, type Engine, type SandboxData } from './engine';
import type { SandboxRequest, SandboxResponse } from './types';

export type WorkerMessage = { id: number; request: SandboxRequest } | { id: number; reset: true };
export type WorkerAnswer = { id: number; response: SandboxResponse } | { id: number; reset: true };

let engine: Promise<Engine> | undefined;

async function start(): Promise<Engine> {
  const data = await fetch(dataUrl);
  if (!data.ok) throw new Error(`the sandbox's data did not load (${data.status})`);
  return createEngine((await data.json()) as SandboxData);
}

/** A 500 with an OperationOutcome: the engine answers everything else itself. */
function failed(error: unknown): SandboxResponse {
  return {
    status: 500,
    statusText: 'Internal Server Error',
    headers: { 'content-type': 'application/fhir+json; charset=utf-8' },
    body: {
      resourceType: 'OperationOutcome',
      issue: [
        { severity: 'fatal', code: 'exception', details: { text: `The sandbox failed: ${String(error)}` } },
      ],
    },
    ms: 0,
  };
}

self.onmessage = async (event: MessageEvent<WorkerMessage>): Promise<void> => {
  const message = event.data;
  let answer: WorkerAnswer;
  try {
    engine ??= start();
    const ready = await engine;
    if ('reset' in message) {
      await ready.reset();
      answer = { id: message.id, reset: true };
    } else answer = { id: message.id, response: await ready.handle(message.request) };
  } catch (error) {
    // A start that failed is tried again with the next request.
    engine = undefined;
    answer =
      'reset' in message ? { id: message.id, reset: true } : { id: message.id, response: failed(error) };
  }
  self.postMessage(answer);
};
