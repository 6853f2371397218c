import { FailurePage } from '../ui/FailurePage';

/** Any error that escapes a screen (including a chunk that failed to load) ends here, with a way out. */
export function RouteError() {
  return <FailurePage onReload={() => window.location.reload()} />;
}
