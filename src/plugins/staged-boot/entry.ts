/**
 * The browser bundle's entry (see ./index.ts): starts the app in stages, one task each, then
 * hands over to Docusaurus's own client entry, which hydrates the page.
 *
 * Docusaurus's entry imports everything statically, so the browser evaluates React DOM, the
 * router, every route's loader, the theme and the app, and then requests the page's route
 * chunks, all in one task: 150–240 ms on Lighthouse's mid-range phone, the largest long task
 * of every page load. The same modules are imported here with `import()` in eager mode (they
 * stay in the main bundle, nothing more is downloaded) with a yield to the browser between
 * stages, so input and rendering can happen in between, and no stage is a long task alone.
 *
 * The order follows Docusaurus's own (clientEntry.js, then App.js): CSS modules are put in the
 * stylesheet in the order they are first imported, so the stylesheet is byte-for-byte the
 * same as with the stock entry. Each stage leaves a performance mark (`boot:…`), visible in
 * the browser's performance panel and checked by the browser tests.
 */
import type { RouteConfig } from 'react-router-config';

type Preloadable = { preload?: () => Promise<unknown> };

/** Lets the browser run other work (input, rendering) before the next stage. */
function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const mark = (stage: string): void => {
  performance.mark(`boot:${stage}`);
};

async function boot(): Promise<void> {
  // React and React DOM.
  await import(/* webpackMode: "eager" */ 'react');
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  mark('react');
  await yieldToMain();

  // The rest of what clientEntry.js imports first, and the plugins' client modules.
  await import(/* webpackMode: "eager" */ 'react-helmet-async');
  const { matchRoutes } = await import(/* webpackMode: "eager" */ 'react-router-config');
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await import(/* webpackMode: "eager" */ '@generated/docusaurus.config');
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  mark('client-modules');
  await yieldToMain();

  // The route table: one loader per route.
  const { default: routes } = await import(/* webpackMode: "eager" */ '@generated/routes');
  await import(/* webpackMode: "eager" */ '@generated/registry');
  mark('routes');
  await yieldToMain();

  // The app and the theme.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js');
  mark('app');
  await yieldToMain();

  // The page's routes, and their chunks, one route per stage (as Docusaurus's preload() does
  // at once: its own call then finds them loading and adds nothing).
  const { pathname } = window.location;
  const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) =>
    matchRoutes(routes as RouteConfig[], path),
  );
  for (const { route } of matches) {
    await yieldToMain();
    void (route.component as Preloadable | undefined)?.preload?.();
  }
  mark('routes-requested');
  await yieldToMain();

  // Docusaurus's entry: waits for the route chunks, then hydrates.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
  mark('entry');
}

void boot();
