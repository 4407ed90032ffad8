/**
 * After a move to another page in the app, that page's code blocks render at once: load the
 * highlighter alongside the page's own chunks, so they render highlighted.
 */
import type { ClientModule } from '@docusaurus/types';
import { loadHighlighter } from '@site/src/plugins/lazy-prism/load-highlighter';

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    // Not for a link to a heading on the same page: that page's blocks load it when near.
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      loadHighlighter().catch(() => undefined);
    }
  },
};

export default clientModule;
