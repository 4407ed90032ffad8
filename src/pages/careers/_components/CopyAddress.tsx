/**
 * An email address as text, with a button that copies it: for a reader whose device opens no
 * mail app when the apply button's `mailto:` link is followed.
 */
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import styles from './JobPosting.module.css';

const messages = {
  idle: '',
  copied: 'Address copied.',
  failed: 'Could not copy: select the address instead.',
};

export default function CopyAddress({ address }: { address: string }): ReactNode {
  const [state, setState] = useState<keyof typeof messages>('idle');
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(address);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <span className={styles.address}>
      <span className={styles.addressText}>{address}</span>
      <button
        type="button"
        className={clsx('button button--sm button--secondary', styles.copy)}
        onClick={() => void copy()}>
        <Icon name={state === 'copied' ? 'check' : 'clipboard'} size={16} />
        Copy<span className="sr-only"> address</span>
      </button>
      <span className={styles.copyStatus} role="status">
        {messages[state]}
      </span>
    </span>
  );
}
