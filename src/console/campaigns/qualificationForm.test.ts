import { describe, expect, it } from 'vitest';
import { qualificationCreateRequestSchema } from '../../../schemas/api/qualification';
import { fieldProblems } from '../schemaProblems';
import { type QualificationForm, qualificationBody } from './qualificationForm';

const typed: QualificationForm = {
  activityNo: ' QL-9 ',
  title: '首发抽签',
  rules: '每人一次',
  imageUrl: '',
  skuNo: 'SKU2000201',
  launchPrice: '4999.5',
  quota: '2',
  invitedOnly: false,
  invites: 'C0001',
  joinStartAt: '2026-05-01T10:00',
  joinEndAt: '2026-05-02T10:00',
  drawAt: '2026-05-02T10:00',
  claimDeadline: '2026-05-04T10:00',
};

describe('qualification form', () => {
  it('sends cents, Beijing times as instants, and invitees only when invited-only', () => {
    const body = qualificationBody(typed);
    expect(body).toMatchObject({
      activityNo: 'QL-9',
      launchPriceCents: 499950,
      quota: 2,
      invites: [],
      joinStartAt: Date.parse('2026-05-01T10:00:00+08:00'),
    });
    expect(fieldProblems(qualificationCreateRequestSchema, body).size).toBe(0);
    expect(qualificationBody({ ...typed, invitedOnly: true }).invites).toEqual(['C0001']);
    // A value with seconds (a datetime-local input's, when set to the second) is read to the second.
    expect(qualificationBody({ ...typed, drawAt: '2026-05-02T10:00:30' }).drawAt).toBe(
      Date.parse('2026-05-02T10:00:30+08:00'),
    );
    expect(qualificationBody({ ...typed, drawAt: '2026-05-02T10:00:3' }).drawAt).toBeNaN();
  });

  it('names the broken fields, and the windows as a rule over the whole body', () => {
    expect([
      ...fieldProblems(qualificationCreateRequestSchema, qualificationBody({ ...typed, quota: '0' })),
    ]).toEqual(['quota']);
    const late = qualificationBody({ ...typed, drawAt: '2026-05-01T12:00' });
    expect([...fieldProblems(qualificationCreateRequestSchema, late)]).toEqual(['']);
  });
});
