/**
 * The opening of a service page, under its title: what the service does (its summary) and who
 * uses it (the roles its "Who it is for" section describes), so a service page opens like a
 * product page. The DocItem/Content wrapper renders it first in the page's content; the spec
 * card (ServiceFacts) follows it.
 */
import type { ReactNode } from 'react';
import type { Service } from '@site/src/data/services';
import styles from './styles.module.css';

export default function ServiceHero({ service }: { service: Service }): ReactNode {
  const usersId = `users-${service.slug}`;
  return (
    <div className={styles.hero} data-service-hero>
      <p className={styles.lead}>{service.summary}</p>
      <div className={styles.users}>
        <p id={usersId} className={styles.usersLabel}>
          Who uses it
        </p>
        <ul className={styles.userList} aria-labelledby={usersId}>
          {service.users.map((user) => (
            <li key={user}>{user}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
