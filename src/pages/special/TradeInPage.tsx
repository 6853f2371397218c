import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  type TradeInCondition,
  type TradeInEstimate,
  tradeInConditionSchema,
} from '../../../schemas/api/special-purchase';
import { productPath } from '../../../schemas/booth/product-path';
import { estimateTradeIn, fetchMyTradeIns, fetchTradeInModels } from '../../api/specialPurchase';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { useAction } from '../../screen/useAction';
import { useScreenData } from '../../screen/useScreenData';
import { Price } from '../../ui/Price';
import { Tag } from '../../ui/Tag';
import { specialMessages } from './messages';
import styles from './Special.module.css';

function EstimateCard({ e }: { e: TradeInEstimate }) {
  const t = useMessages(specialMessages);
  return (
    <section className={styles.card} data-testid="trade-in-estimate">
      <p className={styles.name}>
        {e.modelName} <Tag>{t[`condition.${e.condition}`]}</Tag>
      </p>
      <p className={styles.value}>
        <span className={styles.valueLabel}>{t.value}</span> <Price cents={e.valueCents} size="lg" />
      </p>
      <p className={styles.hint}>
        {e.usedOrderNo !== null ? t.used(e.usedOrderNo) : t.heldUntil(formatDateTime(e.expiresAt))}
      </p>
    </section>
  );
}

/**
 * /trade-in (ours, not in the spec's route table; reached from products that take a trade-in, and from
 * 我的's 以旧换新 to value an old phone first and see the estimates held): the
 * simulated appraiser values an old phone by model and condition, holds the estimate for a day, and the
 * order confirmation takes it off once.
 */
export default function TradeInPage() {
  const t = useMessages(specialMessages);
  const [params] = useSearchParams();
  const skuNo = params.get('skuNo');
  const spuNo = params.get('spuNo');
  const models = useScreenData(fetchTradeInModels, { key: 'trade-in-models' });
  const mine = useScreenData(fetchMyTradeIns, { key: 'trade-in-mine', part: true });
  const [modelCode, setModelCode] = useState<string | null>(null);
  const [condition, setCondition] = useState<TradeInCondition>('good');
  const [powersOn, setPowersOn] = useState(true);
  const [latest, setLatest] = useState<TradeInEstimate | null>(null);
  const [modelError, setModelError] = useState<string | null>(null);

  const earlier =
    mine.state.status === 'ready'
      ? mine.state.data.estimates.filter((e) => e.estimateNo !== latest?.estimateNo)
      : [];

  const estimating = useAction(
    (_code: string, model: string) => estimateTradeIn({ modelCode: model, condition, powersOn }),
    {
      onDone: (estimate) => {
        setLatest(estimate);
        mine.reload();
      },
    },
  );
  const busy = estimating.busy;

  const estimate = async () => {
    if (busy) return;
    if (modelCode === null) {
      setModelError(t.chooseModel);
      return;
    }
    await estimating.run(modelCode);
  };

  return (
    <div className={styles.page} data-testid="trade-in-page">
      <ScreenStates state={models.state} onRetry={models.reload}>
        {({ models: list }) => (
          <section className={styles.card}>
            <p className={styles.intro}>{t.tradeInIntro}</p>
            <fieldset className={styles.choices}>
              <legend>{t.model}</legend>
              {list.map((m) => (
                <button
                  key={m.modelCode}
                  type="button"
                  className={styles.choice}
                  aria-pressed={modelCode === m.modelCode}
                  onClick={() => {
                    setModelCode(m.modelCode);
                    setModelError(null);
                  }}
                >
                  {m.brand} {m.name}
                </button>
              ))}
            </fieldset>
            {modelError !== null && (
              <p className={styles.warn} role="alert">
                {modelError}
              </p>
            )}
            <fieldset className={styles.choices}>
              <legend>{t.condition}</legend>
              {tradeInConditionSchema.options.map((c) => (
                <button
                  key={c}
                  type="button"
                  className={styles.choice}
                  aria-pressed={condition === c}
                  onClick={() => setCondition(c)}
                >
                  {t[`condition.${c}`]}
                </button>
              ))}
            </fieldset>
            <fieldset className={styles.choices}>
              <legend>{t.powersOn}</legend>
              {[true, false].map((on) => (
                <button
                  key={String(on)}
                  type="button"
                  className={styles.choice}
                  aria-pressed={powersOn === on}
                  onClick={() => setPowersOn(on)}
                >
                  {on ? t.yes : t.no}
                </button>
              ))}
            </fieldset>
            <button type="button" className={styles.primary} onClick={estimate} disabled={busy}>
              {t.estimate}
            </button>
          </section>
        )}
      </ScreenStates>
      {latest !== null && (
        <>
          <EstimateCard e={latest} />
          <p className={styles.note}>{t.useAtCheckout}</p>
        </>
      )}
      {earlier.length > 0 && (
        <section aria-label={t.myEstimates}>
          <h2 className={styles.sectionTitle}>{t.myEstimates}</h2>
          {earlier.map((e) => (
            <EstimateCard key={e.estimateNo} e={e} />
          ))}
        </section>
      )}
      {latest === null && earlier.length === 0 && mine.state.status === 'ready' && (
        <p className={styles.note}>{t.noEstimates}</p>
      )}
      {skuNo !== null && spuNo !== null && (
        <Link className={`${styles.secondary} ${styles.back}`} to={productPath({ spuNo, skuNo })}>
          {t.backToProduct}
        </Link>
      )}
    </div>
  );
}
