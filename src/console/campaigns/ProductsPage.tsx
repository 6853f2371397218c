import { useEffect, useState } from 'react';
import {
  type OperatorProduct,
  operatorProductMediaSchema,
  productPhaseSchema,
} from '../../../schemas/api/product-operator';
import { useMessages } from '../../i18n/messages';
import { ImagePicker } from '../editor/Pickers';
import { ConsoleForm, useConsoleForm } from '../form';
import { fieldProblems } from '../schemaProblems';
import {
  failureText,
  LoadFailed,
  Loading,
  RowButton,
  SaveResultLine,
  useConsoleLoad,
  useListEditor,
} from '../states';
import { productsApi } from './campaignApi';
import { campaignMessages } from './campaignMessages';
import type { CampaignScreenProps } from './campaignTabs';
import { CampaignList } from './ListFilter';
import { moved } from './listOrder';
import {
  mediaBody,
  mediaFormOf,
  PICTURE_LIMIT,
  type ProductMediaForm,
  without,
  withPicture,
} from './productMediaForm';
import { productMessages } from './productMessages';

const readProducts = () => productsApi.list().then((r) => r.list);

/**
 * Products (ADR 0068): the catalogue by number, name, store and shelf state, and for one
 * product its gallery (1–5 pictures, the first the main one), its 图文详情 pictures and its 规格参数 rows —
 * pictures added by upload or from the product's own, reordered and removed. Saving asks a second
 * operator while approval is on; shoppers see the change once it is approved.
 */
export function ProductsPage({ canWrite }: CampaignScreenProps) {
  const t = useMessages(productMessages);
  const { data: products, error, load } = useConsoleLoad(readProducts);
  const { editing, setEditing, done, setDone, saved, cancel } = useListEditor<string>(load);

  if (error && !products) return <LoadFailed error={error} onRetry={load} />;
  if (!products) return <Loading />;
  return (
    <>
      <CampaignList
        heading={t.heading}
        canWrite={canWrite}
        rows={products}
        wordsOf={(p) => `${p.spuNo} ${p.name} ${p.brand} ${p.storeName}`}
        phases={productPhaseSchema.options.map((p) => ({ value: p, label: t[`phase.${p}`] }))}
        columns={[t.spuNo, t.name, t.store, t.media]}
        empty={t.empty}
        row={(p) => (
          <tr key={p.spuNo}>
            <td>{p.spuNo}</td>
            <td>
              {p.imageUrl && <img className="con-thumb" src={p.imageUrl} alt="" width={32} height={32} />}{' '}
              {p.name}
            </td>
            <td>{p.storeName}</td>
            <td>{t.mediaCounts(p.pictureCount, p.detailImageCount, p.specCount)}</td>
            <td>{t[`phase.${p.phase}`]}</td>
            <td>
              {canWrite && (
                <RowButton
                  label={t.edit}
                  row={p.spuNo}
                  onClick={() => {
                    setDone(null);
                    setEditing(p.spuNo);
                  }}
                />
              )}
            </td>
          </tr>
        )}
      />
      <SaveResultLine result={done} />
      {canWrite && editing !== null && (
        <ProductMediaLoader key={editing} spuNo={editing} onDone={saved} onCancel={cancel} />
      )}
    </>
  );
}

function ProductMediaLoader({
  spuNo,
  onDone,
  onCancel,
}: {
  spuNo: string;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(productMessages);
  const [product, setProduct] = useState<OperatorProduct | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    productsApi.read(spuNo).then(setProduct, (e: unknown) => setError(failureText(e)));
  }, [spuNo]);
  if (error) return <p className="con-error">{t.loadFailed(error)}</p>;
  if (!product) return <Loading />;
  return <ProductMediaEditor product={product} onDone={onDone} onCancel={onCancel} />;
}

