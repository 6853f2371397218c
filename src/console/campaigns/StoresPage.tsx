import { offlineKindSchema } from '../../../schemas/api/store';
import {
  type OperatorOfflineStore,
  type OperatorStore,
  offlineStoreCreateSchema,
  offlineStoreEditSchema,
  storePhaseSchema,
} from '../../../schemas/api/store-operator';
import { useMessages } from '../../i18n/messages';
import { ConsoleForm, Field } from '../form';
import {
  LoadFailed,
  Loading,
  moveRow,
  RowButton,
  SaveResultLine,
  useConsoleLoad,
  useListEditor,
} from '../states';
import { useCreateOrEditForm } from '../useCreateOrEditForm';
import { storesApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { CampaignList } from './ListFilter';
import { emptyOfflineStore, offlineStoreBody, offlineStoreFormOf } from './offlineStoreForm';
import { storeMessages } from './storeMessages';

const readAll = async () => {
  const [stores, shops] = await Promise.all([storesApi.stores(), storesApi.shops()]);
  return { stores: stores.list, shops: shops.list };
};

/**
 * Stores and their physical shops (ADR 0068): the stores with their state, opened or
 * closed; the brands' shops (线下门店) filtered by word and state, created, edited (name, kind, address,
 * phone, hours, location), opened and closed. Every write asks a second operator while approval is on;
 * shoppers' store lists and shop pages show it once approved.
 */
export function StoresPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(storeMessages);
  const c = useMessages(campaignMessages);
  const { data, error, setError, load } = useConsoleLoad(readAll);
  const { editing, setEditing, done, setDone, saved, cancel } = useListEditor<OperatorOfflineStore>(load);
  const phases = storePhaseSchema.options.map((p) => ({ value: p, label: t[`phase.${p}`] }));

  const move = (name: string, open: boolean, write: () => Promise<unknown>) => {
    const word = open ? t.open : t.close;
    return moveRow(
      { setDone, setError, reload: load },
      { ask: t.confirm(word, name), write: () => write().then(() => t.moved(word, name)), failed: c.failed },
    );
  };
  const stateButton = (
    phase: OperatorStore['phase'],
    row: string,
    name: string,
    write: (open: boolean) => Promise<unknown>,
  ) => {
    const open = phase === 'closed';
    return (
      <RowButton
        label={open ? t.open : t.close}
        row={row}
        onClick={() => void move(name, open, () => write(open))}
      />
    );
  };

  if (error && !data) return <LoadFailed error={error} onRetry={load} />;
  if (!data) return <Loading />;
  return (
    <>
      {error && <p className="con-error">{error}</p>}
      <SaveResultLine result={done} />
      <CampaignList
        heading={t.storesHeading}
        canWrite={canWrite}
        rows={data.stores}
        wordsOf={(s) => `${s.storeNo} ${s.name}`}
        phases={phases}
        columns={[t.storeNo, t.storeName, t.storeType, t.counts]}
        empty={t.storesEmpty}
        row={(s) => (
          <tr key={s.storeNo}>
            <td>{s.storeNo}</td>
            <td>{s.name}</td>
            <td>{t[`type.${s.storeType}`]}</td>
            <td>{t.countPair(s.productCount, s.offlineCount)}</td>
            <td>{t[`phase.${s.phase}`]}</td>
            <td>
              {canWrite &&
                stateButton(s.phase, s.storeNo, s.name, (open) => storesApi.moveStore(s.storeNo, open))}
            </td>
          </tr>
        )}
      />
      <CampaignList
        heading={t.shopsHeading}
        canWrite={canWrite}
        rows={data.shops}
        wordsOf={(s) => `${s.offlineNo} ${s.name} ${s.storeName} ${s.city} ${s.district} ${s.address}`}
        phases={phases}
        columns={[t.offlineNo, t.name, t.kind, t.place, t.address, t.phone, t.hours]}
        empty={t.shopsEmpty}
        row={(s) => (
          <tr key={s.offlineNo}>
            <td>{s.offlineNo}</td>
            <td>
              {s.name} <span className="con-muted">{s.storeName}</span>
            </td>
            <td>{t[`kind.${s.kind}`]}</td>
            <td>
              {s.city} {s.district}
            </td>
            <td>{s.address}</td>
            <td>{s.phone}</td>
            <td>{t.hoursSpan(s.opensAt, s.closesAt)}</td>
            <td>{t[`phase.${s.phase}`]}</td>
            <td>
              {canWrite && (
                <>
                  <RowButton label={t.edit} row={s.offlineNo} onClick={() => setEditing(s)} />{' '}
                  {stateButton(s.phase, s.offlineNo, s.name, (open) => storesApi.moveShop(s.offlineNo, open))}
                </>
              )}
            </td>
          </tr>
        )}
      />
      {canWrite && (
        <OfflineStoreEditor
          key={editing?.offlineNo ?? 'new'}
          editing={editing}
          stores={data.stores}
          onDone={saved}
          onCancel={cancel}
        />
      )}
    </>
  );
}

