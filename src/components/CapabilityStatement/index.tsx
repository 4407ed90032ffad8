/**
 * The abridged CapabilityStatement on /docs/interoperable, generated at build time by
 * src/plugins/fhir-reference from src/data/fhirSupport.ts and the R4 search parameters: the
 * same source as the API reference, so the two cannot disagree.
 */
import type { ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import statement from '@generated/fhir-reference/default/capability-statement.json';

export default function CapabilityStatement(): ReactNode {
  return (
    <CodeBlock language="json" title="GET [base]/metadata (abridged)">
      {JSON.stringify(statement, null, 2)}
    </CodeBlock>
  );
}
