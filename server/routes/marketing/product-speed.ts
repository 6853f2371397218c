import { productSpeedDocumented } from '../../../schemas/api/endpoints/docs/product-speed';
import type { ProductValidateResult } from '../../../schemas/api/product-speed';
import type { AppDeps } from '../../config';
import { endpointRoutes } from '../../http/endpoint-routes';
import { accepted } from '../../http/refusals';
import { productValidateMessages } from '../../i18n/product-validate';
import { textsFor } from '../../i18n/request-lang';
import { productSpeed, validateBuyNow } from '../../services/product-speed';

type Verdict = Omit<ProductValidateResult, 'message'>;

/** The verdict's reason in the request's language. */
function reasonText(t: (typeof productValidateMessages)['en'], v: Verdict): string | null {
  switch (v.reason) {
    case null:
      return null;
    case 'notStarted':
      return v.saleStartAt === null ? t.notStartedNoTime : t.notStarted(v.saleStartAt);
    case 'overStock':
      return t.overStock(v.stock);
    case 'overLimit':
      return t.overLimit(v.purchaseLimit);
    default:
      return t[v.reason];
  }
}

/**
 * /api/marketing product/speed and product-detail/validate: public, no customer's data; the
 * handlers of schemas/api/endpoints/product-speed.ts.
 */
export function productSpeedRoutes(deps: AppDeps) {
  return endpointRoutes(deps, '/api/marketing', productSpeedDocumented, {
    speed: async ({ query }) => accepted(await productSpeed(deps, query)),
    validate: async ({ body, c }) => {
      const verdict = accepted(await validateBuyNow(deps, body));
      return { ...verdict, message: reasonText(textsFor(c, productValidateMessages), verdict) };
    },
  });
}
