import { useEffect, useState } from 'react';
import { commonMessages } from '../../schemas/i18n/common';
import { useMessages } from '../i18n/messages';
import styles from './AreaPicker.module.css';
import { uiMessages } from './messages';
import { Sheet } from './Sheet';
import type { HistorySheet } from './useHistorySheet';

/** A chosen region as the address book stores it: names, not codes. */
export interface Area {
  province: string;
  city: string;
  district: string;
}

export interface AreaPickerProps {
  /** From useHistorySheet: Android back closes the picker. */
  sheet: Pick<HistorySheet, 'open' | 'hide'>;
  /** The current choice, highlighted when the picker opens. */
  value: Area | null;
  /** Called with the full province–city–district choice; the picker closes itself. */
  onConfirm: (area: Area) => void;
}

type AreaTable = typeof import('./areaData');

/** The table arrives with the first picker that opens and is kept for the visit. */
let table: Promise<AreaTable> | null = null;
const loadTable = () => {
  table ??= import('./areaData').catch((error: unknown) => {
    table = null;
    throw error;
  });
  return table;
};

/**
 * Province → city → district, one level at a time (Vant's Cascader over its area data): a strip of the
 * levels chosen so far and the options of the current level. The data is loaded when the picker first
 * opens, so it is not in the first route.
 */
export function AreaPicker({ sheet, value, onConfirm }: AreaPickerProps) {
  const t = useMessages(uiMessages);
  return (
    <Sheet sheet={sheet} title={t.areaTitle}>
      {sheet.open && (
        <AreaLevels
          value={value}
          onDone={(area) => {
            sheet.hide();
            onConfirm(area);
          }}
        />
      )}
    </Sheet>
  );
}

function AreaLevels({ value, onDone }: { value: Area | null; onDone: (area: Area) => void }) {
  const t = useMessages(uiMessages);
  const common = useMessages(commonMessages);
  const [data, setData] = useState<AreaTable | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** Codes chosen so far, province first. */
  const [path, setPath] = useState<string[]>([]);
  const [level, setLevel] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the trigger for a retry; value is read once, when the table arrives.
  useEffect(() => {
    let current = true;
    setFailed(false);
    loadTable().then(
      (loaded) => {
        if (!current) return;
        const codes = value ? loaded.findCodes(value) : [];
        setData(loaded);
        setPath(codes);
        setLevel(Math.min(codes.length, 2));
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (failed)
    return (
      <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
        {t.areaLoadFailed}
      </button>
    );
  if (!data)
    return (
      <p className={styles.loading} role="status">
        {common.loading}
      </p>
    );

  const levels = [data.provinces(), data.citiesOf(path[0] ?? ''), data.districtsOf(path[1] ?? '')];
  const nameAt = (i: number) => levels[i]?.find((o) => o.code === path[i])?.name ?? '';
  const options = levels[level] ?? [];
  const levelNames = [t.areaProvince, t.areaCity, t.areaDistrict];
  // The levels chosen so far plus the one being chosen.
  const shownLevels = [0, 1, 2].slice(0, Math.min(path.length, 2) + 1);

  const choose = (code: string) => {
    const next = [...path.slice(0, level), code];
    setPath(next);
    if (level < 2) {
      setLevel(level + 1);
      return;
    }
    const names = next.map((c, i) => levels[i]?.find((o) => o.code === c)?.name ?? '');
    onDone({ province: names[0] ?? '', city: names[1] ?? '', district: names[2] ?? '' });
  };

  return (
    <div className={styles.picker} data-testid="area-picker">
      <div className={styles.levels} role="tablist" aria-label={t.areaTitle}>
        {shownLevels.map((i) => (
          <button
            key={i}
            type="button"
            role="tab"
            className={styles.level}
            aria-selected={i === level}
            aria-label={`${levelNames[i]} ${nameAt(i) || t.areaChoose}`}
            onClick={() => setLevel(i)}
          >
            {nameAt(i) || t.areaChoose}
          </button>
        ))}
      </div>
      <ul className={styles.options} aria-label={levelNames[level]}>
        {options.map((option) => {
          const selected = path[level] === option.code;
          return (
            <li key={option.code}>
              <button
                type="button"
                className={`${styles.option} ${selected ? styles.selected : ''}`}
                aria-pressed={selected}
                onClick={() => choose(option.code)}
              >
                {option.name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
