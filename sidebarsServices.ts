import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { servicesByCategory } from './src/data/services';

/**
 * The services sidebar: the introduction, then the fifteen services grouped by
 * category. Labels and grouping come from src/data/services.ts, the same list the
 * home page, the catalogue and each page's facts box read.
 */
const sidebars = {
  servicesSidebar: [
    { type: 'doc', id: 'index', label: 'Introduction' },
    ...servicesByCategory().map(({ category, services }) => ({
      type: 'category' as const,
      label: category,
      collapsible: false,
      items: services.map((service) => ({
        type: 'doc' as const,
        id: service.slug,
        label: service.name,
      })),
    })),
  ],
} satisfies SidebarsConfig;

export default sidebars;
