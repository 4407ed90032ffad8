/** The /pricing page's sections. Every figure comes from src/data/plans.ts. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import Icon from '@site/src/components/Icon';
import Card, { CardNumber, CardText, CardTitle } from '@site/src/components/Card';
import CardGrid from '@site/src/components/CardGrid';
import CallToAction from '@site/src/components/CallToAction';
import MeterTable from '@site/src/components/MeterTable';
import PageHero from '@site/src/components/PageHero';
import ScrollableTable from '@site/src/components/ScrollableTable';
import Section from '@site/src/components/Section';
import SectionHeader from '@site/src/components/SectionHeader';
import { brand } from '@site/src/data/brand';
import { serviceBySlug } from '@site/src/data/services';
import {
  billExample,
  billLines,
  billTotal,
  currencies,
  everyPlanServices,
  formatPrice,
  formatQuantity,
  meters,
  perUnit,
  planById,
  plans,
  type Plan,
  type Price,
} from '@site/src/data/plans';
import styles from './pricing.module.css';

const SANDBOX_PATH = '/docs/sandbox';

/**
 * An amount in both currencies: euro first, then US dollars. The separator is plain text: a
 * visually hidden word would be absolutely positioned outside a table's scrolling box.
 */
function Amount({ price, className }: { price: Price; className?: string }): ReactNode {
  return (
    <span className={clsx(styles.amount, className)}>
      <span>{formatPrice(price.EUR, 'EUR')}</span>
      <span className={styles.amountSeparator}> / </span>
      <span>{formatPrice(price.USD, 'USD')}</span>
    </span>
  );
}

export function PricingHero(): ReactNode {
  const urls = useBrandUrls();
  return (
    <PageHero
      eyebrow="Pricing"
      title="Plans and prices"
      titleWidth="44rem"
      leadWidth="44rem"
      lead={
        <>
          {brand.name} is sold by plan. A paid plan has a monthly platform fee per environment and five usage
          meters, each with an allowance; usage above an allowance is charged per unit. The prices below are
          list prices, excluding VAT and sales tax.
        </>
      }
      actions={
        <>
          <Link className="button button--primary button--lg" href={urls.contact}>
            Ask for a quote
          </Link>
          <Link className="button button--secondary button--lg" to={SANDBOX_PATH}>
            Try the free sandbox
          </Link>
        </>
      }
    />
  );
}

/** What a plan's platform fee reads as: free, a price per month, or quoted. */
function PlanPrice({ plan }: { plan: Plan }): ReactNode {
  if (plan.platformFee === 0) {
    return (
      <p className={styles.price}>
        <span className={styles.priceValue}>Free</span>
        <span className={styles.priceUnit}>in your browser, no account</span>
      </p>
    );
  }
  if (plan.platformFee === null) {
    return (
      <p className={styles.price}>
        <span className={styles.priceValue}>Quoted</span>
        <span className={styles.priceUnit}>for your environments, volumes and hosting</span>
      </p>
    );
  }
  return (
    <p className={styles.price}>
      <Amount price={plan.platformFee} className={styles.priceValue} />
      <span className={styles.priceUnit}>per month, production and its sandbox project</span>
    </p>
  );
}

