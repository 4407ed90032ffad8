/**
 * Sanoria's plans and prices: the one file that holds every figure the site quotes about what
 * Sanoria costs. /pricing and the services introduction read it, and
 * tests/unit/pricing.spec.ts fails on a page that states a price this file does not hold.
 *
 * Prices are list prices before VAT or sales tax. An order form can agree other terms.
 */
import { formatNumber } from '../utils/numbers';

export type PlanId = 'sandbox' | 'practice' | 'practice-plus' | 'enterprise';

/** The two currencies Sanoria invoices in; which one applies depends on where the customer contracts. */
export type Currency = 'EUR' | 'USD';

/** One amount in each currency. */
export type Price = Readonly<Record<Currency, number>>;

export interface CurrencyRule {
  currency: Currency;
  /** Who is invoiced in it. */
  appliesTo: string;
  /** The tax left out of every price, and how it is added. */
  tax: string;
}

export const currencies: readonly CurrencyRule[] = [
  {
    currency: 'EUR',
    appliesTo: 'Customers contracting in the European Union or the United Kingdom',
    tax: 'VAT is added at the rate that applies, or reverse-charged where the customer is VAT-registered in another country.',
  },
  {
    currency: 'USD',
    appliesTo: 'Customers contracting in the United States or Canada',
    tax: 'US sales tax and Canadian GST/HST and provincial sales taxes are added where they apply.',
  },
];

export type MeterId =
  'storedResources' | 'apiCalls' | 'bulkExport' | 'messages' | 'sms' | 'networkTransactions';

export interface Meter {
  id: MeterId;
  /** The meter's name, as the services introduction and the bill name it. */
  name: string;
  /** What counts towards it. */
  counts: string;
  /** What the meter counts, in the plural ("resources", "GB"). */
  item: string;
  /** How many items one unit of allowance and price is: 1,000,000 resources, 1 GB, 1,000 messages. */
  unitSize: 1 | 1_000 | 1_000_000;
  /** The price of each unit above a plan's allowance. */
  overage: Price;
}

/**
 * The usage meters: the same in every paid plan, each with an allowance per plan (below) and one
 * price per unit above it.
 */
export const meters: readonly Meter[] = [
  {
    id: 'storedResources',
    name: 'Stored resources',
    counts:
      'The monthly average number of current resources in Archiva; earlier versions in the history do not count',
    item: 'resources',
    unitSize: 1_000_000,
    overage: { EUR: 40, USD: 44 },
  },
  {
    id: 'apiCalls',
    name: 'API calls',
    counts:
      'Requests to the FHIR API and operations; each entry in a batch or transaction counts as one call',
    item: 'calls',
    unitSize: 1_000_000,
    overage: { EUR: 20, USD: 22 },
  },
  {
    id: 'bulkExport',
    name: 'Bulk export',
    counts:
      'Gigabytes of NDJSON produced by Bulk Data $export in Querium; the export you make when you leave Sanoria is not counted',
    item: 'GB',
    unitSize: 1,
    overage: { EUR: 0.1, USD: 0.11 },
  },
  {
    id: 'messages',
    name: 'Messages',
    counts:
      'Email and push notifications and Direct messages delivered by Nuncius (secure messages inside Sanoria are not metered; text messages are the next meter)',
    item: 'messages',
    unitSize: 1_000,
    overage: { EUR: 4, USD: 4.4 },
  },
  {
    // Its own meter because carriers charge per text: cents each in Europe, about a cent in North America.
    id: 'sms',
    name: 'Text messages',
    counts: 'SMS reminders and notifications sent by Nuncius, counted per 160-character segment',
    item: 'text messages',
    unitSize: 1_000,
    overage: { EUR: 70, USD: 15 },
  },
  {
    id: 'networkTransactions',
    name: 'Network transactions',
    counts: 'Prescriptions routed by Scriptus and claims submitted by Fiscus to external networks',
    item: 'transactions',
    unitSize: 1_000,
    overage: { EUR: 50, USD: 55 },
  },
];

export interface Plan {
  id: PlanId;
  name: string;
  /** Who the plan is for, in one sentence. */
  forWhom: string;
  /**
   * The platform fee per environment per month: the production environment and its sandbox
   * project. `0` for the free sandbox; `null` where it is quoted.
   */
  platformFee: Price | 0 | null;
  /** Each further environment (staging, test) per month; `null` where there is none or it is quoted. */
  extraEnvironment: Price | null;
  /** Services the plan adds to those in every paid plan, by slug (services.ts). */
  services: readonly string[];
  /** What else it includes, one line each. */
  includes: readonly string[];
  /** What it does not include, where a reader could assume it does. */
  note?: string;
  /** Units included each month on each meter (in the meter's unit); `null` where the order form sets them. */
  allowances: Readonly<Record<MeterId, number>> | null;
  /** The plan's button: where to go next. */
  action: { label: string; to: 'sandbox' | 'contact' };
}

