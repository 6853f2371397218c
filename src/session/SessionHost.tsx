import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from '../ui/useStore';
import { licenseRequestStore } from './licenseRequest';
import { routePath } from './publicPages';

/**
 * Loaded when first asked for: most visits never show it (consent is remembered), so its code stays out
 * of the first route's bytes.
 */
const LicenseDialog = lazy(() => import('./LicenseDialog').then((m) => ({ default: m.LicenseDialog })));

/** The page the dialog links to; the dialog steps aside there so the agreement can be read. */
const AGREEMENT_PATH = '/licenseContent';

/** Shows the license dialog when the login flow asks for it. Mount once, inside the router. */
export function SessionHost() {
  const request = useStore(licenseRequestStore);
  const { pathname } = useLocation();
  if (!request || routePath(pathname) === AGREEMENT_PATH) return null;
  return (
    <Suspense fallback={null}>
      <LicenseDialog key={request.id} onAnswer={request.settle} />
    </Suspense>
  );
}
