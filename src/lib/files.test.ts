import { describe, expect, it } from 'vitest';
import { isDocumentFile, isImageFile } from './files';

describe('isImageFile', () => {
  it.each(['a.jpg', 'a.jpeg', 'a.png', 'PHOTO.JPG', 'Scan.JpEg', 'x.y.PNG'])('accepts %s', (name) =>
    expect(isImageFile(name)).toBe(true),
  );
  it.each(['a.gif', 'a.webp', 'a.pdf', 'jpg', '.png', 'a.png.exe', 'a.jpgx', ''])('rejects %j', (name) =>
    expect(isImageFile(name)).toBe(false),
  );
  it('accepts a File by its name', () => {
    expect(isImageFile(new File(['x'], 'receipt.PNG', { type: 'image/png' }))).toBe(true);
  });
});

describe('isDocumentFile', () => {
  it('accepts .pdf in any case and nothing else', () => {
    expect(isDocumentFile('invoice.pdf')).toBe(true);
    expect(isDocumentFile('INVOICE.PDF')).toBe(true);
    expect(isDocumentFile('invoice.png')).toBe(false);
    expect(isDocumentFile('invoice.pdf.js')).toBe(false);
    expect(isDocumentFile('.pdf')).toBe(false);
  });
});
