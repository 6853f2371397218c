import { usePageReady } from '../screen/pageReady';
import { FailurePage } from '../ui/FailurePage';

/** Any error that escapes a screen (including a chunk that failed to load) ends here, with a way out. */
export function RouteError() {
  // The screen that would have released the skeleton never rendered: the failure page must show.
  usePageReady(true);
  return <FailurePage onReload={() => window.location.reload()} />;
}
