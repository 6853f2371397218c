import { Hono } from 'hono';
import {
  type ProductValidateResult,
  productSpeedQuerySchema,
  productValidateRequestSchema,
} from '../../../schemas/api/product-speed';
import type { AppDeps } from '../../config';
import { parseBody, parseQuery } from '../../http/body';
import { sendOk } from '../../http/envelope';
import { accepted } from '../../http/refusals';
import type { AppEnv } from '../../http/types';
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

/** /api/marketing product/speed and product-detail/validate (issue 13): public, no customer's data. */
export function productSpeedRoutes(deps: AppDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/product/speed', async (c) =>
    sendOk(c, accepted(await productSpeed(deps, parseQuery(c, productSpeedQuerySchema)))),
  );
  r.post('/product-detail/validate', async (c) => {
    const body = await parseBody(c, productValidateRequestSchema);
    const verdict = accepted(await validateBuyNow(deps, body));
    const result: ProductValidateResult = {
      ...verdict,
      message: reasonText(textsFor(c, productValidateMessages), verdict),
    };
    return sendOk(c, result);
  });
  return r;
}
