import { randomInt } from 'node:crypto';
import { PriceLabel } from '../../schemas/api/product';
import type {
  OperatorCheckRequest,
  OperatorSendRequest,
  SpecialPurchaseRefusal,
} from '../../schemas/api/special-purchase';
import { hashSecret, newSecret, safeEqual } from '../auth/secrets';
import type { AppDeps } from '../config';
import type { Queryable } from '../db/db';
import { HOUR_MS, isSubscriber, maskPhone } from '../domain/special-purchase';
import {
  countWrongTry,
  findVerification,
  insertCode,
  lockCustomer,
  newestCode,
  putVerification,
  sendCounts,
  spendCode,
} from '../repos/operator-codes';
import { loadSkuFacts } from '../repos/sku-facts';
import { specialPricesOf } from '../repos/special-prices';
import { deliverText } from '../telecom-sim/handset';
import { refuse, settle } from './outcome';
import { specialConfig } from './special-config';

function no(reason: SpecialPurchaseRefusal, extra: { retryAfterMs?: number } = {}): never {
  return refuse({ refusal: 'special_purchase_refused', reason, ...extra });
}

const hashCode = (salt: string, code: string) => hashSecret(`${salt}:${code}`);

/** A telecom-exclusive SKU (label 26) with a telecom price; anything else is refused. */
async function telecomSku(db: Queryable, skuNo: string) {
  const facts = (await loadSkuFacts(db, [skuNo])).get(skuNo);
  if (!facts) refuse({ refusal: 'product_not_found', skuNo });
  const price = (await specialPricesOf(db, [skuNo], 'telecom')).get(skuNo);
  if (facts.priceLabel !== PriceLabel.telecomExclusive || price === undefined) no('not_telecom_sku');
  return { facts, telecomPriceCents: price };
}

/**
 * The simulated operator texts a six-digit code to its subscriber. One code per number per resend
 * interval, and a cap per number and per customer an hour, judged under the customer's row lock (the
 * number's limit across customers is judged by the count; a race there sends at most one extra text).
 * The code is kept hashed; the text goes to the simulated handset (server/telecom-sim), never the answer.
 */
export function sendOperatorCode(deps: AppDeps, customerId: number, body: OperatorSendRequest) {
  const { db, config } = deps;
  const cfg = specialConfig(deps);
  const now = config.clock();
  return settle(async () => {
    await telecomSku(db, body.skuNo);
    if (!isSubscriber(body.phone)) no('not_subscriber');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = now + cfg.codeTtlMs;
    const resendAt = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const counts = await sendCounts(tx, body.phone, customerId, now - HOUR_MS);
      if (counts.lastToPhone !== null && now - counts.lastToPhone < cfg.resendMs)
        no('send_too_soon', { retryAfterMs: counts.lastToPhone + cfg.resendMs - now });
      if (counts.byPhone >= cfg.maxSendsPerHour || counts.byCustomer >= cfg.maxSendsPerHour) no('send_limit');
      const salt = newSecret(12);
      await insertCode(tx, {
        customerId,
        phone: body.phone,
        skuNo: body.skuNo,
        salt,
        codeHash: hashCode(salt, code),
        now,
        expiresAt,
      });
      return now + cfg.resendMs;
    });
    deliverText(db, { phone: body.phone, code, sentAt: now, expiresAt });
    config.logger(`telecom-sim: code texted to ${maskPhone(body.phone)} (simulator page /telecom-sim/texts)`);
    return { sentTo: maskPhone(body.phone), expiresAt, resendAt };
  });
}

/**
 * Checks the newest code this customer asked for the number and SKU: right once, within its time, before
 * too many wrong tries. A right code verifies the number for this customer and SKU for a while.
 */
export function checkOperatorCode(deps: AppDeps, customerId: number, body: OperatorCheckRequest) {
  const { db, config } = deps;
  const cfg = specialConfig(deps);
  const now = config.clock();
  return settle(async () => {
    const { telecomPriceCents } = await telecomSku(db, body.skuNo);
    // A wrong try must be counted even though the answer is a refusal: judge, commit, then refuse.
    const verdict = await db.transaction(async (tx): Promise<SpecialPurchaseRefusal | { until: number }> => {
      await lockCustomer(tx, customerId);
      const row = await newestCode(tx, customerId, body.phone, body.skuNo);
      if (!row) return 'no_code';
      if (row.usedAt !== null) return 'code_used';
      if (row.expiresAt <= now) return 'code_expired';
      if (row.wrongTries >= cfg.maxWrongTries) return 'code_locked';
      if (!safeEqual(hashCode(row.salt, body.code), row.codeHash)) {
        await countWrongTry(tx, row.id);
        return row.wrongTries + 1 >= cfg.maxWrongTries ? 'code_locked' : 'code_wrong';
      }
      if (!(await spendCode(tx, row.id, now))) return 'code_used';
      const until = now + cfg.verifiedTtlMs;
      await putVerification(tx, { customerId, skuNo: body.skuNo, phone: body.phone, now, expiresAt: until });
      return { until };
    });
    if (typeof verdict === 'string') return no(verdict);
    return { verified: { phoneMasked: maskPhone(body.phone), until: verdict.until }, telecomPriceCents };
  });
}

/** skuInfo query: the SKU with its telecom price and the caller's verification for it. */
export function operatorSkuInfo(deps: AppDeps, customerId: number, skuNo: string) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    const { facts, telecomPriceCents } = await telecomSku(db, skuNo);
    const v = await findVerification(db, customerId, skuNo, now);
    return {
      skuNo,
      spuNo: facts.spuNo,
      name: facts.name,
      specName: facts.specName,
      imageUrl: facts.imageUrl,
      salePriceCents: facts.priceCents,
      telecomPriceCents,
      stock: facts.stock,
      verified: v ? { phoneMasked: maskPhone(v.phone), until: v.expiresAt } : null,
    };
  });
}
