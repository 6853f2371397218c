import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODE_WORD_PATTERN, codeWordFrom } from './qualification-code-word';

describe('qualification code words', () => {
  it('are three readable groups of four without look-alike symbols', () => {
    const word = codeWordFrom(randomBytes(32));
    expect(word).toMatch(CODE_WORD_PATTERN);
    expect(word).not.toMatch(/[01OIL]/);
  });

  it('do not repeat over many draws (about 59 bits each)', () => {
    const words = new Set(Array.from({ length: 5000 }, () => codeWordFrom(randomBytes(32))));
    expect(words.size).toBe(5000);
  });

  it('give up rather than bias when too few bytes are usable', () => {
    expect(codeWordFrom(new Uint8Array(12).fill(255))).toBeNull();
  });
});
