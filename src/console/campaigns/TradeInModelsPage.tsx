import {
  type OperatorTradeInModel,
  operatorTradeInModelCreateSchema,
  operatorTradeInModelEditSchema,
  TRADE_IN_TOP_MAX_CENTS,
} from '../../../schemas/api/trade-in-operator';
import { useMessages } from '../../i18n/messages';
import { formatYuan } from '../../lib/money';
import { ConsoleForm, Field } from '../form';
import { useCreateOrEditForm } from '../useCreateOrEditForm';
import { tradeInModelsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { type ListingEditorProps, ListingPage } from './ListingPage';
import { listingMessages } from './listingMessages';
import { type TradeInForm, tradeInBody, tradeInFormOf } from './tradeInForm';
import { tradeInMessages } from './tradeInMessages';

const readModels = () => tradeInModelsApi.list();

/**
 * Marketing keeps the devices shoppers can trade in and the top value the appraiser starts from:
 * list, add, edit (both held for approval), withdraw at once, restore with approval.
 */
export function TradeInModelsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(tradeInMessages);
  return (
    <ListingPage<OperatorTradeInModel>
      canWrite={canWrite}
      heading={t.heading}
      empty={t.empty}
      read={readModels}
      keyOf={(m) => m.modelCode}
      wordsOf={(m) => `${m.modelCode} ${m.brand} ${m.name}`}
      columns={[t.modelCode, t.brand, t.name, t.topValue, t.estimates]}
      cells={(m) => (
        <>
          <td>{m.modelCode}</td>
          <td>{m.brand}</td>
          <td>{m.name}</td>
          <td>¥{formatYuan(m.topValueCents)}</td>
          <td>{m.estimates}</td>
        </>
      )}
      move={(m, action) => tradeInModelsApi.move(m.modelCode, action)}
      Editor={TradeInEditor}
    />
  );
}

const emptyModel = (): TradeInForm => ({ modelCode: '', brand: '', name: '', topValue: '', sort: '0' });

function TradeInEditor({ editing, onDone, onCancel }: ListingEditorProps<OperatorTradeInModel>) {
  const t = useMessages(tradeInMessages);
  const l = useMessages(listingMessages);
  const c = useMessages(campaignMessages);
  const { f, set, form, run } = useCreateOrEditForm({
    editing,
    start: () => (editing ? tradeInFormOf(editing) : emptyModel()),
    body: tradeInBody,
    check: {
      create: operatorTradeInModelCreateSchema,
      edit: operatorTradeInModelEditSchema,
      key: (f) => ({ modelCode: f.modelCode.trim() }),
    },
    save: {
      create: async (body, f) =>
        l.created((await tradeInModelsApi.create({ modelCode: f.modelCode.trim(), ...body })).modelCode),
      edit: async (body, row) => l.saved((await tradeInModelsApi.edit(row.modelCode, body)).modelCode),
    },
    onDone,
    failed: c.failed,
  });

  return (
    <ConsoleForm
      heading={editing ? t.editHeading(editing.modelCode) : t.createHeading}
      form={form}
      run={run}
      submitLabel={editing ? l.save : l.create}
      cancel={editing && { label: l.cancelEdit, onClick: onCancel }}
    >
      <div className="con-row">
        <Field label={t.modelCode} error={form.bad('modelCode', t.modelCodeBad)}>
          <input value={f.modelCode} readOnly={editing !== null} maxLength={32} onChange={set('modelCode')} />
        </Field>
        <Field label={t.brand} error={form.bad('brand', t.brandBad)}>
          <input value={f.brand} maxLength={20} onChange={set('brand')} />
        </Field>
        <Field label={t.name} error={form.bad('name', t.nameBad)}>
          <input value={f.name} maxLength={40} onChange={set('name')} />
        </Field>
      </div>
      <div className="con-row">
        <Field
          label={t.topValue}
          error={form.bad('topValueCents', t.topValueBad(formatYuan(TRADE_IN_TOP_MAX_CENTS)))}
          hint={t.topValueHint}
        >
          <input value={f.topValue} inputMode="decimal" onChange={set('topValue')} />
        </Field>
        <Field label={l.sort} error={form.bad('sort', l.sortBad(9999))}>
          <input value={f.sort} inputMode="numeric" onChange={set('sort')} />
        </Field>
      </div>
    </ConsoleForm>
  );
}
