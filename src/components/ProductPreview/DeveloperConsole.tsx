import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import { developerConsole, type AuditRow, type ConsoleClientRow } from '@site/src/data/sampleRecord';
import Frame, { PanelTitle, StatusPill, below, frameStyles, type PreviewProps } from './Frame';
import table from './Table.module.css';
import styles from './DeveloperConsole.module.css';

/** Text with line-break opportunities after `/`, `?`, `&` and `=`, for long paths in narrow columns. */
function Breakable({ text }: { text: string }): ReactNode {
  const parts = text.replace(/([/?&=])/g, '$1\n').split('\n');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? <wbr /> : null}
    </Fragment>
  ));
}

function ClientRow({ client }: { client: ConsoleClientRow }): ReactNode {
  return (
    <tr className={table.row}>
      <th scope="row" className={table.cell}>
        <span className={styles.primary}>{client.name}</span>
        <span className={styles.secondary}>
          <StatusPill
            pill={{ label: client.type, tone: client.type === 'SMART backend services' ? 'neutral' : 'info' }}
          />{' '}
          <span className={styles.wideText}>{client.detail}</span>
        </span>
      </th>
      <td className={clsx(table.cell, styles.wideCell, styles.identifier)}>
        <span className={frameStyles.mono}>{client.shortClientId}</span>
      </td>
      <td className={clsx(table.cell, styles.wideCell, styles.identifier)}>
        <span className={frameStyles.mono}>{client.policy}</span>
      </td>
      <td className={clsx(table.cell, styles.lastUsed)}>{client.lastUsedLabel}</td>
    </tr>
  );
}

function AuditLogRow({ row }: { row: AuditRow }): ReactNode {
  return (
    <tr className={table.row}>
      <td className={clsx(table.cell, styles.time, styles.wideCell)}>{row.time}</td>
      <th scope="row" className={table.cell}>
        <span className={styles.primary}>{row.actor}</span>
        {row.via ? <span className={styles.secondary}>via {row.via}</span> : null}
        <span className={clsx(styles.secondary, styles.narrowOnly)}>
          <span className={styles.narrowTime}>{row.time}</span>{' '}
          <span className={frameStyles.mono}>
            {row.action} <Breakable text={row.resource} />
          </span>
          {row.detail ? <span className={styles.failure}>{row.detail}</span> : null}
        </span>
      </th>
      <td className={clsx(table.cell, styles.wideCell)}>
        <span className={clsx(styles.action, frameStyles.mono)}>{row.action}</span>
      </td>
      <td className={clsx(table.cell, styles.wideCell, styles.resource)}>
        <span className={frameStyles.mono}>
          <Breakable text={row.resource} />
        </span>
        {row.detail ? <span className={styles.failure}>{row.detail}</span> : null}
      </td>
      <td className={clsx(table.cell, styles.outcome)}>
        <StatusPill pill={row.outcome} />
      </td>
    </tr>
  );
}

/**
 * The developer console, drawn from the sample record: a project with its clients and access
 * policies (Securus configuration), and an audit log read from FHIR AuditEvent resources.
 */
