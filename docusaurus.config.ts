import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type * as Docs from '@docusaurus/plugin-content-docs';
import type { PluginOptions as LlmsTxtOptions } from '@signalwire/docusaurus-plugin-llms-txt';
import type { VcsConfig } from '@docusaurus/types';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { getVcsPreset } from '@docusaurus/utils';
import { brand, copyright, resolveUrls } from './src/data/brand';
import { blogCopy } from './src/data/blog';
import { codeTheme } from './src/data/codeTheme';
import { servicesPluginId } from './src/data/services';
import { diagramCss, fontStack } from './src/data/diagramTheme';
import { fontHeadTags } from './src/data/font';
import remarkBrandTokens from './src/plugins/remark-brand-tokens';
import remarkFhirLinks from './src/plugins/remark-fhir-links';
import remarkSandboxSamples from './src/plugins/remark-sandbox-samples';
import rehypeTwin from './src/plugins/markdown-twins/rehype-twin';
import { resourceTypeNames } from './src/plugins/fhir-reference/definitions';
import { ssrTemplate } from './src/ssr/template';

// ---------------------------------------------------------------------------
// Site constants: brand facts come from src/data/brand.ts; environment
// variables override the public URLs and switch analytics on.
// ---------------------------------------------------------------------------
const urls = resolveUrls(process.env);
/** The tag-manager container id; analytics stays out of the build without it. */
const analyticsId = process.env.GTM_CONTAINER_ID?.trim() || undefined;
const referencePages = process.env.REFERENCE_PAGES !== 'off';
/**
 * `docusaurus start`, the writer's dev server. Not NODE_ENV alone: Docusaurus's CLI defaults it to
 * development for every command, and `docusaurus precompress` (in `npm run build`) must not start
 * the dev-loop's watchers, which kept it from exiting.
 */
const isDev = process.env.NODE_ENV === 'development' && process.argv.includes('start');
/**
 * Brand tokens in every Markdown page, resource types in inline code linked to the API reference,
 * and runnable request samples marked for the sandbox (after the tokens, so they carry real URLs).
 */
const mdxPlugins = {
  remarkPlugins: [
    [remarkBrandTokens, { urls }],
    [remarkFhirLinks, { names: resourceTypeNames }],
    [remarkSandboxSamples, { fhirBase: urls.fhirApi }],
  ],
};
/**
 * Built from a copy without .git (`git archive`, a container build), Docusaurus cannot read
 * Git dates: Git is then turned off and the sitemap goes without dates, with one warning.
 */
