import { type OperatorShelf, SHELF_MAX_ITEMS } from '../../../schemas/api/shelves';
import { useMessages } from '../../i18n/messages';
import { ConsoleForm, Field } from '../form';
import { useCreateOrEditForm } from '../useCreateOrEditForm';
import { shelvesApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { type ListingEditorProps, ListingPage } from './ListingPage';
import { listingMessages } from './listingMessages';
import { type ShelfForm, shelfBody, shelfFormOf, shelfMovedBody, shelfProblems } from './shelfForm';
import { shelfMessages } from './shelfMessages';

const readShelves = () => shelvesApi.list();

/**
 * Marketing keeps the shelves shoppers see on /shelf/list: list, create, edit, and
 * withdraw or restore — each a whole-shelf save, held for a second operator while approval is on.
 */
export function ShelvesPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(shelfMessages);
  return (
    <ListingPage<OperatorShelf>
      canWrite={canWrite}
      heading={t.heading}
      empty={t.empty}
      read={readShelves}
      keyOf={(s) => s.shelfNo}
      wordsOf={(s) => `${s.shelfNo} ${s.title} ${s.subtitle} ${s.skuNos.join(' ')}`}
      columns={[t.shelfNo, t.title, t.subtitle, t.goods]}
      cells={(s) => (
        <>
          <td>{s.shelfNo}</td>
          <td>{s.title}</td>
          <td>{s.subtitle}</td>
          <td>{t.goodsCount(s.items.length, s.skuNos.length)}</td>
        </>
      )}
      move={(s, action) => shelvesApi.save(s.shelfNo, shelfMovedBody(s, action))}
      Editor={ShelfEditor}
    />
  );
}

const emptyShelf = (): ShelfForm => ({
  shelfNo: '',
  title: '',
  subtitle: '',
  sort: '0',
  listed: true,
  skuNos: '',
});

function ShelfEditor({ editing, taken, onDone, onCancel }: ListingEditorProps<OperatorShelf>) {
  const t = useMessages(shelfMessages);
  const l = useMessages(listingMessages);
  const c = useMessages(campaignMessages);
  const { f, setF, set, form, run } = useCreateOrEditForm({
    editing,
    start: () => (editing ? shelfFormOf(editing) : emptyShelf()),
    body: shelfBody,
    // A shelf's one PUT creates or replaces it: a new one must not take a number listed already.
    check: (f) => shelfProblems(f, editing ? new Set() : taken),
    save: async (body, f) => {
      const shelfNo = f.shelfNo.trim();
      await shelvesApi.save(shelfNo, body);
      return editing ? l.saved(shelfNo) : l.created(shelfNo);
    },
    onDone,
    failed: c.failed,
  });

  return (
    <ConsoleForm
      heading={editing ? t.editHeading(editing.shelfNo) : t.createHeading}
      form={form}
      run={run}
      submitLabel={editing ? l.save : l.create}
      cancel={editing && { label: l.cancelEdit, onClick: onCancel }}
    >
      <div className="con-row">
        <Field
          label={t.shelfNo}
          error={form.bad('shelfNo', t.shelfNoBad) || form.bad('shelfNoTaken', t.shelfNoTaken)}
        >
          <input value={f.shelfNo} readOnly={editing !== null} maxLength={32} onChange={set('shelfNo')} />
        </Field>
        <Field label={t.title} error={form.bad('title', t.titleBad)}>
          <input value={f.title} maxLength={20} onChange={set('title')} />
        </Field>
        <Field label={t.subtitle} error={form.bad('subtitle', t.subtitleBad)}>
          <input value={f.subtitle} maxLength={40} onChange={set('subtitle')} />
        </Field>
      </div>
      <div className="con-row">
        <Field label={l.sort} error={form.bad('sort', l.sortBad(999))}>
          <input value={f.sort} inputMode="numeric" onChange={set('sort')} />
        </Field>
        <Field label={t.listed}>
          <input
            type="checkbox"
            checked={f.listed}
            onChange={(e) => setF({ ...f, listed: e.target.checked })}
          />
        </Field>
      </div>
      <Field label={t.skuNos} error={form.bad('skuNos', t.skuNosBad(SHELF_MAX_ITEMS))} hint={t.skuNosHint}>
        <textarea value={f.skuNos} rows={4} onChange={set('skuNos')} />
      </Field>
    </ConsoleForm>
  );
}