function OfflineStoreEditor({
  editing,
  stores,
  onDone,
  onCancel,
}: {
  editing: OperatorOfflineStore | null;
  stores: readonly OperatorStore[];
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(storeMessages);
  const c = useMessages(campaignMessages);
  const { f, setF, set, form, run } = useCreateOrEditForm({
    editing,
    start: () => (editing ? offlineStoreFormOf(editing) : emptyOfflineStore(stores[0]?.storeNo)),
    body: offlineStoreBody,
    check: {
      create: offlineStoreCreateSchema,
      edit: offlineStoreEditSchema,
      key: (f) => ({ offlineNo: f.offlineNo.trim() }),
    },
    save: {
      create: async (body, f) =>
        t.created((await storesApi.createShop({ offlineNo: f.offlineNo.trim(), ...body })).offlineNo),
      edit: async (body, row) => t.saved((await storesApi.editShop(row.offlineNo, body)).offlineNo),
    },
    onDone,
    failed: c.failed,
  });

  return (
    <ConsoleForm
      heading={editing ? t.editHeading(editing.offlineNo) : t.createHeading}
      form={form}
      run={run}
      submitLabel={editing ? t.save : t.create}
      cancel={editing && { label: t.cancelEdit, onClick: onCancel }}
    >
      <div className="con-row">
        <Field label={t.offlineNo} error={form.bad('offlineNo', t.offlineNoBad)}>
          <input value={f.offlineNo} readOnly={editing !== null} onChange={set('offlineNo')} />
        </Field>
        <Field label={t.storeName} error={form.bad('storeNo', t.storeNoBad)}>
          <select value={f.storeNo} onChange={set('storeNo')}>
            {stores.map((s) => (
              <option key={s.storeNo} value={s.storeNo}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t.kind}>
          <select
            value={f.kind}
            onChange={(e) => setF({ ...f, kind: offlineKindSchema.parse(e.target.value) })}
          >
            {offlineKindSchema.options.map((k) => (
              <option key={k} value={k}>
                {t[`kind.${k}`]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="con-row">
        <Field label={t.name} error={form.bad('name', t.nameBad)}>
          <input value={f.name} maxLength={40} onChange={set('name')} />
        </Field>
        <Field label={t.phone} error={form.bad('phone', t.phoneBad)}>
          <input value={f.phone} inputMode="tel" maxLength={20} onChange={set('phone')} />
        </Field>
      </div>
      <div className="con-row">
        <Field label={t.city} error={form.bad('city', t.cityBad)}>
          <input value={f.city} maxLength={20} onChange={set('city')} />
        </Field>
        <Field label={t.district} error={form.bad('district', t.districtBad)}>
          <input value={f.district} maxLength={20} onChange={set('district')} />
        </Field>
        <Field label={t.address} error={form.bad('address', t.addressBad)}>
          <input value={f.address} maxLength={80} onChange={set('address')} />
        </Field>
      </div>
      <div className="con-row">
        <Field label={t.opensAt} error={form.bad('opensAt', t.opensAtBad)}>
          <input type="time" value={f.opensAt} onChange={set('opensAt')} />
        </Field>
        <Field label={t.closesAt} error={form.bad('closesAt', t.closesAtBad)}>
          <input type="time" value={f.closesAt} onChange={set('closesAt')} />
        </Field>
        <Field label={t.latitude} error={form.bad('latitude', t.latitudeBad)} hint={t.locationHint}>
          <input value={f.latitude} inputMode="decimal" onChange={set('latitude')} />
        </Field>
        <Field label={t.longitude} error={form.bad('longitude', t.longitudeBad)}>
          <input value={f.longitude} inputMode="decimal" onChange={set('longitude')} />
        </Field>
      </div>
    </ConsoleForm>
  );
}