function ProductMediaEditor({
  product,
  onDone,
  onCancel,
}: {
  product: OperatorProduct;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(productMessages);
  const c = useMessages(campaignMessages);
  const [f, setF] = useState<ProductMediaForm>(() => mediaFormOf(product));
  const body = mediaBody(f);
  const problems = fieldProblems(operatorProductMediaSchema, body);
  const form = useConsoleForm(c.failed, problems);
  // A list's problem is its own ('gallery') or one of its items' ('gallery.2').
  const bad = (field: string, words: string) =>
    form.tried && [...problems].some((p) => p === field || p.startsWith(`${field}.`)) && words;
  // The product's pictures as loaded: a picture removed by mistake can be picked again.
  const library = { label: t.library, urls: [...product.gallery, ...product.detailImages] };

  const run = async () => {
    const saved = await productsApi.saveMedia(product.spuNo, body);
    onDone(t.saved(saved.spuNo));
    return null;
  };

  return (
    <ConsoleForm
      heading={t.editHeading(product.name)}
      form={form}
      run={run}
      submitLabel={t.save}
      cancel={{ label: t.cancelEdit, onClick: onCancel }}
    >
      {(['gallery', 'detailImages'] as const).map((list) => (
        <PictureListField
          key={list}
          label={t[list]}
          error={bad(list, t[`${list}Bad`])}
          urls={f[list]}
          limit={PICTURE_LIMIT[list]}
          library={library}
          onChange={(urls) => setF((old) => ({ ...old, [list]: urls }))}
        />
      ))}
      <fieldset className="con-field">
        <legend>{t.specs}</legend>
        {f.specs.map((s, i) => (
          // Rows have no identity of their own but their place; a removed row's inputs go with it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div className="con-row" key={i}>
            <input
              aria-label={`${t.specName} ${i + 1}`}
              value={s.name}
              maxLength={20}
              onChange={(e) =>
                setF((old) => ({
                  ...old,
                  specs: old.specs.map((r, k) => (k === i ? { ...r, name: e.target.value } : r)),
                }))
              }
            />
            <input
              aria-label={`${t.specValue} ${i + 1}`}
              value={s.value}
              maxLength={100}
              onChange={(e) =>
                setF((old) => ({
                  ...old,
                  specs: old.specs.map((r, k) => (k === i ? { ...r, value: e.target.value } : r)),
                }))
              }
            />
            <RowButton
              label={t.up}
              row={`${t.specs} ${i + 1}`}
              onClick={() => setF((old) => ({ ...old, specs: moved(old.specs, i, -1) }))}
            />
            <RowButton
              label={t.down}
              row={`${t.specs} ${i + 1}`}
              onClick={() => setF((old) => ({ ...old, specs: moved(old.specs, i, 1) }))}
            />
            <RowButton
              label={t.remove}
              row={`${t.specs} ${i + 1}`}
              onClick={() => setF((old) => ({ ...old, specs: without(old.specs, i) }))}
            />
          </div>
        ))}
        <button
          type="button"
          className="con-btn"
          onClick={() => setF((old) => ({ ...old, specs: [...old.specs, { name: '', value: '' }] }))}
        >
          {t.addSpec}
        </button>
        {bad('specs', t.specsBad) && <small className="con-error">{t.specsBad}</small>}
      </fieldset>
    </ConsoleForm>
  );
}

/** One list of pictures: thumbnails in order with up, down and remove, and the chooser to add one. */
function PictureListField({
  label,
  error,
  urls,
  limit,
  library,
  onChange,
}: {
  label: string;
  error: string | false;
  urls: readonly string[];
  limit: number;
  library: { label: string; urls: readonly string[] };
  onChange: (urls: string[]) => void;
}) {
  const t = useMessages(productMessages);
  const at = (i: number) => `${label} ${t.picture(i + 1)}`;
  return (
    <fieldset className={error ? 'con-field con-field-bad' : 'con-field'} aria-label={label}>
      <legend>{label}</legend>
      {urls.length === 0 && <p className="con-muted">{t.noPictures}</p>}
      <ol className="con-pictures">
        {urls.map((url, i) => (
          <li key={url}>
            <img src={url} alt={at(i)} width={72} height={72} />
            <RowButton label={t.up} row={at(i)} onClick={() => onChange(moved(urls, i, -1))} />
            <RowButton label={t.down} row={at(i)} onClick={() => onChange(moved(urls, i, 1))} />
            <RowButton label={t.remove} row={at(i)} onClick={() => onChange(without(urls, i))} />
          </li>
        ))}
      </ol>
      {urls.length < limit ? (
        <ImagePicker seeded={library} onPick={(url) => onChange(withPicture(urls, url, limit))} />
      ) : (
        <p className="con-muted">{t.full}</p>
      )}
      {error && <small className="con-error">{error}</small>}
    </fieldset>
  );
}
