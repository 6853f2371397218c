import type { CollectorDeps, Uninstall } from '../types';
import { createApiRecorder } from './call';
import { wrapFetch } from './fetch-wrap';
import { wrapXhr } from './xhr-wrap';

/** ApiInvoke timing for the page's own fetch and XHR calls. */
export function installApi(deps: CollectorDeps, trackingUrls: () => string[]): Uninstall {
  const rec = createApiRecorder(deps, trackingUrls);
  const removers = [wrapFetch(rec, deps.report), wrapXhr(rec, deps.report)];
  return () => {
    for (const r of removers) r();
  };
}
