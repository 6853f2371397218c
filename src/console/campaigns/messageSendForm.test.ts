import { describe, expect, it } from 'vitest';
import { operatorMessageRequestSchema } from '../../../schemas/api/message';
import { fieldProblems } from '../schemaProblems';
import { messageBody } from './messageSendForm';

const typed = {
  audience: 'customers' as const,
  customerNos: '',
  title: ' 通知 ',
  content: '内容',
  bulletin: false,
};

describe('system message form', () => {
  it('names customers only when the audience is named customers', () => {
    const named = messageBody({ ...typed, customerNos: 'C0001, C0002\nC0003' });
    expect(named).toEqual({
      audience: 'customers',
      customerNos: ['C0001', 'C0002', 'C0003'],
      title: '通知',
      content: '内容',
    });
    expect(fieldProblems(operatorMessageRequestSchema, named).size).toBe(0);
    const all = messageBody({ ...typed, audience: 'all', customerNos: 'C0001', bulletin: true });
    expect(all).toEqual({ audience: 'all', title: '通知', content: '内容', target: { type: 'bulletin' } });
    expect(fieldProblems(operatorMessageRequestSchema, all).size).toBe(0);
  });

  it('says a named message without customers breaks customerNos, as the server would', () => {
    expect([...fieldProblems(operatorMessageRequestSchema, messageBody(typed))]).toEqual(['customerNos']);
    expect([
      ...fieldProblems(operatorMessageRequestSchema, messageBody({ ...typed, customerNos: 'C#1' })),
    ]).toEqual(['customerNos.0']);
  });
});
