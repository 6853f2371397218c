import type { AuditEntryView } from '../../schemas/api/approvals';

/** The CSV's columns, named as the JSON fields are (a machine format: no translated headers). */
const COLUMNS: readonly (keyof AuditEntryView)[] = [
  'id',
  'at',
  'account',
  'role',
  'method',
  'route',
  'path',
  'entity',
  'status',
  'disposition',
  'reason',
  'changeRequestId',
  'approvedBy',
  'ip',
  'userAgent',
  'patch',
  'before',
  'after',
];

/**
 * One cell: a text a spreadsheet would run as a formula (leading = + - @, or a tab or carriage return) gets a
 * leading apostrophe (OWASP's CSV injection advice); every cell is quoted, inner quotes doubled.
 */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The rows as CSV with a header line; `at` also as ISO time for people reading it in a spreadsheet. */
export function auditCsv(rows: readonly AuditEntryView[]): string {
  const header = [...COLUMNS, 'atIso'].map(csvCell).join(',');
  const lines = rows.map((r) =>
    [...COLUMNS.map((k) => csvCell(r[k])), csvCell(new Date(r.at).toISOString())].join(','),
  );
  return `${[header, ...lines].join('\r\n')}\r\n`;
}
