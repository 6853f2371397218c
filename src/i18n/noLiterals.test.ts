import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiterals } from './literals';

const ROOT = join(__dirname, '..', '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(path);
    return e.name.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(e.name) ? [path] : [];
  });
}

describe('components render no literal text', () => {
  it('finds literal text (the scanner works)', () => {
    expect(findLiterals('<p>\n  Hello there\n</p>')).toEqual([{ line: 2, text: 'Hello there' }]);
    expect(findLiterals('<button aria-label="Close">{icon}</button>').map((l) => l.text)).toEqual([
      'aria-label="Close"',
    ]);
    expect(findLiterals('<span>确定</span>').map((l) => l.text)).toEqual(['确定']);
    expect(findLiterals('<span>{t.confirm}</span>')).toEqual([]);
    expect(findLiterals('const a = b < c && d > e;')).toEqual([]);
    expect(findLiterals('const f = (a: A) =>\n  reissueOf\n    ? b\n    : c;')).toEqual([]);
    expect(findLiterals('<p>\n  两行文字\n</p>').map((l) => l.text)).toEqual(['两行文字']);
  });

  it('every component takes its words from the catalogue', () => {
    const offenders: string[] = [];
    for (const file of [...tsxFiles(join(ROOT, 'src')), ...tsxFiles(join(ROOT, 'blocks'))]) {
      const rel = relative(ROOT, file);
      for (const l of findLiterals(readFileSync(file, 'utf8'))) offenders.push(`${rel}:${l.line} ${l.text}`);
    }
    expect(offenders).toEqual([]);
  });
});