const inGitWorktree = ((): boolean => {
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: __dirname, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
/**
 * Git dates for the sitemap's lastmod in production builds, from one read of the history
 * ('git-eager'), not one `git log` per page ('git-ad-hoc', 14 s of a 46 s build spent spawning
 * Git). The sitemap plugin asks with site-relative paths while the eager map is keyed by absolute
 * ones, so paths are resolved first (facebook/docusaurus#12322, fixed after 3.10.2 by #12329).
 */
const gitDates = ((): VcsConfig => {
  const dev = process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';
  const vcs = getVcsPreset(dev ? 'hardcoded' : 'git-eager');
  return {
    initialize: (params) => vcs.initialize(params),
    getFileCreationInfo: (file) => vcs.getFileCreationInfo(path.resolve(__dirname, file)),
    getFileLastUpdateInfo: (file) => vcs.getFileLastUpdateInfo(path.resolve(__dirname, file)),
  };
})();

const config: Config = {
  title: brand.name,
  tagline: brand.tagline,
  favicon: 'img/favicon.svg',
  url: urls.site,
  baseUrl: '/',
  trailingSlash: false,
  organizationName: 'sanoria',
  projectName: 'sanoria-website',

  future: {
    v4: true,
    faster: true,
    experimental_vcs: inGitWorktree ? gitDates : 'disabled',
  },
  // The app's scripts load after the first paint, not before it: see src/ssr/template.ts.
  ssrTemplate,
  // The one web font, preloaded (src/data/font.ts).
  headTags: fontHeadTags,

  // Without the reference's pages (REFERENCE_PAGES=off, below) the links to them have no target.
  onBrokenLinks: referencePages ? 'throw' : 'ignore',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    // .md files are CommonMark (blog posts use `<!-- truncate -->`); .mdx files are MDX.
    format: 'detect',
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    // Irish English, as the prose is written: dates read "11 November 2025", as on our own pages.
    defaultLocale: 'en-IE',
    locales: ['en-IE'],
    localeConfigs: { 'en-IE': { label: 'English (Ireland)', direction: 'ltr', htmlLang: 'en-IE' } },
  },

  customFields: {
    urls,
    analyticsId,
    consent: analyticsId ? { containerId: analyticsId, privacyPath: brand.pages.privacy } : undefined,
  },

  presets: [
    [
      // preset-classic, with Prism out of the main bundle (see the preset).
      './src/plugins/lazy-prism/index.ts',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: { current: { label: 'Next' } },
          ...mdxPlugins,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: blogCopy.title,
          blogDescription: blogCopy.description,
          blogSidebarTitle: 'Recent posts',
          blogSidebarCount: 15,
          showReadingTime: true,
          ...mdxPlugins,
          feedOptions: {
            type: 'all',
            title: `${brand.name} blog`,
            copyright,
          },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: mdxPlugins,
        theme: { customCss: './src/css/custom.css' },
        // No /__docusaurus/debug under `npm start`: it writes every plugin's content into one JSON
        // module, remade and re-bundled after every saved edit (issue 42). Switch it on here to
        // inspect a plugin's content.
        debug: false,
        // lastmod: the last commit date of each page's source file (pages generated without one,
        // such as blog lists and tags, have none); Google ignores changefreq and priority.
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          // Said once per build (the config itself is loaded more than once).
          ...(inGitWorktree
            ? {}
            : {
                createSitemapItems: async ({ defaultCreateSitemapItems, ...params }) => {
                  console.warn('[sitemap] not in a Git worktree: pages have no lastmod dates');
                  return defaultCreateSitemapItems(params);
                },
              }),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The app's first scripts in three files, not one: React DOM, the other packages, our code.
    // Each is parsed and compiled in its own task, so on a long page (/docs/sdk) the scripts that
    // start after the first paint (src/ssr/template.ts) block the main thread in shorter tasks.
    () => ({
      name: 'initial-chunks',
      configureWebpack: (_config: unknown, isServer: boolean) =>
        isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    reactDom: {
                      test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                      name: 'react-dom',
                      chunks: 'initial' as const,
                      priority: 60,
                      enforce: true,
                    },
                    vendors: {
                      test: /[\\/]node_modules[\\/]/,
                      name: 'vendors',
                      chunks: 'initial' as const,
                      priority: 50,
                      enforce: true,
                    },
                  },
                },
              },
            },
    }),
    './src/plugins/policy-index/index.ts',
    // The FHIR R4 API reference at /docs/reference/fhir, generated from the R4 definitions.
    // REFERENCE_PAGES=off leaves its 185 type pages out of a build that is not published (the
    // consent tests', which visit none of them): they are 40 % of its time.
    ['./src/plugins/fhir-reference/index.ts', { urls, typePages: referencePages }],
    // The FHIR sandbox's R4 definitions and seed, as one hashed asset its worker fetches (src/sandbox).
    ['./src/plugins/sandbox-definitions/index.ts', { urls }],
    './src/plugins/security-txt/index.ts',
    './src/plugins/recent-posts/index.ts',
    './src/plugins/csp/index.ts',
    // `docusaurus precompress`, run by `npm run build`: .gz and .br beside every text file.
    './src/plugins/precompress/index.ts',
    './src/plugins/code-theme/index.ts',
    // Markdown twins of the docs, services and FHIR reference pages (`/docs/sdk` → `/docs/sdk.md`),
    // converted from the built HTML, plus /llms.txt and /llms-full.txt. MARKDOWN_TWINS=off leaves
    // them out of a build that is not published (the consent tests'): they are half its time.
    process.env.MARKDOWN_TWINS !== 'off' && [
      '@signalwire/docusaurus-plugin-llms-txt',
      {
        siteTitle: brand.name,
        siteDescription: `${brand.tagline}. ${brand.shortDescription}`,
        onRouteError: 'throw',
        // Sections: the top-level docs pages, then one per docs folder, then the services.
        includeOrder: [
          '/docs',
          '/docs/integration/**',
          '/docs/platform/**',
          '/docs/workflows/**',
          '/docs/policies/**',
          '/docs/reference/**',
          '/services/**',
        ],
        optionalLinks: [
          { title: 'Blog', url: `${urls.site}/blog`, description: blogCopy.description },
          { title: `About ${brand.name}`, url: `${urls.site}/about` },
          { title: 'Security', url: `${urls.site}${brand.pages.security}` },
          { title: 'Compliance statement', url: `${urls.site}${brand.pages.compliance}` },
          { title: 'Careers', url: `${urls.site}/careers` },
        ],
        content: {
          enableLlmsFullTxt: true,
          relativePaths: false,
          // The site search page is a route of the search plugin, not content.
          excludeRoutes: ['/search'],
          contentSelectors: ['.theme-doc-markdown'],
          beforeDefaultRehypePlugins: [rehypeTwin],
          remarkStringify: { bullet: '-' },
          routeRules: [
            { route: '/docs/**', categoryName: 'Docs' },
            { route: '/docs/integration/**', depth: 2, categoryName: 'Integration' },
            { route: '/docs/platform/**', depth: 2, categoryName: 'Platform' },
            { route: '/docs/workflows/**', depth: 2, categoryName: 'Clinical workflows' },
            { route: '/docs/policies/**', depth: 2, categoryName: 'Security policies' },
            { route: '/docs/reference/**', depth: 2, categoryName: 'FHIR R4 API reference' },
            { route: '/services/**', categoryName: 'Services' },
          ],
        },
      } satisfies LlmsTxtOptions,
    ],
    './src/plugins/robots-txt/index.ts',
    // Performance: leave a long page's far blocks out of its first paint and render them just after.
    './src/plugins/deferred-blocks/index.ts',
    ['./src/plugins/consent-analytics/index.ts', { containerId: analyticsId }],
    // `npm start` only: the content checks on each saved file, reported in the terminal.
    isDev && './src/plugins/dev-loop/index.ts',
    [
      '@docusaurus/plugin-content-docs',
      {
        id: servicesPluginId,
        path: 'services',
        routeBasePath: 'services',
        sidebarPath: './sidebarsServices.ts',
        ...mdxPlugins,
      } satisfies Docs.Options,
    ],
  ],

  themes: [
    '@docusaurus/theme-mermaid',
    // Site search on Pagefind: the index is built after the build, the modal and /search page are local.
    './src/plugins/search/index.ts',
  ],

  themeConfig: {
    image: 'img/social/default.png',
    metadata: [{ name: 'theme-color', content: '#0b5f70' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: brand.announcement.id,
      content: `${brand.announcement.text} <a href="${brand.announcement.link.href}">${brand.announcement.link.label}</a>`,
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: brand.name,
      logo: {
        alt: `${brand.name} home`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        width: 24,
        height: 32,
      },
      items: [
        // A plain link, not a docSidebar item, so that Docs is active on every /docs page, the
        // workflow guides and policies included, which sit in no sidebar.
        { to: '/docs', label: 'Docs', position: 'left', activeBaseRegex: '^/docs(/|$)' },
        {
          type: 'docSidebar',
          sidebarId: 'servicesSidebar',
          docsPluginId: servicesPluginId,
          position: 'left',
          label: 'Services',
        },
        { to: '/serve', label: 'Who we serve', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        // The company's pages under one menu: narrower at 997 px than About and Careers side by side.
        {
          type: 'dropdown',
          label: 'Company',
          position: 'left',
          items: [
            { to: '/about', label: 'About' },
            { to: '/careers', label: 'Careers' },
            { to: '/trust', label: 'Trust centre' },
          ],
        },
        {
          to: '/docs#quick-start-in-five-minutes',
          label: 'Get started',
          position: 'right',
          className: 'button button--primary navbar__cta',
        },
        { href: urls.contact, label: 'Contact us', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: `${brand.name} — ${brand.tagline}`,
        // The footer is dark in both colour modes, so it always shows the light-on-dark wordmark.
        src: 'img/wordmark-on-dark.svg',
        width: 220,
        height: 64,
        href: '/',
      },
      links: [
        {
          title: 'Developers',
          items: [
            { label: 'Documentation', to: '/docs' },
            { label: 'Quick start', to: '/docs#quick-start-in-five-minutes' },
            { label: 'TypeScript SDK', to: '/docs/sdk' },
            { label: 'SMART App Launch', to: '/docs/integration/smart-app-launch' },
            { label: 'HL7 v2 interfacing', to: '/docs/integration/hl7-interfacing' },
          ],
        },
        {
          title: 'Guides',
          items: [
            { label: 'Clinical workflows', to: '/docs#clinical-workflow-guides' },
            { label: 'Scheduling', to: '/docs/workflows/scheduling' },
            { label: 'Labs and imaging', to: '/docs/workflows/labs-imaging' },
            { label: 'Medications', to: '/docs/workflows/medications' },
            { label: 'Charting', to: '/docs/workflows/charting' },
          ],
        },
        {
          title: 'Services',
          items: [
            { label: 'Service catalogue', to: '/services' },
            { label: 'Archiva datastore', to: '/services/archiva' },
            { label: 'Securus authorisation', to: '/services/securus' },
            { label: 'Termini terminology', to: '/services/termini' },
            { label: 'Implementation guides', to: '/fig' },
          ],
        },
        {
          title: 'Company',
          items: [
            { label: 'About', to: '/about' },
            { label: 'Who we serve', to: '/serve' },
            { label: 'Pricing', to: '/pricing' },
            { label: 'Blog', to: '/blog' },
            { label: 'Careers', to: '/careers' },
            { label: 'Security', to: '/security' },
            { label: 'Trust centre', to: '/trust' },
            { label: 'Contact us', href: urls.contact },
          ],
        },
        {
          title: 'Legal',
          items: [
            { label: 'Privacy notice', to: brand.pages.privacy },
            { label: 'Terms of use', to: '/terms' },
            { label: 'Compliance statement', to: brand.pages.compliance },
            { label: 'Security policies', to: '/docs/policies' },
            // Reopens the consent banner; only present when analytics is built in.
            ...(analyticsId
              ? [
                  {
                    html: '<button type="button" class="footer__link-item clean-btn" data-cookie-preferences>Cookie preferences</button>',
                  },
                ]
              : []),
          ],
        },
      ],
      copyright,
    },
    prism: {
      // One theme for both modes: its colours are CSS properties set per mode (src/data/codeTheme.ts).
      theme: codeTheme,
      additionalLanguages: ['bash', 'json', 'http', 'sql', 'diff', 'docker', 'ini'],
    },
    mermaid: {
      // The base theme in both modes, in Inter: its colours come from the brand's diagram
      // variables (src/css/custom.css), which switch with the colour mode without a redraw.
      theme: { light: 'base', dark: 'base' },
      options: {
        fontFamily: fontStack,
        themeVariables: { fontFamily: fontStack, fontSize: '15px' },
        themeCSS: diagramCss,
      },
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
