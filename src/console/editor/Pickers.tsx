import { useEffect, useId, useState } from 'react';
import manifest from '../../../fixtures/images/manifest.json';
import { searchProducts } from '../../../schemas/api/endpoints/search';
import { fetchProductCards } from '../../api/booth';
import { useMessages } from '../../i18n/messages';
import { consoleCall, operatorApi } from '../api';
import { editorMessages } from './messages';

/** The booth pictures the image store holds (fixtures/images/manifest.json, served under booth/). */
const BOOTH_IMAGES: readonly string[] = (manifest.booth as { key: string; fallback?: string }[]).map(
  (b) => `/api/file-storage/file/booth/${b.key}.${b.fallback ?? 'jpg'}`,
);

/**
 * Extra help beside a generated field: for every image `src`, a chooser of the pictures operators uploaded
 * and the seeded booth pictures, and an upload of a new one (JPEG or PNG, checked by the server).
 */
export function PickerFor({ name, onPick }: { name: string; path: string; onPick: (v: unknown) => void }) {
  if (name !== 'src') return null;
  return <ImagePicker onPick={onPick} />;
}

/**
 * The picture chooser and upload, also used by the product media tab (ADR 0068) with its own library in
 * place of the booth's (`seeded`: a label and the pictures it offers).
 */
export function ImagePicker({
  onPick,
  seeded,
}: {
  onPick: (url: string) => void;
  seeded?: { label: string; urls: readonly string[] };
}) {
  const t = useMessages(editorMessages);
  const library = seeded ?? { label: t.imagesSeeded, urls: BOOTH_IMAGES };
  const id = useId();
  const uploadId = useId();
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    operatorApi.assets().then(
      (a) => setUploaded(a.assets.map((x) => x.url)),
      () => setUploaded([]),
    );
  }, []);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const asset = await operatorApi.upload(file);
      setUploaded((list) => [asset.url, ...list]);
      onPick(asset.url);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <span className="con-row">
      <label htmlFor={id} className="con-muted">
        {t.imagePick}
      </label>
      <select id={id} value="" onChange={(e) => e.target.value && onPick(e.target.value)}>
        <option value="" />
        {uploaded.length > 0 && (
          <optgroup label={t.imagesUploaded}>
            {uploaded.map((src) => (
              <option key={src} value={src}>
                {src.slice(src.lastIndexOf('/') + 1)}
              </option>
            ))}
          </optgroup>
        )}
        <optgroup label={library.label}>
          {library.urls.map((src) => (
            <option key={src} value={src}>
              {src.slice(src.lastIndexOf('/') + 1)}
            </option>
          ))}
        </optgroup>
      </select>
      <label htmlFor={uploadId} className="con-btn">
        {t.imageUpload}
      </label>
      <input
        id={uploadId}
        type="file"
        accept="image/jpeg,image/png"
        hidden
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {error && <span className="con-error">{t.failed(error)}</span>}
    </span>
  );
}

interface Found {
  spuNo: string;
  skuNo: string;
  name: string;
}

/** A keyword shaped like a SKU number is also looked up as one (the catalogue search finds names). */
const SKU_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;

/** Products by name (the shoppers' search) and by exact SKU number (the booth's card call), SKU first. */
async function findProducts(keyword: string): Promise<Found[]> {
  const trimmed = keyword.trim();
  const [bySku, byName] = await Promise.all([
    SKU_SHAPE.test(trimmed)
      ? fetchProductCards({ rows: [{ key: 'sku', skuNos: [trimmed] }] }).then((r) => r.sku ?? [])
      : Promise.resolve([]),
    consoleCall(searchProducts, { query: { keyword: trimmed, pageSize: 10 } }, { silent: true }).then((a) =>
      a.items.map(({ spuNo, skuNo, name }) => ({ spuNo, skuNo, name })),
    ),
  ]);
  const out: Found[] = bySku.map(({ spuNo, skuNo, name }) => ({ spuNo, skuNo, name }));
  for (const p of byName) if (!out.some((x) => x.skuNo === p.skuNo)) out.push(p);
  return out;
}

/**
 * Search the catalogue by name or SKU number and take a product: for link type 1 (its SPU and SKU) and
 * for a product row's fixed SKU list (`picked` marks the SKUs already on the list).
 */
export function ProductPicker({
  onPick,
  picked,
}: {
  onPick: (p: { spuNo: string; skuNo: string }) => void;
  picked?: readonly string[];
}) {
  const t = useMessages(editorMessages);
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<Found[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setError(null);
    if (!keyword.trim()) {
      setError(t.productSearchEmpty);
      return;
    }
    findProducts(keyword).then(setItems, (e: Error) => setError(e.message));
  };
  return (
    <div className="con-group">
      <div className="con-row">
        <label htmlFor={id} className="con-muted">
          {t.productSearch}
        </label>
        <input
          id={id}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run();
            }
          }}
        />
        <button type="button" className="con-btn" onClick={run}>
          {t.productSearchRun}
        </button>
      </div>
      {error && <span className="con-error">{t.failed(error)}</span>}
      {items?.length === 0 && <span className="con-muted">{t.noResults}</span>}
      {items?.map((p) => (
        <button
          key={p.skuNo}
          type="button"
          className="con-btn"
          disabled={picked?.includes(p.skuNo)}
          onClick={() => onPick({ spuNo: p.spuNo, skuNo: p.skuNo })}
        >
          {picked?.includes(p.skuNo) ? t.productOnList(p.name, p.skuNo) : t.productPick(p.name, p.skuNo)}
        </button>
      ))}
    </div>
  );
}

/** Link types 2 and 4: choose one of the booth pages by its id. */
export function PagePicker({ onPick }: { onPick: (pageId: string) => void }) {
  const t = useMessages(editorMessages);
  const id = useId();
  const [pageIds, setPageIds] = useState<string[]>([]);
  useEffect(() => {
    operatorApi.pages().then(
      (pages) => setPageIds(pages.map((p) => p.pageId)),
      () => setPageIds([]),
    );
  }, []);
  return (
    <span className="con-row">
      <label htmlFor={id} className="con-muted">
        {t.pagePick}
      </label>
      <select id={id} value="" onChange={(e) => e.target.value && onPick(e.target.value)}>
        <option value="" />
        {pageIds.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </span>
  );
}