export default function DeveloperConsole({ className, headingLevel = 3 }: PreviewProps): ReactNode {
  const { project, clients, policies, audit, auditDay } = developerConsole;
  const { fhirApi } = useBrandUrls();
  const sectionLevel = below(headingLevel);
  const auditDate = audit[0]?.date ?? '';
  return (
    <Frame
      variant="browser"
      address={`Developer console · ${project.id}`}
      className={className}
      caption={`The developer console for a fictitious project, ${project.name}, in ${project.region}: its registered clients, the access policies that limit them, and the audit log read from its AuditEvent resources.`}>
      <div className={styles.console}>
        <div className={styles.sidebar} aria-hidden="true">
          <span className={styles.sidebarBrand}>
            <Icon name="terminal" size={16} />
            Console
          </span>
          <span className={styles.nav}>Overview</span>
          <span className={clsx(styles.nav, styles.navActive)}>Clients</span>
          <span className={styles.nav}>Access policies</span>
          <span className={styles.nav}>Audit log</span>
          <span className={styles.nav}>Subscriptions</span>
          <span className={styles.nav}>Bots</span>
        </div>

        <div className={styles.main}>
          <div className={styles.projectHeader}>
            <div className={styles.projectTitleRow}>
              <Heading as={`h${headingLevel}`} className={styles.projectName}>
                {project.name}
              </Heading>
              <StatusPill pill={{ label: project.environment, tone: 'ok' }} />
              <span className={styles.region}>
                <Icon name="globe" size={14} />
                {project.region}
              </span>
            </div>
            <dl className={styles.projectFacts}>
              <div>
                <dt>Project</dt>
                <dd className={frameStyles.mono}>{project.id}</dd>
              </div>
              <div>
                <dt>FHIR base URL</dt>
                <dd className={clsx(frameStyles.mono, styles.url)}>{fhirApi}</dd>
              </div>
            </dl>
          </div>

          <section className={frameStyles.panel}>
            <PanelTitle level={sectionLevel} count={`${clients.length} · times in UTC`}>
              Clients
            </PanelTitle>
            <table className={clsx(table.table, styles.table)}>
              <thead className={table.thead}>
                <tr className={table.row}>
                  <th scope="col" className={table.head}>
                    Name and type
                  </th>
                  <th scope="col" className={clsx(table.head, styles.wideCell)}>
                    Client ID
                  </th>
                  <th scope="col" className={clsx(table.head, styles.wideCell)}>
                    Access policy
                  </th>
                  <th scope="col" className={clsx(table.head, styles.lastUsed)}>
                    Last used
                  </th>
                </tr>
              </thead>
              <tbody>
                {clients.map((client) => (
                  <ClientRow key={client.clientId} client={client} />
                ))}
              </tbody>
            </table>
          </section>

          <section className={frameStyles.panel}>
            <PanelTitle level={sectionLevel} count={policies.length}>
              Access policies
            </PanelTitle>
            <ul className={styles.policies}>
              {policies.map((policy) => (
                <li key={policy.name} className={styles.policy}>
                  <span className={clsx(styles.policyName, frameStyles.mono)}>{policy.name}</span>
                  <span className={styles.policyDescription}>{policy.description}</span>
                  <span className={styles.chipRow}>
                    <span className={frameStyles.srOnly}>Resource types: </span>
                    {policy.resourceTypes.map((type) => (
                      <span key={type} className={styles.chip}>
                        {type}
                      </span>
                    ))}
                  </span>
                  <span className={styles.chipRow}>
                    <span className={frameStyles.srOnly}>Scopes: </span>
                    {policy.scopes.map((scope) => (
                      <span key={scope} className={clsx(styles.chip, styles.scope, frameStyles.mono)}>
                        {scope}
                      </span>
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section className={frameStyles.panel}>
            <PanelTitle level={sectionLevel} count={`${auditDate} · UTC`}>
              Audit log
            </PanelTitle>
            <table className={clsx(table.table, styles.table)}>
              <thead className={table.thead}>
                <tr className={table.row}>
                  <th scope="col" className={clsx(table.head, styles.time, styles.wideCell)}>
                    Time
                  </th>
                  <th scope="col" className={table.head}>
                    Actor
                  </th>
                  <th scope="col" className={clsx(table.head, styles.wideCell)}>
                    Action
                  </th>
                  <th scope="col" className={clsx(table.head, styles.wideCell)}>
                    Resource
                  </th>
                  <th scope="col" className={clsx(table.head, styles.outcome)}>
                    Outcome
                  </th>
                </tr>
              </thead>
              <tbody>
                {audit.map((row) => (
                  <AuditLogRow key={row.id} row={row} />
                ))}
              </tbody>
            </table>
            <p className={styles.footnote}>
              From{' '}
              <span className={frameStyles.mono}>
                <Breakable text={`GET [base]/AuditEvent?date=${auditDay}&_sort=-date`} />
              </span>
            </p>
          </section>
        </div>
      </div>
    </Frame>
  );
}
