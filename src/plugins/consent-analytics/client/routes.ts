/**
 * Client module: the stock tag-manager plugin sends nothing on client-side route
 * changes, so a single-page navigation would go unseen. This pushes a page_view.
 */
import type { ClientModule } from '@docusaurus/types';
import { pushPageView } from '../consent';

const module: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      // After the new page's <title> is set.
      window.setTimeout(() => pushPageView(location.pathname), 0);
    }
  },
};

export default module;