function PlanCard({ plan }: { plan: Plan }): ReactNode {
  const urls = useBrandUrls();
  const headingId = `plan-${plan.id}`;
  const paid = plan.id !== 'sandbox';
  return (
    <Card as="li" className={styles.plan} aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} className={styles.planName}>
        {plan.name}
      </Heading>
      <p className={styles.planFor}>{plan.forWhom}</p>
      <PlanPrice plan={plan} />
      {plan.extraEnvironment ? (
        <p className={styles.planExtra}>
          Each further environment: <Amount price={plan.extraEnvironment} /> per month
        </p>
      ) : null}
      <ul className={styles.includes}>
        {plan.includes.map((line) => (
          <li key={line}>
            <Icon name="check" size={18} className={styles.check} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {plan.note ? <p className={styles.planNote}>{plan.note}</p> : null}
      {paid ? (
        <>
          <p className={styles.label}>Services</p>
          <p className={styles.services}>
            {[...everyPlanServices, ...plan.services].map((slug, index, all) => {
              const service = serviceBySlug(slug);
              return (
                <span key={slug}>
                  <Link to={`/services/${service.slug}`}>{service.name}</Link>
                  {index < all.length - 1 ? ', ' : ''}
                </span>
              );
            })}
          </p>
        </>
      ) : null}
      <div className={styles.planAction}>
        {plan.action.to === 'sandbox' ? (
          <Link className="button button--secondary button--block" to={SANDBOX_PATH}>
            {plan.action.label}
          </Link>
        ) : (
          <Link className="button button--primary button--block" href={urls.contact}>
            {plan.action.label}
          </Link>
        )}
      </div>
    </Card>
  );
}

export function Plans(): ReactNode {
  return (
    <Section>
      <SectionHeader
        eyebrow="Plans"
        id="plans"
        title="Four ways to use the platform"
        lead={`Securus, Archiva, Termini and Evolutio are in every paid plan. Every plan runs the same FHIR R4 API, in the hosted region you choose.`}
      />
      <CardGrid min="15rem" className={styles.plans}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </CardGrid>
    </Section>
  );
}

export function Usage(): ReactNode {
  const paid = plans.filter((plan) => plan.platformFee !== 0);
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Usage"
        id="usage"
        title="Five meters, the same in every plan"
        lead="Each paid plan includes a monthly allowance on every meter. Usage above it is charged per unit, at the same price in every plan. The administration console shows usage day by day."
      />
      <MeterTable />
      <Heading as="h3" id="allowances" className={styles.subheading}>
        Allowances and prices per unit above them
      </Heading>
      <ScrollableTable className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Meter</th>
            {paid.map((plan) => (
              <th scope="col" key={plan.id}>
                {plan.name}
              </th>
            ))}
            <th scope="col">Above the allowance</th>
          </tr>
        </thead>
        <tbody>
          {meters.map((meter) => (
            <tr key={meter.id}>
              <th scope="row">{meter.name}</th>
              {paid.map((plan) => (
                <td key={plan.id}>
                  {plan.allowances
                    ? formatQuantity(meter, plan.allowances[meter.id])
                    : 'Set in your order form'}
                </td>
              ))}
              <td>
                <Amount price={meter.overage} /> per {perUnit(meter)}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      <p className={styles.note}>
        A fee a network charges for its own service, such as a national ePrescribing network’s transaction
        fee, is passed through at cost on its own line. Allowances reset each calendar month and do not carry
        over.
      </p>
    </Section>
  );
}

export function WorkedExample(): ReactNode {
  const plan = planById(billExample.plan);
  const lines = billLines(billExample);
  const total = billTotal(lines);
  return (
    <Section>
      <SectionHeader
        eyebrow="Worked example"
        id="example"
        title="One month’s bill"
        lead={`${billExample.customer}. The month’s bill on ${plan.name}, line by line:`}
      />
      <ScrollableTable className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Quantity</th>
            <th scope="col" className={styles.number}>
              EUR
            </th>
            <th scope="col" className={styles.number}>
              USD
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label}>
              <th scope="row">{line.label}</th>
              <td>{line.quantity}</td>
              <td className={styles.number}>{formatPrice(line.amount.EUR, 'EUR')}</td>
              <td className={styles.number}>{formatPrice(line.amount.USD, 'USD')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total, before tax
            </th>
            <td className={styles.number}>{formatPrice(total.EUR, 'EUR')}</td>
            <td className={styles.number}>{formatPrice(total.USD, 'USD')}</td>
          </tr>
        </tfoot>
      </ScrollableTable>
    </Section>
  );
}

export function CurrencyAndTax(): ReactNode {
  return (
    <Section tone="tinted">
      <SectionHeader
        eyebrow="Currency and tax"
        id="currency"
        title="Which currency applies"
        lead={`${brand.company} invoices in euro or US dollars, by where you contract. Every price on this page excludes tax.`}
      />
      <CardGrid min="18rem">
        {currencies.map((rule) => (
          <Card as="li" key={rule.currency}>
            <CardTitle>{rule.currency}</CardTitle>
            <p className={styles.currencyText}>{rule.appliesTo}.</p>
            <CardText>{rule.tax}</CardText>
          </Card>
        ))}
      </CardGrid>
      <p className={styles.note}>
        Platform fees are invoiced monthly in advance, usage monthly in arrears. An order form can agree an
        annual term, volume commitments or other allowances; where it does, it takes precedence over this
        page.
      </p>
    </Section>
  );
}

const QUOTE_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Tell us what you run',
    text: 'The sites or organisations, roughly how many patients and records, the systems to connect and the region your data must stay in.',
  },
  {
    title: 'Get a proposal',
    text: 'An engineer replies within two working days with a suggested plan, its environments and an estimate of your usage on each meter.',
  },
  {
    title: 'Sign and start',
    text: 'You sign the order form and the data processing terms; we create your project in its region, with its sandbox project beside production.',
  },
];

export function GetAQuote(): ReactNode {
  return (
    <Section>
      <SectionHeader eyebrow="Quotes" id="quote" title="How to get a quote" />
      <CardGrid as="ol" min="16rem">
        {QUOTE_STEPS.map((step, index) => (
          <Card as="li" key={step.title}>
            <CardNumber value={index + 1} />
            <CardTitle>{step.title}</CardTitle>
            <CardText>{step.text}</CardText>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}

export function PricingContact(): ReactNode {
  return (
    <CallToAction
      title="Ask for a quote"
      lead="Tell us about your organisation and what you need the platform to do. We reply with a plan, an order form and an estimate of your monthly bill."
      secondary={{ to: '/services', label: 'Browse the services' }}
    />
  );
}
