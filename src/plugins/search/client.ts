/**
 * Pagefind's Component UI, loaded from the build's own bundle (`<baseUrl>pagefind/`) the first
 * time a reader searches, and the elements the modal and the search page are made of.
 */
import { MAX_QUERY_LENGTH, SEARCH_RANKING } from '@site/src/data/search';

/** The parts of a Component UI instance the site uses (Pagefind ships no types for them). */
export interface SearchInstance {
  searchTerm: string;
  triggerSearch(term: string): void;
  on(event: 'search', callback: (term: string) => void, owner?: object): void;
}

interface PagefindComponents {
  configureInstance(name: string, options: object): void;
  getInstanceManager(): { getInstance(name: string): SearchInstance };
}

declare global {
  interface Window {
    PagefindComponents?: PagefindComponents;
  }
}

/** The modal's instance (Pagefind's default) and the search page's, which keep apart. */
export const INSTANCES = { modal: 'default', page: 'page' } as const;

let loading: Promise<PagefindComponents> | undefined;

/** Loads the Component UI's stylesheet and script once, and configures both instances. */
export function loadSearchUi(baseUrl: string): Promise<PagefindComponents> {
  const bundlePath = `${baseUrl}pagefind/`;
  loading ??= (async () => {
    const css = Object.assign(document.createElement('link'), {
      rel: 'stylesheet',
      href: `${bundlePath}pagefind-component-ui.css`,
    });
    const styled = new Promise((resolve) => css.addEventListener('load', resolve));
    document.head.append(css);
    await import(/* webpackIgnore: true */ `${bundlePath}pagefind-component-ui.js`);
    const components = window.PagefindComponents;
    if (!components) throw new Error('the search script did not start');
    // Before any component connects: an instance configured later keeps its defaults.
    for (const name of Object.values(INSTANCES))
      components.configureInstance(name, { bundlePath, ranking: SEARCH_RANKING });
    await styled;
    return components;
  })();
  // A failed load (offline, no index yet) is tried again at the next search.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** Pagefind's result template, with the page's section above its title. */
const RESULT_TEMPLATE = `<li class="pf-result">
  <div class="pf-result-card"><div class="pf-result-content">
    {{#if meta.section}}<p class="search-section">{{ meta.section }}</p>{{/if}}
    <p class="pf-result-title"><a class="pf-result-link" href="{{ meta.url | default(url) | safeUrl }}">{{ meta.title }}</a></p>
    {{#if excerpt}}<p class="pf-result-excerpt">{{+ excerpt +}}</p>{{/if}}
  </div></div>
  {{#if sub_results}}<ul class="pf-heading-chips">{{#each sub_results as sub}}<li class="pf-heading-chip">
    <a class="pf-heading-link" href="{{ sub.url | safeUrl }}">{{ sub.title }}</a>
    <p class="pf-heading-excerpt">{{+ sub.excerpt +}}</p>
  </li>{{/each}}</ul>{{/if}}
</li>`;

function element(name: string, attributes: Record<string, string>, ...children: Node[]): HTMLElement {
  const el = document.createElement(name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  el.append(...children);
  return el;
}

/** Pagefind's results, with our template (in a script of a type no browser runs). */
function results(instance: string): HTMLElement {
  const template = element('script', { type: 'text/pagefind-template' });
  template.textContent = RESULT_TEMPLATE;
  return element('pagefind-results', { instance }, template);
}

const PLACEHOLDER = 'Search docs, services, policies and more';

/** Pagefind's modal element. */
export type SearchModal = HTMLElement & {
  dialogEl: HTMLDialogElement;
  open(): void;
  close(): void;
  isOpen: boolean;
};

/** The modal's section filter: its id names the dropdown's button, which a <label> names. */
const MODAL_FILTER_ID = 'search-modal-section';

/**
 * The section filter of the modal: Pagefind's dropdown, named by a visually hidden <label> for
 * its button (in Pagefind 1.6.0 the button is a combobox, which takes no name from its text).
 * The button's id is the dropdown's id with `-trigger`, as Pagefind makes it.
 */
function sectionDropdown(instance: string): HTMLElement[] {
  const label = element('label', { for: `${MODAL_FILTER_ID}-trigger`, class: 'sr-only' });
  label.textContent = 'Section';
  const dropdown = element('pagefind-filter-dropdown', {
    instance,
    id: MODAL_FILTER_ID,
    filter: 'Section',
    label: 'Section',
    sort: 'alphabetical',
  });
  return [label, dropdown];
}

/**
 * The modal, in <body>: Pagefind's structure for it, with the section filter beside the field.
 * Pagefind moves a modal's children into its dialog, which connects them twice (the header
 * would then wrap itself twice), so the dialog is filled once it exists.
 */
export function mountModal(): SearchModal {
  const instance = INSTANCES.modal;
  const modal = element('pagefind-modal', {}, element('span', {})) as SearchModal;
  document.body.append(modal);
  modal.dialogEl.replaceChildren(
    element(
      'pagefind-modal-header',
      {},
      element('pagefind-input', { instance, placeholder: PLACEHOLDER }),
      element('div', { class: 'search-modal-filter' }, ...sectionDropdown(instance)),
    ),
    element('pagefind-modal-body', {}, element('pagefind-summary', { instance }), results(instance)),
    element('pagefind-modal-footer', {}, element('pagefind-keyboard-hints', { instance })),
  );
  limitInputs(modal);
  return modal;
}

/** The search page: the field, the section filters beside the results. */
export function pageElements(emptyMessage: string): HTMLElement[] {
  const instance = INSTANCES.page;
  return [
    element('pagefind-input', { instance, placeholder: PLACEHOLDER }),
    element(
      'div',
      { class: 'search-page-columns' },
      element('pagefind-filter-pane', { instance, open: 'Section' }),
      element(
        'div',
        {},
        element('pagefind-summary', { instance, 'default-message': emptyMessage }),
        results(instance),
      ),
    ),
  ];
}

/** Holds the search fields in a container to the longest query searched. */
export function limitInputs(container: Element): void {
  for (const input of container.querySelectorAll('pagefind-input input'))
    input.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
}

/**
 * Follows a click on a result inside the site's app (no page reload), as Docusaurus's own
 * links do; a modified click (new tab, download) is left to the browser.
 */
export function followInApp(
  container: HTMLElement,
  navigate: (path: string) => void,
  before?: () => void,
): void {
  container.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || event.defaultPrevented || event.button !== 0) return;
    if (
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      link.origin !== window.location.origin
    )
      return;
    event.preventDefault();
    before?.();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  });
}
