/**
 * theme-classic's navigation progress bar (`lib/nprogress.js`), with the `nprogress` library
 * loaded when the reader first follows a link instead of in the main bundle every page
 * downloads before it can start. The behaviour is the original's: the bar appears only when a
 * navigation takes more than 200 ms, and the library starts loading as the navigation starts,
 * so it is there by then.
 */
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';

/** The part of `nprogress` used here (it ships no types). */
interface NProgress {
  configure(options: { showSpinner: boolean }): void;
  start(): void;
  done(): void;
}

const DELAY_MS = 200;
let library: Promise<NProgress> | undefined;

function load(): Promise<NProgress> {
  library ??= import('nprogress').then((module: { default?: NProgress }) => {
    const nprogress = (module.default ?? module) as NProgress;
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return library;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const loading = load();
    let cancelled = false;
    const timeout = window.setTimeout(() => {
      void loading.then((nprogress) => {
        if (!cancelled) nprogress.start();
      });
    }, DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timeout);
    };
  },
  onRouteDidUpdate() {
    void library?.then((nprogress) => nprogress.done());
  },
};

export default clientModule;
