/**
 * One GraphQL query on a fresh sandbox engine, in a process of its own (as the reader's worker
 * is), printed as JSON: Medplum's GraphQL schema is one per process, built at the first query
 * from the types parsed by then. Run by tests/unit/sandbox-engine.spec.ts through jiti.
 */
import { createEngine } from '../../src/sandbox/engine/node';

void createEngine()
  .then((engine) =>
    engine.handle({
      method: 'POST',
      url: '$graphql',
      body: JSON.stringify({ query: process.argv[2] ?? '' }),
    }),
  )
  .then((answer) => console.log(JSON.stringify(answer)));
