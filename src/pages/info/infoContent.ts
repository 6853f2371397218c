/**
 * The operators' page text (ADR 0019): a line starting with '# ' or '## ' is a heading, blank lines
 * separate paragraphs, other line breaks stay inside their paragraph. Plain text only: nothing an
 * operator writes becomes markup.
 */
export type InfoBlock = { kind: 'h1' | 'h2' | 'p'; text: string };

export function parseInfoContent(content: string): InfoBlock[] {
  const blocks: InfoBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'p', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const raw of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,2})\s+(.+)$/.exec(line);
    if (heading?.[1] && heading[2]) {
      flush();
      blocks.push({ kind: heading[1].length === 1 ? 'h1' : 'h2', text: heading[2] });
    } else if (line === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}