/** Services in every paid plan (services/index.mdx says the same). */
export const everyPlanServices: readonly string[] = ['securus', 'archiva', 'termini', 'evolutio'];

export const plans: readonly Plan[] = [
  {
    id: 'sandbox',
    name: 'Sandbox',
    forWhom:
      'Developers who want to try the FHIR API before they have a project: a FHIR R4 server that runs in your browser, with test data.',
    platformFee: 0,
    extraEnvironment: null,
    services: [],
    includes: [
      'No account, no token and no network: requests never leave the browser tab',
      'The documentation’s fictitious test records, reset with one button',
      'REST interactions, search, batches and transactions, and FHIR GraphQL',
      'Copy as curl, to send the same request to a real project later',
    ],
    note: 'Not a hosted environment: test data only, with no authorisation, subscriptions, bots or API limits.',
    allowances: null,
    action: { label: 'Open the sandbox', to: 'sandbox' },
  },
  {
    id: 'practice',
    name: 'Practice',
    forWhom: 'A single GP practice or clinic that runs its clinical record and patient portal on Sanoria.',
    platformFee: { EUR: 890, USD: 980 },
    extraEnvironment: { EUR: 290, USD: 320 },
    services: ['medicus', 'scriptus', 'remedia', 'forma', 'schedula', 'veritas', 'nuncius', 'querium'],
    includes: [
      'One production environment and its sandbox project, in the region you choose',
      'Clinical, prescribing, forms, scheduling, portal and messaging services',
      'Bulk Data export of the whole record, at any time',
    ],
    allowances: {
      storedResources: 2,
      apiCalls: 5,
      bulkExport: 50,
      messages: 20,
      sms: 1,
      networkTransactions: 5,
    },
    action: { label: 'Ask for an order form', to: 'contact' },
  },
  {
    id: 'practice-plus',
    name: 'Practice Plus',
    forWhom:
      'GP groups, multi-site clinics and primary care networks that connect other systems and bill from the record.',
    platformFee: { EUR: 2_900, USD: 3_190 },
    extraEnvironment: { EUR: 690, USD: 760 },
    services: [
      'medicus',
      'scriptus',
      'remedia',
      'forma',
      'schedula',
      'veritas',
      'nuncius',
      'querium',
      'mapper',
      'fiscus',
    ],
    includes: [
      'Everything in Practice, for every site in the group',
      'HL7 v2, C-CDA and CSV interfaces through Mapper and the integration agent',
      'Claims and coverage through Fiscus',
      'SQL on FHIR views for reporting in Querium',
      'A named onboarding engineer for the first 90 days',
    ],
    allowances: {
      storedResources: 10,
      apiCalls: 25,
      bulkExport: 250,
      messages: 100,
      sms: 5,
      networkTransactions: 25,
    },
    action: { label: 'Ask for an order form', to: 'contact' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    forWhom:
      'Hospitals, health systems, payers and national programmes, hosted by Sanoria or self-hosted in their own cloud or data centre.',
    platformFee: null,
    extraEnvironment: null,
    services: [
      'medicus',
      'scriptus',
      'remedia',
      'forma',
      'schedula',
      'veritas',
      'nuncius',
      'querium',
      'mapper',
      'fiscus',
      'maestro',
    ],
    includes: [
      'All fifteen services, with Maestro during its preview on the terms of your order form',
      'Self-hosting, licensed per environment, as well as the hosted regions',
      'Rate limits raised to your load (the size limits are fixed)',
      'Volume commitments and allowances set in your order form',
    ],
    allowances: null,
    action: { label: 'Ask for a quote', to: 'contact' },
  },
];

/** A plan by id; an unknown id is a programming error, so it throws. */
export function planById(id: PlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`No plan with id "${id}"`);
  return plan;
}

/** A worked example of a month's bill, computed from the prices above. */
export interface BillExample {
  /** Who the example is about. */
  customer: string;
  plan: PlanId;
  /** Environments beyond the production environment and its sandbox project. */
  extraEnvironments: number;
  /** The month's usage on each meter, in the meter's unit. */
  usage: Readonly<Record<MeterId, number>>;
}

