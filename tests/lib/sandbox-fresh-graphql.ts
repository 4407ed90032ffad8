/**
 * GraphQL queries, one after the other, on a fresh sandbox engine in a process of its own (as the
 * reader's worker is), their answers printed as one JSON array: Medplum's GraphQL schema is one
 * per process, built at the first query. Run by tests/unit/sandbox-engine.spec.ts through jiti.
 */
import { createEngine } from '../../src/sandbox/engine/node';

void createEngine()
  .then(async (engine) => {
    const answers = [];
    for (const query of process.argv.slice(2)) {
      answers.push(await engine.handle({ method: 'POST', url: '$graphql', body: JSON.stringify({ query }) }));
    }
    return answers;
  })
  .then((answers) => console.log(JSON.stringify(answers)));
