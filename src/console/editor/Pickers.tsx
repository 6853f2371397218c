import { useEffect, useId, useState } from 'react';
import * as z from 'zod';
import manifest from '../../../fixtures/images/manifest.json';
import { get } from '../../api/client';
import { useMessages } from '../../i18n/messages';
import { operatorApi } from '../api';
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

function ImagePicker({ onPick }: { onPick: (v: unknown) => void }) {
  const t = useMessages(editorMessages);
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
        <optgroup label={t.imagesSeeded}>
          {BOOTH_IMAGES.map((src) => (
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

const searchAnswer = z.object({
  items: z.array(z.object({ spuNo: z.string(), skuNo: z.string(), name: z.string() })),
});

/** Link type 1: search the catalogue by words and take a product's SPU and SKU. */
export function ProductPicker({ onPick }: { onPick: (p: { spuNo: string; skuNo: string }) => void }) {
  const t = useMessages(editorMessages);
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<z.infer<typeof searchAnswer>['items'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setError(null);
    get(
      '/api/channel/product-search-v2',
      { keyword, pageSize: 10 },
      { schema: searchAnswer, silent: true },
    ).then(
      (a) => setItems(a.items),
      (e: Error) => setError(e.message),
    );
  };
  return (
    <div className="con-group">
      <div className="con-row">
        <label htmlFor={id} className="con-muted">
          {t.productSearch}
        </label>
        <input id={id} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
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
          onClick={() => onPick({ spuNo: p.spuNo, skuNo: p.skuNo })}
        >
          {t.productPick(p.name)}
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
