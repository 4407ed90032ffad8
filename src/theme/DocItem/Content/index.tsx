/**
 * Wraps a docs page's content, on every page of both docs instances (docs and services):
 *
 * - "Copy page as Markdown" and "View as Markdown" above it, except on the services instance's
 *   pages, which are product pages (their twins are still written). The actions use the page's
 *   Markdown twin, written by @signalwire/docusaurus-plugin-llms-txt (docusaurus.config.ts).
 * - On a policy, its particulars (owner, version, dates) directly under the title. The title
 *   is the heading Docusaurus renders from the front matter ahead of the page's MDX, which it
 *   receives as `children`; the header goes first among those children, so it follows the
 *   title inside the same Markdown container. (Policies have no `# heading` of their own.)
 * - On a page without a sidebar, the docs sections in the phone drawer (see
 *   src/components/DocGroupNav/DocsSectionsMobileMenu.tsx); it renders nothing in place.
 * - On a service page, a hero under the title (what it does, who uses it: ServiceHero) and its
 *   call to action last (ServiceContact), so every one opens and ends the same way.
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useActivePlugin, useDoc } from '@docusaurus/plugin-content-docs/client';
import DocMarkdownActions from '@site/src/components/DocMarkdownActions';
import DocsSectionsMobileMenu from '@site/src/components/DocGroupNav/DocsSectionsMobileMenu';
import PolicyHeader, { policyOfDoc } from '@site/src/components/PolicyHeader';
import ServiceContact from '@site/src/components/ServiceContact';
import ServiceHero from '@site/src/components/ServiceHero';
import { services, servicesPluginId } from '@site/src/data/services';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { metadata, frontMatter } = useDoc();
  const policy = policyOfDoc(metadata.permalink, metadata.id, frontMatter);
  const service = services.find((s) => metadata.permalink === `/services/${s.slug}`);
  const productPage = useActivePlugin()?.pluginId === servicesPluginId;
  return (
    <>
      {!productPage && <DocMarkdownActions permalink={metadata.permalink} />}
      <Content {...props}>
        {policy && <PolicyHeader policy={policy} />}
        {service && <ServiceHero service={service} />}
        {children}
        {service && <ServiceContact service={service} />}
      </Content>
      <DocsSectionsMobileMenu />
    </>
  );
}
