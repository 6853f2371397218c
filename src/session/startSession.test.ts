import { describe, expect, it } from 'vitest';
import { browserStorageKey } from '../bridge/storage';
import { nativeStore } from './nativeStore';
import { captureLoginReturn } from './startSession';
import { createUserInfo, userInfoStore } from './userInfo';

describe('captureLoginReturn', () => {
  it('reads the SSO return and strips it from the address, keeping the page and its history state', () => {
    window.history.replaceState(
      { idx: 3 },
      '',
      '/mbankmall/order/list?tab=all&code=K&respCode=1000&respMsg=ok&cmbData=x#h',
    );
    expect(captureLoginReturn(window)).toEqual({
      respCode: '1000',
      respMsg: 'ok',
      code: 'K',
      resultCode: null,
    });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/mbankmall/order/list?tab=all#h',
    );
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('leaves an ordinary address untouched', () => {
    window.history.replaceState(null, '', '/mbankmall/index?code=COUPON');
    expect(captureLoginReturn(window)).toBeNull();
    expect(window.location.search).toBe('?code=COUPON');
  });
});

describe('user info', () => {
  it('is saved to native storage, re-read from it, and cleared', async () => {
    const info = createUserInfo(nativeStore);
    await info.save({ userId: 'U1', userCode: 'UC1', expiresTime: 5 });
    expect(localStorage.getItem(browserStorageKey('userInfo', { ownerId: '' }))).toContain('UC1');
    await info.merge({ nickName: 'Li Wei' });
    userInfoStore.set(null);
    await info.reload();
    expect(userInfoStore.get()).toEqual({
      userId: 'U1',
      userCode: 'UC1',
      expiresTime: 5,
      nickName: 'Li Wei',
    });
    await info.clear();
    await info.reload();
    expect(userInfoStore.get()).toBeNull();
  });

  it('reads garbage as nobody', async () => {
    localStorage.setItem(browserStorageKey('userInfo', { ownerId: '' }), '{"userId":1}');
    await createUserInfo(nativeStore).reload();
    expect(userInfoStore.get()).toBeNull();
  });
});
