import type { ExperimentView, VariantKey } from '../../schemas/api/booth-experiments';
import { twoProportionTest, wilsonInterval } from '../booth/experiments/stats';
import type { Queryable } from '../db/db';
import type { experimentMessages } from '../i18n/experiments';
import { variantCounts } from '../repos/booth-experiments';
import { versionBlockFigures } from '../repos/booth-figures';

type Texts = (typeof experimentMessages)['zh-CN'];

const rate = (n: number, d: number) => (d > 0 ? n / d : null);

/**
 * An experiment's figures over [from, to): per variant visitors, exposures, clicks, CTR with its Wilson 95 %
 * interval, orders and the order rate; each variant's CTR against the first's (the control) by the
 * two-proportion test, with "not significant yet" until it is; and the page's own figures over the period
 * (the per-block figures summed) with what no variant accounts for, so the variants visibly add up to the page.
 */
export async function experimentFigures(
  q: Queryable,
  p: { experimentId: number; pageId: string; keys: VariantKey[]; from: number; to: number; texts: Texts },
): Promise<ExperimentView['figures']> {
  const [counts, blocks] = await Promise.all([
    variantCounts(q, p),
    versionBlockFigures(q, { pageId: p.pageId, from: p.from, to: p.to }),
  ]);
  const page = blocks.reduce(
    (s, b) => ({ exposures: s.exposures + b.exposures, clicks: s.clicks + b.clicks }),
    {
      exposures: 0,
      clicks: 0,
    },
  );
  const variants = p.keys.map((key) => {
    const c = counts.variants.find((v) => v.variant === key) ?? {
      visitors: 0,
      exposures: 0,
      clicks: 0,
      orders: 0,
    };
    return {
      key,
      visitors: c.visitors,
      exposures: c.exposures,
      clicks: c.clicks,
      ctr: rate(c.clicks, c.exposures),
      ctrInterval: wilsonInterval(c.clicks, c.exposures),
      orders: c.orders,
      orderRate: rate(c.orders, c.visitors),
      orderRateInterval: wilsonInterval(c.orders, c.visitors),
    };
  });
  const [control, ...others] = variants;
  const comparisons = control
    ? others.map((v) => {
        const test = twoProportionTest(
          { successes: control.clicks, trials: control.exposures },
          { successes: v.clicks, trials: v.exposures },
        );
        const significant = test?.significant ?? false;
        return {
          key: v.key,
          difference: test?.difference ?? null,
          interval: test?.interval ?? null,
          pValue: test?.pValue ?? null,
          significant,
          message:
            !test || !significant
              ? p.texts.notSignificant
              : test.difference > 0
                ? p.texts.significantHigher(v.key, control.key)
                : p.texts.significantLower(v.key, control.key),
        };
      })
    : [];
  return { from: p.from, to: p.to, variants, comparisons, page, unattributed: counts.unattributed };
}
