import { isBlockType } from '../../../schemas/booth/block-types';
import { blockSchemas } from '../../../schemas/booth/blocks/index';
import { blockPath, formatPath } from '../../../schemas/booth/issues';
import type { z } from '../../../schemas/zod';
import { messagesOf } from '../../i18n/messages';
import { issueMessages } from './issueMessages';

type Words = (typeof issueMessages)['zh-CN'];

/**
 * One zod issue of a block in the operator's words. The shared schemas carry English developer text that
 * outranks any error map, so this reads the issue's code and bounds (as src/ui/form/zodMessages.ts does for
 * shoppers) and never shows the text itself, except inside `other` for a rule it does not know.
 */
export function issueText(issue: z.core.$ZodIssue, path: string, t: Words): string {
  const bound = (n: unknown) => Number(n);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return t.required;
      return issue.expected === 'number' || issue.expected === 'int' ? t.number : t.required;
    case 'too_small':
      if (issue.origin === 'string')
        return bound(issue.minimum) <= 1 ? t.required : t.textMin(bound(issue.minimum));
      if (issue.origin === 'array') return t.itemsMin(bound(issue.minimum));
      return t.numberMin(bound(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return t.textMax(bound(issue.maximum));
      if (issue.origin === 'array') return t.itemsMax(bound(issue.maximum));
      return t.numberMax(bound(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'regex') return t.identifier;
      if (issue.format === 'datetime') return t.dateTime;
      return t.other(issue.message);
    case 'invalid_value':
      return t.choose;
    case 'invalid_union':
      return 'note' in issue && issue.note === 'No matching discriminator' ? t.chooseKind : t.choose;
    case 'custom':
      if (path.endsWith('schedule.end')) return t.scheduleOrder;
      if (path.endsWith('activeKey')) return t.activeKey;
      if (path.endsWith('.url')) return t.url;
      if (path.endsWith('.src')) return t.image;
      return t.other(issue.message);
    default:
      return t.other(issue.message);
  }
}

/** A page-wide rule's issue (duplicate id, clash, slot) by the shape of its path. */
function pageRuleText(path: string, english: string, t: Words): string {
  if (/^blocks\[\d+\]\.id$/.test(path)) return t.duplicateId;
  if (/^blocks\[\d+\]\.type$/.test(path) && english.includes('does not fit slot')) return t.slot;
  if (/^blocks\[\d+\]$/.test(path)) return t.clash;
  return t.other(english);
}

/**
 * The layout's issues (path → the validator's English text, from the client check or a server refusal)
 * reworded in the console's language: each block is parsed again with its own schema, which yields the same
 * paths with codes and bounds to word them from.
 */
export function inOperatorWords(
  layout: unknown,
  issues: ReadonlyMap<string, string>,
  t: Words = messagesOf(issueMessages),
): Map<string, string> {
  const worded = new Map<string, string>();
  const blocks = (layout as { blocks?: unknown } | null)?.blocks;
  if (Array.isArray(blocks)) {
    blocks.forEach((block, index) => {
      const type = (block as { type?: unknown } | null)?.type;
      if (!isBlockType(type)) return;
      const parsed = blockSchemas[type].safeParse(block);
      if (parsed.success) return;
      for (const issue of parsed.error.issues) {
        const path = formatPath(issue.path, blockPath(index));
        if (!worded.has(path)) worded.set(path, issueText(issue, path, t));
      }
    });
  }
  return new Map(
    [...issues].map(([path, english]) => [path, worded.get(path) ?? pageRuleText(path, english, t)]),
  );
}
