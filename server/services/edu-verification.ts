import { PriceLabel } from '../../schemas/api/product';
import type { EduVerification, EduVerifyRequest } from '../../schemas/api/special-purchase';
import type { AppDeps } from '../config';
import { judgeStudent, maskSchoolEmail } from '../domain/special-purchase';
import { type EduRow, findEdu, putEdu, schoolByDomain } from '../repos/edu-verifications';
import { lockCustomer } from '../repos/operator-codes';
import { loadSkuFacts } from '../repos/sku-facts';
import { specialPricesOf } from '../repos/special-prices';
import { refuse, settle } from './outcome';
import { specialConfig } from './special-config';

/** The application as the customer sees it: pending until the verifier's answer time, then its verdict. */
function view(row: EduRow | null, now: number): EduVerification {
  if (!row)
    return {
      state: 'none',
      school: null,
      emailMasked: null,
      submittedAt: null,
      decideAt: null,
      reason: null,
      validUntil: null,
    };
  const decided = row.decideAt <= now;
  const expired = decided && row.verdict === 'approved' && (row.validUntil ?? 0) <= now;
  return {
    state: !decided ? 'pending' : expired ? 'none' : row.verdict,
    school: decided ? row.schoolName : null,
    emailMasked: maskSchoolEmail(row.email),
    submittedAt: row.submittedAt,
    decideAt: row.decideAt,
    reason: decided ? row.reason : null,
    validUntil: decided && row.verdict === 'approved' ? row.validUntil : null,
  };
}

export function eduVerification(deps: AppDeps, customerId: number) {
  return settle(async () => view(await findEdu(deps.db, customerId), deps.config.clock()));
}

/**
 * apple-edu-verify: the simulated verifier judges the school e-mail's domain and the student number
 * (domain/special-purchase.ts judgeStudent) and answers after its delay; meanwhile another application
 * is refused. A rejected or lapsed one may be replaced.
 */
export function submitEduVerification(deps: AppDeps, customerId: number, body: EduVerifyRequest) {
  const { db, config } = deps;
  const cfg = specialConfig(deps);
  const now = config.clock();
  return settle(async () => {
    const domain = body.email.slice(body.email.lastIndexOf('@') + 1);
    const school = await schoolByDomain(db, domain);
    const judged = judgeStudent(school, body.studentNo);
    const row = await db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const current = await findEdu(tx, customerId, { forUpdate: true });
      const state = view(current, now).state;
      if (state === 'pending' || state === 'approved')
        refuse({ refusal: 'special_purchase_refused', reason: 'edu_pending' });
      const decideAt = now + cfg.eduDecisionMs;
      const next: EduRow & { name: string } = {
        email: body.email,
        studentNo: body.studentNo,
        name: body.name,
        schoolName: school?.schoolName ?? null,
        verdict: judged.verdict,
        reason: judged.verdict === 'rejected' ? judged.reason : null,
        submittedAt: now,
        decideAt,
        validUntil: judged.verdict === 'approved' ? decideAt + cfg.eduValidMs : null,
      };
      await putEdu(tx, customerId, next);
      return next;
    });
    return view(row, now);
  });
}

/** The education price of a label-101 SKU beside the caller's verification. */
export function eduPrice(deps: AppDeps, customerId: number, skuNo: string) {
  const { db, config } = deps;
  const now = config.clock();
  return settle(async () => {
    const facts = (await loadSkuFacts(db, [skuNo])).get(skuNo);
    if (!facts) refuse({ refusal: 'product_not_found', skuNo });
    const price = (await specialPricesOf(db, [skuNo], 'education')).get(skuNo);
    if (facts.priceLabel !== PriceLabel.educationOffer || price === undefined)
      refuse({ refusal: 'special_purchase_refused', reason: 'not_education_sku' });
    return {
      skuNo,
      salePriceCents: facts.priceCents,
      educationPriceCents: price,
      verification: view(await findEdu(db, customerId), now),
    };
  });
}
