import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

/**
 * The developer docs sidebar, grouped Get started / Integration / Platform.
 * Workflow guides (docs/workflows) and policies (docs/policies) are deliberately
 * in no sidebar: they render full-width, reached from /docs and the footer.
 */
const sidebars = {
  docsSidebar: [
    {
      type: 'category',
      label: 'Get started',
      collapsible: false,
      link: { type: 'doc', id: 'index' },
      items: ['udhp', 'interoperable', 'ai', 'sdk'],
    },
    {
      type: 'category',
      label: 'Integration',
      collapsible: false,
      link: { type: 'doc', id: 'integration/index' },
      items: [
        'integration/smart-app-launch',
        'integration/hl7-interfacing',
        'integration/agent',
        'integration/migration',
      ],
    },
    {
      type: 'category',
      label: 'Platform',
      collapsible: false,
      items: [
        'platform/fhir-datastore',
        'platform/search',
        'platform/auth',
        'platform/subscriptions',
        'platform/fhircast',
        'platform/graphql',
        'platform/bots',
        'platform/deployment',
      ],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
