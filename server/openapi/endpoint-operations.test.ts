import { describe, expect, it } from 'vitest';
import { ENDPOINT_DOMAINS } from '../../schemas/api/endpoints';
import { operationsOfDomain } from './endpoint-operations';
import { OPERATIONS } from './operations';

const label = (o: { method: string; path: string }) => `${o.method.toUpperCase()} ${o.path}`;

describe('the document’s operations', () => {
  // operations/index.ts places each registry file's group of declared domains where the file was: a group
  // left out, or placed twice, would drop endpoints from the document or describe them twice.
  it('list every declared endpoint exactly once', () => {
    const listed = OPERATIONS.map(label);
    const declared = ENDPOINT_DOMAINS.flatMap(operationsOfDomain).map(label);
    expect(declared.length).toBeGreaterThan(0);
    for (const l of declared)
      expect(
        listed.filter((x) => x === l),
        l,
      ).toHaveLength(1);
  });
});
