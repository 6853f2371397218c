import { Hono } from 'hono';
import type { AppDeps } from '../config';
import type { AppEnv } from '../http/types';
import { loadLicenseTexts } from '../license/texts';
import { customerRoutes } from './mlife/customer';
import { licenseRoutes } from './mlife/license';
import { loginRoutes } from './mlife/login';
import { privacyRoutes } from './mlife/privacy';

/** /api/mlife: login, customer info, the customer's personal data rights and the user agreement. */
export function mlifeRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .route('/login', loginRoutes(deps))
    .route('/customer', customerRoutes(deps))
    .route('/privacy', privacyRoutes(deps))
    .route('/license', licenseRoutes(deps, loadLicenseTexts()));
}
