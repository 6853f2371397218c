import { useState } from 'react';
import { fetchBrands } from '../../api/search';
import { useMessages } from '../../i18n/messages';
import { useScreenData } from '../../screen/useScreenData';
import { Field } from '../../ui/Field';
import { Sheet } from '../../ui/Sheet';
import type { HistorySheet } from '../../ui/useHistorySheet';
import styles from './FilterSheet.module.css';
import { searchMessages } from './messages';
import { centsToYuan, type SearchState, yuanToCents } from './searchUrl';

export type Filters = Pick<SearchState, 'brand' | 'minPriceCents' | 'maxPriceCents' | 'inStock'>;

interface Props {
  sheet: HistorySheet;
  search: SearchState;
  onApply: (filters: Filters) => void;
}

/**
 * 筛选: brand (brand/get-by-category for the current words and category), price range in yuan and in stock
 * only. Nothing changes until 确定; 重置 clears the choices in the sheet.
 */
export function FilterSheet({ sheet, search, onApply }: Props) {
  const t = useMessages(searchMessages);
  return (
    <Sheet sheet={sheet} title={t.filterTitle}>
      {sheet.open && <FilterForm search={search} onApply={onApply} />}
    </Sheet>
  );
}

function FilterForm({ search, onApply }: Pick<Props, 'search' | 'onApply'>) {
  const t = useMessages(searchMessages);
  const [brand, setBrand] = useState(search.brand);
  const [min, setMin] = useState(centsToYuan(search.minPriceCents));
  const [max, setMax] = useState(centsToYuan(search.maxPriceCents));
  const [inStock, setInStock] = useState(Boolean(search.inStock));
  const [error, setError] = useState<{ min?: string; max?: string }>({});
  const brands = useScreenData(
    () => fetchBrands({ categoryCode: search.categoryCode, keyword: search.keyword || undefined }),
    { key: `${search.categoryCode ?? ''}|${search.keyword}`, part: true },
  );

  const apply = () => {
    const minCents = yuanToCents(min);
    const maxCents = yuanToCents(max);
    if (minCents === null || maxCents === null) {
      setError({
        min: minCents === null ? t.priceFormat : undefined,
        max: maxCents === null ? t.priceFormat : undefined,
      });
      return;
    }
    if (minCents !== undefined && maxCents !== undefined && minCents > maxCents) {
      setError({ min: t.priceRangeWrong });
      return;
    }
    onApply({ brand, minPriceCents: minCents, maxPriceCents: maxCents, inStock });
  };

  const list = brands.state.status === 'ready' ? brands.state.data.brands : [];
  return (
    <div className={styles.form} data-testid="filter-sheet">
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.brand}</legend>
        {brands.state.status === 'ready' && list.length === 0 && <p className={styles.none}>{t.noBrands}</p>}
        <div className={styles.chips}>
          {list.map((b) => (
            <button
              key={b.name}
              type="button"
              className={`${styles.chip} ${brand === b.name ? styles.chosen : ''}`}
              aria-pressed={brand === b.name}
              onClick={() => setBrand(brand === b.name ? undefined : b.name)}
            >
              {b.name}
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t.priceRange}</legend>
        <Field
          label={t.minPrice}
          type="number"
          value={min}
          onChange={setMin}
          error={error.min}
          maxLength={11}
        />
        <Field
          label={t.maxPrice}
          type="number"
          value={max}
          onChange={setMax}
          error={error.max}
          maxLength={11}
        />
      </fieldset>
      <label className={styles.toggle}>
        <input type="checkbox" checked={inStock} onChange={(e) => setInStock(e.target.checked)} />
        <span>{t.inStockOnly}</span>
      </label>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.reset}
          onClick={() => {
            setBrand(undefined);
            setMin('');
            setMax('');
            setInStock(false);
            setError({});
          }}
        >
          {t.reset}
        </button>
        <button type="button" className={styles.confirm} onClick={apply}>
          {t.confirm}
        </button>
      </div>
    </div>
  );
}
