import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import { patientPortal, type PortalAppointment, type PortalResult } from '@site/src/data/sampleRecord';
import Frame, { StatusPill, below, frameStyles, type PreviewProps } from './Frame';
import styles from './PatientPortal.module.css';

function Appointment({
  appointment,
  organisation,
}: {
  appointment: PortalAppointment;
  organisation: string;
}): ReactNode {
  return (
    <li className={styles.card}>
      <span className={styles.dateBlock} aria-hidden="true">
        <span className={styles.dateWeekday}>{appointment.weekday}</span>
        <span className={styles.dateDay}>{appointment.day}</span>
        <span className={styles.dateMonth}>{appointment.month}</span>
      </span>
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{appointment.title}</span>
        <span className={styles.when}>
          <span className={frameStyles.srOnly}>{appointment.date}, </span>
          {appointment.time}
          <StatusPill pill={appointment.status} />
        </span>
        <span className={styles.detail}>
          <Icon name="person" size={14} className={styles.detailIcon} />
          <span>
            {appointment.clinician}
            {appointment.clinicianRole ? (
              <span className={styles.secondary}>, {appointment.clinicianRole}</span>
            ) : null}
          </span>
        </span>
        <span className={styles.detail}>
          <Icon name="building" size={14} className={styles.detailIcon} />
          <span>
            {appointment.location}
            {appointment.organisation === organisation ? null : `, ${appointment.organisation}`}
          </span>
        </span>
        {appointment.instruction ? (
          <span className={styles.instruction}>{appointment.instruction}</span>
        ) : null}
      </span>
    </li>
  );
}

function Result({ result }: { result: PortalResult }): ReactNode {
  const single = result.items.length === 1 && result.items[0]?.name === result.name;
  return (
    <li className={styles.card}>
      <span className={styles.cardBody}>
        <span className={styles.cardTitleRow}>
          <span className={styles.cardTitle}>{result.name}</span>
          <span className={styles.taken}>Taken {result.taken}</span>
        </span>
        <span className={styles.items}>
          {result.items.map((item) => {
            const value = (
              <span className={styles.valueLine}>
                <span className={styles.itemValue}>{item.value}</span>{' '}
                <span className={styles.itemUnit}>{item.unit}</span>
              </span>
            );
            return (
              <span key={item.name} className={styles.resultItem}>
                <span className={styles.itemHead}>
                  {single ? value : <span className={styles.itemName}>{item.name}</span>}
                  <StatusPill pill={item.status} />
                </span>
                {single ? null : value}
                {item.range ? <span className={styles.range}>{item.range}</span> : null}
              </span>
            );
          })}
        </span>
        {result.summary ? <span className={styles.summary}>{result.summary}</span> : null}
        <span className={styles.released}>
          <Icon name="check" size={14} className={styles.detailIcon} />
          <span>
            Released by {result.releasedBy} on {result.released}
          </span>
        </span>
      </span>
    </li>
  );
}

/**
 * Veritas, the patient portal, on a phone, drawn from the sample record: the patient's
 * upcoming appointments and the results her clinician has released to her.
 */
export default function PatientPortal({ className, headingLevel = 3 }: PreviewProps): ReactNode {
  const { firstName, patientName, organisation, appointments, results } = patientPortal;
  const sectionLevel = below(headingLevel);
  return (
    <Frame
      variant="device"
      className={className}
      caption={`Veritas, the patient portal, for a fictitious patient, ${patientName}: her upcoming appointments and the results her consultant has released to her, in plain language.`}>
      <div className={styles.app}>
        <div className={styles.appHeader}>
          <span className={styles.brand} aria-hidden="true">
            <Icon name="person" size={16} />
            Veritas
            <span className={styles.brandOrg}>· {organisation}</span>
          </span>
          <Heading as={`h${headingLevel}`} className={styles.greeting}>
            Hello, {firstName}
          </Heading>
        </div>

        {/* One phone screen: what is below its fold is cut, as a phone shows it before scrolling. */}
        <div className={styles.screen}>
          <section className={styles.section}>
            <Heading as={`h${sectionLevel}`} className={styles.sectionTitle}>
              Upcoming appointments
              <span className={frameStyles.count}>{appointments.length}</span>
            </Heading>
            <ul className={styles.cards}>
              {appointments.map((appointment) => (
                <Appointment key={appointment.id} appointment={appointment} organisation={organisation} />
              ))}
            </ul>
          </section>

          <section className={styles.section}>
            <Heading as={`h${sectionLevel}`} className={styles.sectionTitle}>
              Your results
              <span className={frameStyles.count}>{results.length}</span>
            </Heading>
            <ul className={styles.cards}>
              {results.map((result) => (
                <Result key={result.id} result={result} />
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.tabBar} aria-hidden="true">
          <span className={clsx(styles.tab, styles.tabActive)}>
            <Icon name="person" size={18} />
            Home
          </span>
          <span className={styles.tab}>
            <Icon name="calendar" size={18} />
            Appointments
          </span>
          <span className={styles.tab}>
            <Icon name="chart" size={18} />
            Results
          </span>
          <span className={styles.tab}>
            <Icon name="message" size={18} />
            Messages
          </span>
        </div>
      </div>
    </Frame>
  );
}
