/**
 * A small PDF 1.4 writer, enough for one-page documents of text and lines (the invoice), with no
 * dependency. Two fonts, neither embedded, so every conforming reader draws them from its own:
 *
 * - `cjk`: Type0 `STSong-Light` with the `UniGB-UCS2-H` CMap (Adobe-GB1), one of the standard CJK fonts
 *   every reader carries; text is written as UCS-2 big-endian hex, so Chinese and Latin both work;
 * - `latin`: the standard Type1 Helvetica, for numbers and codes (they stay searchable as plain ASCII).
 *
 * The file is built as latin1 text (all content is ASCII; only the header's binary comment is not), so the
 * byte offsets in the cross-reference table are string lengths.
 */

export type PdfFont = 'cjk' | 'latin';

const FONT_NAMES: Record<PdfFont, string> = { cjk: 'F1', latin: 'F2' };

/** Characters outside the Basic Multilingual Plane have no UCS-2 code: drawn as a question mark. */
function ucs2Hex(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0x3f;
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return `<${hex.toUpperCase()}>`;
}

/** A PDF literal string of printable ASCII; anything else becomes '?'. */
function asciiLiteral(text: string): string {
  const safe = [...text].map((ch) => (/^[\x20-\x7e]$/.test(ch) ? ch : '?')).join('');
  return `(${safe.replace(/[\\()]/g, (m) => `\\${m}`)})`;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Content-stream operators, in page coordinates (points, origin bottom left). */
export class PageContent {
  private readonly ops: string[] = [];

  text(font: PdfFont, size: number, x: number, y: number, text: string, color?: Rgb): this {
    const shown = font === 'cjk' ? ucs2Hex(text) : asciiLiteral(text);
    const fill = color ? `${n(color.r)} ${n(color.g)} ${n(color.b)} rg ` : '0 0 0 rg ';
    this.ops.push(`BT ${fill}/${FONT_NAMES[font]} ${n(size)} Tf ${n(x)} ${n(y)} Td ${shown} Tj ET`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.6, color?: Rgb): this {
    const stroke = color ? `${n(color.r)} ${n(color.g)} ${n(color.b)} RG ` : '0 0 0 RG ';
    this.ops.push(`${stroke}${n(width)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S`);
    return this;
  }

  rect(x: number, y: number, w: number, h: number, width = 0.8, color?: Rgb): this {
    const stroke = color ? `${n(color.r)} ${n(color.g)} ${n(color.b)} RG ` : '0 0 0 RG ';
    this.ops.push(`${stroke}${n(width)} w ${n(x)} ${n(y)} ${n(w)} ${n(h)} re S`);
    return this;
  }

  toString(): string {
    return this.ops.join('\n');
  }
}

/** A text string of the document information dictionary (UTF-16BE with its byte-order mark). */
function infoString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

export interface PdfDocument {
  width: number;
  height: number;
  content: PageContent;
  title: string;
  subject: string;
  /** Creation time, epoch ms (written as a PDF date in UTC). */
  createdAt: number;
}

function pdfDate(ms: number): string {
  const d = new Date(ms);
  const p = (v: number) => String(v).padStart(2, '0');
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(
    d.getUTCMinutes(),
  )}${p(d.getUTCSeconds())}Z`;
}

/** The bytes of a one-page PDF. */
export function writePdf(doc: PdfDocument): Uint8Array {
  const stream = doc.content.toString();
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(doc.width)} ${n(doc.height)}] ` +
      '/Resources << /Font << /F1 5 0 R /F2 8 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 ' +
      '/W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${infoString(doc.title)} /Subject ${infoString(doc.subject)} /Producer (mbankmall) ` +
      `/CreationDate (${pdfDate(doc.createdAt)}) >>`,
  ];
  // The binary comment tells transfer tools the file is not plain text.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  out += `startxref\n${xrefAt}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
