/**
 * Finds user-visible literal text in TSX source: JSX text with letters, and literal text in the attributes
 * a person reads or hears (aria-label, title, placeholder, alt, label). Used by the literal-string test so
 * a component cannot show words that bypass the catalogue. Deliberately simple (a scanner, not a parser):
 * it reads one file's text and answers line numbers.
 */
const JSX_TEXT = />([^<>{}`]*[A-Za-z\u3400-\u9fff][^<>{}`]*)</g;
const ATTRIBUTE = /\b(aria-label|title|placeholder|alt|label)="([^"]*[A-Za-z\u3400-\u9fff][^"]*)"/g;
// Lines that are code, not markup: generics, comparisons, arrows and type annotations contain '<' and '>'.
const CODE_LINE = /^\s*(\/\/|\*|\/\*|import |export type|type |interface )/;

export interface Literal {
  line: number;
  text: string;
}

export function findLiterals(source: string): Literal[] {
  const found: Literal[] = [];
  const lines = source.split('\n');
  lines.forEach((raw, index) => {
    if (CODE_LINE.test(raw)) return;
    for (const m of raw.matchAll(JSX_TEXT)) {
      const text = (m[1] ?? '').trim();
      // '=>' and '&&' inside braces-free spans are code; real JSX text does not contain them.
      if (
        !text ||
        /^[)&|,.:]/.test(text) ||
        /=>|&&|\|\||\(\)|;$/.test(text) ||
        /^[A-Z]\w*(\.\w+)*$/.test(text)
      )
        continue;
      found.push({ line: index + 1, text });
    }
    for (const m of raw.matchAll(ATTRIBUTE)) found.push({ line: index + 1, text: `${m[1]}="${m[2]}"` });
  });
  // JSX text spread over several lines: a line that is only words between tags.
  lines.forEach((raw, index) => {
    const t = raw.trim();
    if (
      t &&
      !CODE_LINE.test(raw) &&
      /^[^<>{}=();:'"`,[\]]*[A-Za-z\u3400-\u9fff][^<>{}=();:'"`,[\]]*$/.test(t) &&
      /[\u3400-\u9fff]|\s\w+\s/.test(` ${t} `) &&
      !/^(return|const|let|if|else|case|default|break|await|async|export|import|function)\b/.test(t) &&
      // After a tag, not after an arrow ('=>' ending a line is code, the next line its body).
      /^\s*<|[^=]>\s*$/.test(lines[index - 1] ?? '')
    ) {
      found.push({ line: index + 1, text: t });
    }
  });
  return found;
}
