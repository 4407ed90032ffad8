/** The compliance badges shown in the footer and on the home page's compliance band. */

export interface ComplianceBadge {
  id: 'gdpr' | 'hipaa' | 'pipeda' | 'gpit';
  /** The short mark printed on the badge. */
  mark: string;
  /** The second line of the badge: the jurisdiction or scope. */
  caption: string;
  /** The accessible name: what the badge asserts, in full. */
  label: string;
  /** One sentence for the compliance band: what it means for a customer. */
  detail: string;
}

export const complianceBadges: readonly ComplianceBadge[] = [
  {
    id: 'gdpr',
    mark: 'GDPR',
    caption: 'EU · UK',
    label: 'GDPR: processing meets the EU General Data Protection Regulation and UK GDPR',
    detail:
      'EU and UK personal data is processed under a data processing agreement, and health data stays in the EU: in the EU region an EU organisation chooses, or EU (Dublin) for a UK organisation, with its encrypted recovery copy in the other EU region.',
  },
  {
    id: 'hipaa',
    mark: 'HIPAA',
    caption: 'United States',
    label:
      'HIPAA: safeguards meet the US HIPAA Security and Privacy Rules, with a business associate agreement',
    detail:
      'US customers sign a business associate agreement; safeguards follow the HIPAA Security Rule, 45 CFR Part 164.',
  },
  {
    id: 'pipeda',
    mark: 'PIPEDA',
    caption: 'Canada',
    label:
      "PIPEDA: personal information is handled under Canada's Personal Information Protection and Electronic Documents Act",
    detail:
      'Canadian personal health information is hosted in Canada and handled under PIPEDA and provincial health privacy law.',
  },
  {
    id: 'gpit',
    mark: 'GP IT',
    caption: 'Ireland',
    label: "Irish GP IT: general-practice software accreditation under Ireland's national GP IT programme",
    detail:
      "Medicus is built to the general-practice software accreditation requirements of Ireland's national GP IT programme.",
  },
];
