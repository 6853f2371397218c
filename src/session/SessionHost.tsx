import { useLocation } from 'react-router-dom';
import { useStore } from '../ui/useStore';
import { LicenseDialog } from './LicenseDialog';
import { licenseRequestStore } from './licenseRequest';
import { routePath } from './publicPages';

/** The page the dialog links to; the dialog steps aside there so the agreement can be read. */
const AGREEMENT_PATH = '/licenseContent';

/** Shows the license dialog when the login flow asks for it. Mount once, inside the router. */
export function SessionHost() {
  const request = useStore(licenseRequestStore);
  const { pathname } = useLocation();
  if (!request || routePath(pathname) === AGREEMENT_PATH) return null;
  return <LicenseDialog key={request.id} onAnswer={request.settle} />;
}
