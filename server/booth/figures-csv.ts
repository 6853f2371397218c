import type { VersionBlockFiguresAnswer } from '../../schemas/api/booth-figures';
import { csvCell } from '../operators/audit-csv';

/** The CSV's columns, named as the JSON fields are (a machine format, like the audit export). */
const COUNTS = [
  'exposures',
  'visitors',
  'clicks',
  'clickers',
  'dismissals',
  'orders',
] as const satisfies readonly (keyof VersionBlockFiguresAnswer)[];

/** A share as a fraction with four decimals; empty when there is nothing to divide by. */
const rate = (part: number, whole: number): string => (whole > 0 ? (part / whole).toFixed(4) : '');

/**
 * A page's figures per version and block as CSV with a header line: the counts, the click-through rate
 * (clicks / exposures) and the order rate (orders / clicks). Every cell goes through the audit export's
 * csvCell, so a block id or type an operator typed as `=…` is never run as a formula by a spreadsheet.
 */
export function figuresCsv(pageKey: string, rows: readonly VersionBlockFiguresAnswer[]): string {
  const header = ['pageKey', 'version', 'blockId', 'blockType', ...COUNTS, 'clickRate', 'orderRate'];
  const lines = rows.map((r) =>
    [
      pageKey,
      r.version,
      r.blockId,
      r.blockType,
      ...COUNTS.map((k) => r[k]),
      rate(r.clicks, r.exposures),
      rate(r.orders, r.clicks),
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
