import type { NavigateFunction } from 'react-router-dom';
import { linkToPath, type OpenableLink } from '../../schemas/booth/link-path';
import { openWebView } from '../bridge/native';

/** Every booth link goes through here: in-app routes via the router, allowlisted URLs via the bridge. */
export function openBoothLink(
  link: OpenableLink,
  navigate: NavigateFunction,
  opts: { replace?: boolean } = {},
): void {
  const destination = linkToPath(link);
  if (typeof destination === 'string') navigate(destination, { replace: opts.replace === true });
  else void openWebView(destination.external);
}