export const billExample: BillExample = {
  customer:
    'A GP group of three practices on Practice Plus, with a staging environment for testing its interfaces',
  plan: 'practice-plus',
  extraEnvironments: 1,
  usage: {
    storedResources: 14,
    apiCalls: 31,
    bulkExport: 120,
    messages: 130,
    sms: 7,
    networkTransactions: 21,
  },
};

export interface BillLine {
  label: string;
  /** What the line counts, in words ("1 environment", "4 million resources over the allowance"). */
  quantity: string;
  amount: Price;
}

/** Every amount in both currencies, each rounded to the cent. */
const times = (price: Price, factor: number): Price => ({
  EUR: Math.round(price.EUR * factor * 100) / 100,
  USD: Math.round(price.USD * factor * 100) / 100,
});

/**
 * The month's bill for an example, line by line: the platform fee, each further environment,
 * and each meter's usage above the plan's allowance. A plan without published prices has no bill.
 */
export function billLines(example: BillExample): BillLine[] {
  const plan = planById(example.plan);
  if (!plan.platformFee || !plan.extraEnvironment || !plan.allowances) {
    throw new Error(`The ${plan.name} plan has no published prices to compute a bill from`);
  }
  const allowances = plan.allowances;
  const lines: BillLine[] = [
    { label: 'Platform fee', quantity: 'Production and its sandbox project', amount: plan.platformFee },
  ];
  if (example.extraEnvironments > 0) {
    lines.push({
      label: 'Further environments',
      quantity: `${example.extraEnvironments} × ${plan.name} environment`,
      amount: times(plan.extraEnvironment, example.extraEnvironments),
    });
  }
  for (const meter of meters) {
    const used = example.usage[meter.id];
    const over = Math.max(0, used - allowances[meter.id]);
    lines.push({
      label: meter.name,
      quantity:
        over > 0
          ? `${formatQuantity(meter, used)}: ${formatQuantity(meter, over)} above the allowance of ${formatQuantity(meter, allowances[meter.id])}`
          : `${formatQuantity(meter, used)}: within the allowance of ${formatQuantity(meter, allowances[meter.id])}`,
      amount: times(meter.overage, over),
    });
  }
  return lines;
}

/** The sum of a bill's lines, in each currency. */
export function billTotal(lines: readonly BillLine[]): Price {
  return lines.reduce<Price>(
    (sum, line) => ({
      EUR: Math.round((sum.EUR + line.amount.EUR) * 100) / 100,
      USD: Math.round((sum.USD + line.amount.USD) * 100) / 100,
    }),
    { EUR: 0, USD: 0 },
  );
}

/** An amount of a meter's units in words: "2 million resources", "50 GB", "20,000 messages". */
export function formatQuantity(meter: Meter, units: number): string {
  if (meter.unitSize === 1_000_000) return `${formatNumber(units)} million ${meter.item}`;
  return `${formatNumber(units * meter.unitSize)} ${meter.item}`;
}

/** The unit a meter is priced per: "million resources", "GB", "1,000 messages". */
export function perUnit(meter: Meter): string {
  if (meter.unitSize === 1_000_000) return `million ${meter.item}`;
  return meter.unitSize === 1 ? meter.item : `${formatNumber(meter.unitSize)} ${meter.item}`;
}

const SYMBOL: Record<Currency, string> = { EUR: '€', USD: 'US$' };

/**
 * An amount as the site writes it: "€2,900", "US$3,190", "€0.10". Whole amounts have no
 * cents; others have two decimals.
 */
export function formatPrice(amount: number, currency: Currency): string {
  const text = Number.isInteger(amount) ? formatNumber(amount) : formatNumber(Number(amount.toFixed(2)));
  const [whole, cents] = text.split('.');
  return `${SYMBOL[currency]}${cents === undefined ? whole : `${whole}.${cents.padEnd(2, '0')}`}`;
}

/** Every amount this file publishes, formatted as pages write them: what the pricing test allows. */
export function publishedAmounts(): Set<string> {
  const prices: Price[] = [];
  for (const plan of plans) {
    if (plan.platformFee) prices.push(plan.platformFee);
    if (plan.extraEnvironment) prices.push(plan.extraEnvironment);
  }
  for (const meter of meters) prices.push(meter.overage);
  const lines = billLines(billExample);
  prices.push(...lines.map((line) => line.amount), billTotal(lines));
  return new Set(prices.flatMap((price) => [formatPrice(price.EUR, 'EUR'), formatPrice(price.USD, 'USD')]));
}

/** A plan's name, by id. */
export function planName(id: PlanId): string {
  return planById(id).name;
}
