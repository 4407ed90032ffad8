/**
 * A run sample's response, and the link that opens its request in the console. Loaded with the
 * sandbox's client when the reader first presses Run (./index.tsx), so pages do not carry it.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import SandboxResponse from '@site/src/components/SandboxResponse';
import { sandboxLink } from '@site/src/components/SandboxConsole/link';
import type { SandboxRequest, SandboxResponse as Response } from '@site/src/sandbox/types';
import styles from './styles.module.css';

export interface ResultProps {
  request: SandboxRequest;
  response: Response;
}

export default function Result({ request, response }: ResultProps): ReactNode {
  return (
    <div className={styles.result}>
      <SandboxResponse response={response} />
      <p className={styles.open}>
        <Link to={sandboxLink(request)} data-noBrokenLinkCheck>
          Open in sandbox
        </Link>{' '}
        to change the request and send it again.
      </p>
    </div>
  );
}
