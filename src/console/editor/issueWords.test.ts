import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../../schemas/booth/version';
import { issueMessages } from './issueMessages';
import { inOperatorWords } from './issueWords';
import { layoutIssues } from './layoutIssues';

const zh = issueMessages['zh-CN'];
const page = (blocks: unknown[]) => ({
  schemaVersion: CURRENT_SCHEMA_VERSION,
  pageId: 'p',
  pageCode: null,
  title: 'p',
  version: 1,
  blocks,
});
const worded = (blocks: unknown[]) => {
  const layout = page(blocks);
  return inOperatorWords(layout, layoutIssues(layout), zh);
};

describe("layout issues in the operator's words", () => {
  it('words bounds, missing text, choices and schedule order in Chinese at the field path', () => {
    const issues = worded([
      { id: 'n', type: 'noticeBoard', props: { items: [{ text: '' }], scrollSpeed: 500 } },
      {
        id: 'p',
        type: 'popup',
        props: { image: { src: '/api/file-storage/file/a.png', width: 1, height: 1 }, frequency: 'weekly' },
        schedule: { start: 2000, end: 1000 },
      },
    ]);
    expect(issues.get('blocks[0].props.items[0].text')).toBe(zh.required);
    expect(issues.get('blocks[0].props.scrollSpeed')).toBe(zh.numberMax(200));
    expect(issues.get('blocks[1].props.frequency')).toBe(zh.choose);
    expect(issues.get('blocks[1].schedule.end')).toBe(zh.scheduleOrder);
  });

  it('never shows the English text alone', () => {
    const issues = worded([{ id: 'bad id!', type: 'backTop', props: { threshold: -1 } }]);
    expect(issues.size).toBeGreaterThan(0);
    for (const message of issues.values()) expect(message).toMatch(/[\u4e00-\u9fff]/);
  });
});
