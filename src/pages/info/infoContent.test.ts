import { describe, expect, it } from 'vitest';
import { parseInfoContent } from './infoContent';

describe('parseInfoContent', () => {
  it('turns # and ## lines into headings and blank-line groups into paragraphs', () => {
    expect(parseInfoContent('# 协议\n欢迎使用\n第二行\n\n## 一、服务\n内容\r\n\r\n\n结尾')).toEqual([
      { kind: 'h1', text: '协议' },
      { kind: 'p', text: '欢迎使用\n第二行' },
      { kind: 'h2', text: '一、服务' },
      { kind: 'p', text: '内容' },
      { kind: 'p', text: '结尾' },
    ]);
  });

  it('keeps markup as text and ignores deeper or empty headings', () => {
    expect(parseInfoContent('<b>x</b>\n### 三级\n#')).toEqual([{ kind: 'p', text: '<b>x</b>\n### 三级\n#' }]);
    expect(parseInfoContent('')).toEqual([]);
  });
});
