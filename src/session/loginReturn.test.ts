import { describe, expect, it } from 'vitest';
import { decodeCallbackData, loginReturnParams, readLoginReturn } from './loginReturn';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('readLoginReturn', () => {
  it('reads the SSO redirect parameters', () => {
    expect(readLoginReturn('?tab=all&code=K1&respCode=1000&respMsg=success&cmbData=x')).toEqual({
      respCode: '1000',
      respMsg: 'success',
      code: 'K1',
      resultCode: null,
    });
  });

  it('falls back to the callback data when only cmbData came back', () => {
    const cmbData = base64url({ respCode: '1000', respMsg: '成功', code: 'K2' });
    expect(readLoginReturn(`?cmbData=${cmbData}`)).toEqual({
      respCode: '1000',
      respMsg: '成功',
      code: 'K2',
      resultCode: null,
    });
  });

  it('reads resultCode on its own', () => {
    expect(readLoginReturn('?resultCode=UC9')).toEqual({
      respCode: null,
      respMsg: '',
      code: null,
      resultCode: 'UC9',
    });
  });

  it('leaves a page of its own ?code= alone', () => {
    expect(readLoginReturn('?code=COUPON10')).toBeNull();
    expect(loginReturnParams('?code=COUPON10')).toEqual([]);
  });

  it('is null for an ordinary address or unreadable callback data', () => {
    expect(readLoginReturn('?tab=all')).toBeNull();
    expect(readLoginReturn('?cmbData=%%%')).toBeNull();
    expect(decodeCallbackData(base64url({ nothing: true }))).toBeNull();
  });
});

describe('loginReturnParams', () => {
  it('names the callback parameters present, and only those', () => {
    expect(loginReturnParams('?tab=all&code=K&respCode=1000&respMsg=ok&cmbData=x')).toEqual([
      'code',
      'respCode',
      'respMsg',
      'cmbData',
    ]);
    expect(loginReturnParams('?resultCode=U&x=1')).toEqual(['resultCode']);
  });
});
