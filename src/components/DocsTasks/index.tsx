/**
 * The /docs landing's task cards: what the reader comes to build, each card a link to the guide
 * (src/data/docsTasks.ts). Compact, two to a row on a phone, so that the quick start below them
 * stays in the first screen.
 */
import type { ReactNode } from 'react';
import Card from '@site/src/components/Card';
import IconTile from '@site/src/components/IconTile';
import { docsTasks } from '@site/src/data/docsTasks';
import styles from './styles.module.css';

export default function DocsTasks(): ReactNode {
  return (
    <nav aria-label="Start with a task" className={styles.nav}>
      <ul className={styles.grid}>
        {docsTasks.map((task) => (
          <li key={task.to}>
            <Card to={task.to} className={styles.card}>
              <IconTile name={task.icon} size={20} className={styles.icon} />
              <span className={styles.title}>{task.title}</span>
              {/* A space, so the link's name and the page's Markdown twin read as two phrases. */}{' '}
              <span className={styles.text}>{task.text}</span>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  );
}
