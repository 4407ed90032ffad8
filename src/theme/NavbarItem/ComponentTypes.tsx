/**
 * The navbar item types this site uses, and only those (ejected from theme-classic).
 *
 * theme-classic's map imports every navbar item type Docusaurus offers, so the main bundle,
 * which every page downloads, carries the locale and version dropdowns, the plain dropdown
 * (desktop and mobile), and the HTML, doc and version items, 9.5 KB that this site never
 * renders: its navbar (docusaurus.config.ts) has sidebar links and plain links, and the search
 * box comes from the search plugin's SearchBar, not from a navbar item. An item of any other
 * type fails the build loudly: theme-classic's NavbarItem throws "No NavbarItem component found
 * for type …" while the server renders the first page. Add the type here when the navbar needs it.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes: Pick<ComponentTypesObject, 'default' | 'docSidebar'> = {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};

// theme-classic's NavbarItem looks types up in this map and throws for a missing one.
export default ComponentTypes as ComponentTypesObject;
