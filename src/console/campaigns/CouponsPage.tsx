import { useState } from 'react';
import { batchSendRequestSchema } from '../../../schemas/api/coupon-center';
import {
  type CouponScope,
  type CouponTemplate,
  couponTemplateCreateSchema,
} from '../../../schemas/api/coupon-operator';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { realServerNow, toBeijingInput } from '../clock';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { fieldProblems, topFieldProblems } from '../schemaProblems';
import { LoadFailed, Loading, RowButton, type SaveResult, SaveResultLine, useConsoleLoad } from '../states';
import { CouponEditForm } from './CouponEditForm';
import { CouponTemplateFields } from './CouponTemplateFields';
import { couponsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { couponEditMessages } from './couponEditMessages';
import { customerNosOf, type TemplateForm, templateBody } from './couponForm';
import { couponMessages } from './couponMessages';
import { CampaignList } from './ListFilter';

const readTemplates = () => couponsApi.templates().then((r) => r.list);
const PHASES = ['upcoming', 'live', 'ended'] as const;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Marketing lists coupon templates (filter by word and phase), creates one with its scope (yuan in the form,
 * cents on the wire), edits one (CouponEditForm.tsx, ADR 0069) and sends one to a batch of customers.
 * Read-only roles see the list only.
 */
export function CouponsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(couponMessages);
  const c = useMessages(campaignMessages);
  const { data: templates, error, load } = useConsoleLoad(readTemplates);
  const e = useMessages(couponEditMessages);
  const [sending, setSending] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<SaveResult | null>(null);

  if (error && !templates) return <LoadFailed error={error} onRetry={load} />;
  if (!templates) return <Loading />;
  const edited = templates.find((x) => x.couponNo === editing && x.phase !== 'ended');
  const rule = (x: CouponTemplate) =>
    x.couponType === 1
      ? t.rule1(formatYuan(x.thresholdCents), formatYuan(x.discountCents))
      : x.couponType === 3
        ? t.rule3(x.discountPercent ?? 100, formatYuan(x.discountCents))
        : t.rule2(formatYuan(x.discountCents));
  return (
    <>
      <CampaignList
        heading={t.heading}
        canWrite={canWrite}
        rows={templates}
        wordsOf={(x) => `${x.couponNo} ${x.name}`}
        phases={PHASES.map((p) => ({ value: p, label: c[`phase.${p}`] }))}
        columns={[t.couponNo, t.name, t.rule, e.scope, t.stock, t.validity]}
        empty={t.empty}
        row={(x) => (
          <tr key={x.couponNo}>
            <td>{x.couponNo}</td>
            <td>{x.name}</td>
            <td>{rule(x)}</td>
            <td>{e[`scope.${x.scope as CouponScope}`] ?? x.scope}</td>
            <td>
              {x.remainingQuantity} / {x.totalQuantity}
            </td>
            <td>
              {x.validDays === null
                ? t.window(formatDateTime(x.startAt), formatDateTime(x.endAt))
                : t.days(x.validDays)}
            </td>
            <td>{c[`phase.${x.phase}`]}</td>
            <td>
              {canWrite && x.phase !== 'ended' && (
                <>
                  <RowButton label={t.sendThis} row={x.couponNo} onClick={() => setSending(x.couponNo)} />{' '}
                  <RowButton
                    label={e.edit}
                    row={x.couponNo}
                    onClick={() => {
                      setSaved(null);
                      setEditing(x.couponNo);
                    }}
                  />
                </>
              )}
            </td>
          </tr>
        )}
      />
      <SaveResultLine result={saved} />
      {canWrite && edited && (
        <CouponEditForm
          key={`${edited.couponNo}@${edited.revision}`}
          template={edited}
          onCancel={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setSaved({ ok: true, text });
            load();
          }}
        />
      )}
      {canWrite && (
        <>
          <BatchSend
            key={sending}
            templates={templates.filter((x) => x.phase !== 'ended')}
            couponNo={sending}
            onSent={load}
          />
          <CreateTemplate onCreated={load} />
        </>
      )}
    </>
  );
}

const emptyTemplate = (): TemplateForm => {
  const now = realServerNow();
  return {
    couponNo: '',
    name: '',
    couponType: '1',
    threshold: '',
    discount: '',
    percent: '',
    total: '',
    perCustomer: '1',
    validDays: '',
    startAt: toBeijingInput(now),
    endAt: toBeijingInput(now + 30 * DAY),
    claimStartAt: '',
    inCenter: true,
    scope: 'all',
    storeNo: '',
    categoryCode: '',
    skuNos: '',
  };
};

function CreateTemplate({ onCreated }: { onCreated: () => void }) {
  const t = useMessages(couponMessages);
  const c = useMessages(campaignMessages);
  const [f, setF] = useState(emptyTemplate);
  const body = templateBody(f);
  // A list typed in one box (the SKUs) is named by its box, as the edit form does.
  const form = useConsoleForm(c.failed, topFieldProblems(couponTemplateCreateSchema, body));

  const run = async () => {
    const made = await couponsApi.createTemplate(body);
    setF(emptyTemplate());
    onCreated();
    return t.created(made.couponNo);
  };

  return (
    <ConsoleForm heading={t.createHeading} form={form} run={run} submitLabel={t.create}>
      <CouponTemplateFields f={f} onChange={(patch) => setF({ ...f, ...patch })} bad={form.bad} />
    </ConsoleForm>
  );
}

/** A new batch number each time the form opens; the operator may keep one to resend safely. */
const newBatchNo = () =>
  `B${toBeijingInput(realServerNow()).replace(/\D/g, '')}${Math.floor(Math.random() * 1000)}`;

function BatchSend({
  templates,
  couponNo,
  onSent,
}: {
  templates: readonly CouponTemplate[];
  couponNo: string;
  onSent: () => void;
}) {
  const t = useMessages(couponMessages);
  const c = useMessages(campaignMessages);
  const [batchNo, setBatchNo] = useState(newBatchNo);
  const [picked, setPicked] = useState(couponNo);
  const [customers, setCustomers] = useState('');
  const body = { batchNo: batchNo.trim(), couponNo: picked, customerNos: customerNosOf(customers) };
  const form = useConsoleForm(c.failed, fieldProblems(batchSendRequestSchema, body));

  const run = async () => {
    const r = await couponsApi.batchSend(body);
    onSent();
    return `${t.sent(r.sent, r.already)}${r.unknownCustomerNos.length > 0 ? t.unknown(r.unknownCustomerNos.join(', ')) : ''}`;
  };

  return (
    <ConsoleForm heading={t.sendHeading} form={form} run={run} submitLabel={t.send}>
      <div className="con-row">
        <Field label={t.pickCoupon} error={form.bad('couponNo', t.couponNoMissing)}>
          <select value={picked} onChange={(e) => setPicked(e.target.value)}>
            <option value="">—</option>
            {templates.map((x) => (
              <option key={x.couponNo} value={x.couponNo}>
                {x.couponNo} · {x.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.batchNo} error={form.bad('batchNo', t.batchNoBad)} hint={t.batchNoHint}>
          <input value={batchNo} onChange={(e) => setBatchNo(e.target.value)} />
        </Field>
      </div>
      <Field label={t.customerNos} error={form.bad('customerNos', t.customerNosBad)} hint={t.customerNosHint}>
        <textarea value={customers} rows={4} onChange={(e) => setCustomers(e.target.value)} />
      </Field>
    </ConsoleForm>
  );
}
