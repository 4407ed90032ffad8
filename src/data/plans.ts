/**
 * The plans Sanoria sells, by id and name: the one list that the pricing page, the trust
 * centre's SLA and support tables and any other page name plans from. What each plan includes
 * and costs is added here too, so a plan is renamed in one place.
 */

export type PlanId = 'sandbox' | 'practice' | 'practice-plus' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
}

/** In order, from the free sandbox to enterprise. */
export const plans: readonly Plan[] = [
  { id: 'sandbox', name: 'Sandbox' },
  { id: 'practice', name: 'Practice' },
  { id: 'practice-plus', name: 'Practice Plus' },
  { id: 'enterprise', name: 'Enterprise' },
];

/** A plan's name, by id. */
export function planName(id: PlanId): string {
  return plans.find((plan) => plan.id === id)?.name ?? id;
}
