import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { FORCED_LANG_KEY } from '../i18n/lang';
import { ELDER_SESSION_KEY } from '../ui/elderMode';
import { PENDING_BUY_PREFIX, PENDING_LICENSE_KEY, SUBMIT_CODE_PREFIX } from './keys';
import { createLoginFlow, type LoginFlow, type SessionOutcome } from './loginFlow';
import { sessionMessages } from './messages';
import { consentFor, flowHarness, returningCustomer } from './testHarness';
import { entrySource } from './tracking';
import { USER_CODE_KEY } from './userStore';

// Tests run in the default language (zh-CN); expected texts come from the catalogue.
const T = sessionMessages['zh-CN'];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Runs startup past its 300 ms delay and returns its outcome. */
async function started(flow: LoginFlow): Promise<SessionOutcome> {
  const outcome = flow.start();
  await vi.advanceTimersByTimeAsync(300);
  return outcome;
}

const sso = (respCode: string, extra: { code?: string; respMsg?: string } = {}) => ({
  respCode,
  respMsg: extra.respMsg ?? '',
  code: extra.code ?? null,
  resultCode: null,
});

describe('startup delay and disclaimer', () => {
  it('waits 300 ms before any check', async () => {
    const h = flowHarness();
    const outcome = createLoginFlow(h.deps).start();
    await vi.advanceTimersByTimeAsync(299);
    expect(h.dialogs.disclaimer).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.dialogs.disclaimer).toHaveBeenCalledOnce();
    await outcome;
  });

  it('shows the disclaimer when the flag is not 1, and stores it once confirmed', async () => {
    const h = flowHarness({ native: { disclaime: '0' } });
    await started(createLoginFlow(h.deps));
    expect(h.dialogs.disclaimer).toHaveBeenCalledOnce();
    expect(h.native.get('disclaime')).toBe('1');
  });

  it('skips the disclaimer when the flag is 1', async () => {
    const h = flowHarness({ native: returningCustomer() });
    await started(createLoginFlow(h.deps));
    expect(h.dialogs.disclaimer).not.toHaveBeenCalled();
  });

  it('runs once however often start is called', async () => {
    const h = flowHarness({ native: returningCustomer() });
    const flow = createLoginFlow(h.deps);
    const first = started(flow);
    await expect(flow.start()).resolves.toBe('ignored');
    await first;
    expect(h.api.approval).toHaveBeenCalledOnce();
  });
});

describe('consent', () => {
  it('without stored consent shows the license dialog after the disclaimer, and stores {version, time}', async () => {
    const h = flowHarness();
    const order: string[] = [];
    h.dialogs.disclaimer.mockImplementation(async () => void order.push('disclaimer'));
    h.dialogs.license.mockImplementation(async () => {
      order.push('license');
      return true;
    });
    await started(createLoginFlow(h.deps));
    expect(order).toEqual(['disclaimer', 'license']);
    expect(JSON.parse(h.native.get('userLicense') ?? '')).toEqual({
      version: '1.0.2',
      time: new Date('2025-03-01T10:00:00.300Z').getTime(),
    });
  });

  it('agreed without a session: recorded on the server right after login, not before', async () => {
    const h = flowHarness({ native: { disclaime: '1' } });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('redirecting');
    expect(h.api.recordLicense).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(PENDING_LICENSE_KEY)).toBe('1.0.2');

    // Back from the SSO page: a new page load, a new flow.
    const back = flowHarness({
      native: Object.fromEntries(h.native),
      loginReturn: sso('1000', { code: 'C1' }),
    });
    await expect(started(createLoginFlow(back.deps))).resolves.toBe('logged-in');
    expect(back.api.recordLicense).toHaveBeenCalledExactlyOnceWith('1.0.2');
    expect(sessionStorage.getItem(PENDING_LICENSE_KEY)).toBeNull();
  });

  it('agreed with a session: recorded on the server at once', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
    const h = flowHarness({ native: { disclaime: '1' } });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('logged-in');
    expect(h.api.recordLicense).toHaveBeenCalledExactlyOnceWith('1.0.2');
    expect(sessionStorage.getItem(PENDING_LICENSE_KEY)).toBeNull();
  });

  it('a failed server record stays pending for the next login', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
    const h = flowHarness({ native: { disclaime: '1' } });
    h.api.recordLicense.mockRejectedValue(new ApiError({ status: 408, statusText: 'request timed out' }));
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('logged-in');
    expect(sessionStorage.getItem(PENDING_LICENSE_KEY)).toBe('1.0.2');
  });

  it('refusing goes back and neither stores consent nor logs in', async () => {
    const h = flowHarness({ native: { disclaime: '1' } });
    h.dialogs.license.mockResolvedValue(false);
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('refused');
    expect(h.nav.goBack).toHaveBeenCalledOnce();
    expect(h.native.has('userLicense')).toBe(false);
    expect(h.api.approval).not.toHaveBeenCalled();
  });

  it('collection follows the answer: nothing reported before the disclaimer, agreed or refused after', async () => {
    const h = flowHarness();
    let confirm!: () => void;
    h.dialogs.disclaimer.mockImplementation(() => new Promise<void>((resolve) => (confirm = resolve)));
    const outcome = started(createLoginFlow(h.deps));
    await vi.advanceTimersByTimeAsync(300);
    expect(h.dialogs.disclaimer).toHaveBeenCalledOnce();
    expect(h.onConsent).not.toHaveBeenCalled();
    confirm();
    await outcome;
    expect(h.onConsent.mock.calls).toEqual([[true]]);

    const refusing = flowHarness({ native: { disclaime: '1' } });
    refusing.dialogs.license.mockResolvedValue(false);
    await started(createLoginFlow(refusing.deps));
    expect(refusing.onConsent.mock.calls).toEqual([[false]]);

    const returning = flowHarness({ native: returningCustomer('1.0.2') });
    await started(createLoginFlow(returning.deps));
    expect(returning.onConsent.mock.calls).toEqual([[true]]);
  });

  it('unreadable stored consent counts as none', async () => {
    const h = flowHarness({ native: { disclaime: '1', userLicense: '{"version":' } });
    await started(createLoginFlow(h.deps));
    expect(h.dialogs.license).toHaveBeenCalledOnce();
  });

  it('stored consent with the server version: no dialog', async () => {
    const h = flowHarness({ native: returningCustomer('1.0.2') });
    await started(createLoginFlow(h.deps));
    expect(h.dialogs.license).not.toHaveBeenCalled();
    expect(h.api.authLicense).not.toHaveBeenCalled();
  });

  it('stored consent for another version: the dialog again, and the new version is stored', async () => {
    const h = flowHarness({ native: returningCustomer('1.0.1') });
    await started(createLoginFlow(h.deps));
    expect(h.dialogs.license).toHaveBeenCalledOnce();
    expect(JSON.parse(h.native.get('userLicense') ?? '').version).toBe('1.0.2');
  });

  describe('when the server gives no version', () => {
    const noServerVersion = (h: ReturnType<typeof flowHarness>) =>
      h.api.licenseVersion.mockRejectedValue(new ApiError({ status: 408, statusText: 'request timed out' }));

    it('asks auth-license: authorised for the stored version → no dialog', async () => {
      sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
      const h = flowHarness({ native: returningCustomer() });
      noServerVersion(h);
      await expect(started(createLoginFlow(h.deps))).resolves.toBe('logged-in');
      expect(h.api.authLicense).toHaveBeenCalledOnce();
      expect(h.dialogs.license).not.toHaveBeenCalled();
    });

    it('asks auth-license: not authorised → the dialog', async () => {
      sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
      const h = flowHarness({ native: returningCustomer() });
      noServerVersion(h);
      h.api.authLicense.mockResolvedValue({ isAuth: false, licenseVersion: null });
      await started(createLoginFlow(h.deps));
      expect(h.dialogs.license).toHaveBeenCalledOnce();
    });

    it('asks auth-license: authorised for another version → the dialog', async () => {
      sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
      const h = flowHarness({ native: returningCustomer() });
      h.api.licenseVersion.mockResolvedValue(null);
      h.api.authLicense.mockResolvedValue({ isAuth: true, licenseVersion: '0.9' });
      await started(createLoginFlow(h.deps));
      expect(h.dialogs.license).toHaveBeenCalledOnce();
    });

    it('without a session compares with the static file instead (equal → no dialog)', async () => {
      const h = flowHarness({ native: returningCustomer() });
      noServerVersion(h);
      await started(createLoginFlow(h.deps));
      expect(h.api.authLicense).not.toHaveBeenCalled();
      expect(h.api.staticLicenseVersion).toHaveBeenCalled();
      expect(h.dialogs.license).not.toHaveBeenCalled();
    });

    it('without a session compares with the static file instead (different → dialog)', async () => {
      const h = flowHarness({ native: returningCustomer('1.0.1') });
      noServerVersion(h);
      await started(createLoginFlow(h.deps));
      expect(h.dialogs.license).toHaveBeenCalledOnce();
      expect(JSON.parse(h.native.get('userLicense') ?? '').version).toBe('1.0.2');
    });

    it('a failing auth-license question falls back to the static file', async () => {
      sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
      const h = flowHarness({ native: returningCustomer() });
      noServerVersion(h);
      h.api.authLicense.mockRejectedValue(new ApiError({ status: 200, statusText: 'x', serverCode: '0003' }));
      await started(createLoginFlow(h.deps));
      expect(h.dialogs.license).not.toHaveBeenCalled();
    });
  });
});

describe('step two', () => {
  it('a user code in session storage: logged in, no SSO', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
    const h = flowHarness({ native: returningCustomer() });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('logged-in');
    expect(h.api.approval).not.toHaveBeenCalled();
  });

  it('needlogin=1: signs on at arrival even with a user code in session storage (spec §2)', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
    const h = flowHarness({ native: returningCustomer(), needLogin: true });
    h.nav.href.mockReturnValue('http://mall.test/mbankmall/index?needlogin=1');
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('redirecting');
    expect(h.api.approval).toHaveBeenCalledExactlyOnceWith('http://mall.test/mbankmall/index?needlogin=1');
    expect(h.nav.assign).toHaveBeenCalledOnce();
  });

  it('needlogin=1 on the way back from the SSO: that was the sign-on, the code is exchanged, no second trip', async () => {
    const h = flowHarness({
      native: returningCustomer(),
      needLogin: true,
      loginReturn: sso('1000', { code: 'C' }),
    });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('logged-in');
    expect(h.api.exchange).toHaveBeenCalledExactlyOnceWith('C');
    expect(h.api.approval).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC-NEW');
  });

  it('resultCode: adopted into session storage at once, before the delayed checks', async () => {
    const h = flowHarness({
      native: returningCustomer(),
      loginReturn: { respCode: null, respMsg: '', code: null, resultCode: 'UC-FROM-APP' },
    });
    const flow = createLoginFlow(h.deps);
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC-FROM-APP');
    await expect(started(flow)).resolves.toBe('logged-in');
    expect(h.api.approval).not.toHaveBeenCalled();
  });

  it('no user code on a private page: approval with cb without the callback data, then the SSO page', async () => {
    const h = flowHarness({ native: returningCustomer() });
    h.nav.href.mockReturnValue('http://mall.test/mbankmall/order/list?tab=all&cmbData=abc&respMsg=x#top');
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('redirecting');
    expect(h.api.approval).toHaveBeenCalledExactlyOnceWith(
      'http://mall.test/mbankmall/order/list?tab=all#top',
    );
    expect(h.nav.assign).toHaveBeenCalledExactlyOnceWith(
      'http://mall.test/sso/authorize?state=S1&lang=zh-CN',
    );
  });

  it('no user code on a booth page either: step two signs on at startup on every page (spec §4)', async () => {
    const h = flowHarness({ native: returningCustomer() });
    h.nav.href.mockReturnValue('http://mall.test/mbankmall/index');
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('redirecting');
    expect(h.api.approval).toHaveBeenCalledExactlyOnceWith('http://mall.test/mbankmall/index');
    expect(h.nav.assign).toHaveBeenCalledExactlyOnceWith(
      'http://mall.test/sso/authorize?state=S1&lang=zh-CN',
    );
  });

  it('switching customer right after a sign-on is not held back by the 5 s after it', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'C1' }) });
    h.nav.href.mockReturnValue('http://mall.test/mbankmall/index');
    const flow = createLoginFlow(h.deps);
    await expect(started(flow)).resolves.toBe('logged-in');
    expect(flow.isLoginInProgress()).toBe(true);
    await expect(flow.switchCustomer()).resolves.toBe('redirecting');
    expect(h.nav.assign).toHaveBeenCalledOnce();
  });

  it('switching customer drops the session and opens the SSO chooser (switch=1), once', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-1');
    const h = flowHarness({ native: returningCustomer() });
    h.nav.href.mockReturnValue('http://mall.test/mbankmall/index');
    const flow = createLoginFlow(h.deps);
    await expect(started(flow)).resolves.toBe('logged-in');
    const first = flow.switchCustomer();
    await expect(flow.switchCustomer()).resolves.toBe('ignored');
    await expect(first).resolves.toBe('redirecting');
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
    expect(h.userInfo.clear).toHaveBeenCalledOnce();
    expect(h.nav.assign).toHaveBeenCalledExactlyOnceWith(
      'http://mall.test/sso/authorize?state=S1&switch=1&lang=zh-CN',
    );
  });

  it('an approval without an address fails with LOGIN0911', async () => {
    const h = flowHarness({ native: returningCustomer() });
    h.api.approval.mockResolvedValue({ approvalUrl: '' });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('failed');
    expect(h.dialogs.loginFailed).toHaveBeenCalledExactlyOnceWith(T.loginFailed('LOGIN0911'));
    expect(h.nav.assign).not.toHaveBeenCalled();
    expect(h.nav.goBack).toHaveBeenCalledOnce();
  });

  it('a refused approval shows its code', async () => {
    const h = flowHarness({ native: returningCustomer() });
    h.api.approval.mockRejectedValue(
      new ApiError({ status: 400, statusText: 'cb: not an allowed return address', serverCode: 'LOGIN0914' }),
    );
    await started(createLoginFlow(h.deps));
    expect(h.dialogs.loginFailed).toHaveBeenCalledExactlyOnceWith(T.loginFailed('LOGIN0914'));
  });
});

describe('back from the SSO page', () => {
  it('1000: exchanges the code, stores the user code and info, and refreshes the badges', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'ONE-TIME' }) });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('logged-in');
    expect(h.api.exchange).toHaveBeenCalledExactlyOnceWith('ONE-TIME');
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC-NEW');
    expect(h.userInfo.save).toHaveBeenCalledExactlyOnceWith({
      userId: 'U1',
      userCode: 'UC-NEW',
      expiresTime: 99,
    });
    expect(h.onLoggedIn).toHaveBeenCalledOnce();
    expect(h.api.approval).not.toHaveBeenCalled();
  });

  it('1000 wins over a stale user code in session storage', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-STALE');
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'ONE-TIME' }) });
    await started(createLoginFlow(h.deps));
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC-NEW');
  });

  it('1000 without a code: LOGIN0911', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000') });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('failed');
    expect(h.dialogs.loginFailed).toHaveBeenCalledExactlyOnceWith(T.loginFailed('LOGIN0911'));
  });

  it('1000 with a rejected exchange: the code and the bracketed parts of the message, then back', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'USED' }) });
    h.api.exchange.mockRejectedValue(
      new ApiError({
        status: 200,
        statusText: 'login code invalid or already used [LOGIN0912]',
        serverCode: 'LOGIN0912',
      }),
    );
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('failed');
    expect(h.dialogs.loginFailed).toHaveBeenCalledExactlyOnceWith(
      `${T.loginFailed('LOGIN0912')} [LOGIN0912]`,
    );
    expect(h.nav.goBack).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
    expect(h.onLoggedIn).not.toHaveBeenCalled();
  });

  it('a failure without a code of its own defaults to LOGIN0911', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'C' }) });
    h.api.exchange.mockRejectedValue(
      new ApiError({ status: 408, statusText: 'request timed out (gateway)' }),
    );
    await started(createLoginFlow(h.deps));
    expect(h.dialogs.loginFailed).toHaveBeenCalledExactlyOnceWith(`${T.loginFailed('LOGIN0911')} (gateway)`);
  });

  it('1002: clears the stored user code and info and closes the web view', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1002') });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('closed');
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
    expect(h.userInfo.clear).toHaveBeenCalledOnce();
    expect(h.nav.closeWebView).toHaveBeenCalledOnce();
    expect(h.dialogs.loginFailed).not.toHaveBeenCalled();
  });

  it('1003: the single-sign-on message, then back', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1003') });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('not-sso-user');
    expect(h.dialogs.notSsoUser).toHaveBeenCalledOnce();
    expect(h.nav.goBack).toHaveBeenCalledOnce();
    expect(h.api.exchange).not.toHaveBeenCalled();
    expect(h.dialogs.loginFailed).not.toHaveBeenCalled();
  });

  it('any other respCode rejects with it as the code and its message', async () => {
    const h = flowHarness({
      native: returningCustomer(),
      loginReturn: sso('1005', { respMsg: 'bank refused【ref 77】' }),
    });
    await expect(started(createLoginFlow(h.deps))).resolves.toBe('failed');
    expect(h.dialogs.loginFailed).toHaveBeenCalledExactlyOnceWith(`${T.loginFailed('1005')} 【ref 77】`);
  });
});

describe('login-in-progress flag', () => {
  it('resets 5 s after a successful exchange', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'C' }) });
    const flow = createLoginFlow(h.deps);
    await started(flow);
    expect(flow.isLoginInProgress()).toBe(true);
    await vi.advanceTimersByTimeAsync(4999);
    expect(flow.isLoginInProgress()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(flow.isLoginInProgress()).toBe(false);
  });

  it('resets 5 s after a failed exchange', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'C' }) });
    h.api.exchange.mockRejectedValue(new ApiError({ status: 200, statusText: 'x', serverCode: 'LOGIN0913' }));
    const flow = createLoginFlow(h.deps);
    await started(flow);
    expect(flow.isLoginInProgress()).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(flow.isLoginInProgress()).toBe(false);
  });

  it('a 0003 within those 5 s starts the login once the flag resets', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'C' }) });
    const flow = createLoginFlow(h.deps);
    await started(flow);
    await expect(flow.onNotLoggedIn('UC-NEW')).resolves.toBe('queued');
    // Nothing is cleared while the flag is up.
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC-NEW');
    await vi.advanceTimersByTimeAsync(4999);
    expect(h.api.approval).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
    expect(h.api.approval).toHaveBeenCalledOnce();
    expect(h.nav.assign).toHaveBeenCalledOnce();
  });

  it('a 0003 answering a request sent before the new session is dropped, not queued', async () => {
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'C' }) });
    const flow = createLoginFlow(h.deps);
    await started(flow);
    await expect(flow.onNotLoggedIn(null)).resolves.toBe('ignored');
    await expect(flow.onNotLoggedIn('UC-OLD')).resolves.toBe('ignored');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC-NEW');
    expect(h.api.approval).not.toHaveBeenCalled();
  });

  it('a 0003 held during the exchange is judged again at the reset: no second sign-on for the old session', async () => {
    let finish: (value: { userId: string; userCode: string; expiresTime: number }) => void = () => {};
    const h = flowHarness({ native: returningCustomer(), loginReturn: sso('1000', { code: 'C' }) });
    h.api.exchange.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const flow = createLoginFlow(h.deps);
    const outcome = started(flow);
    await vi.advanceTimersByTimeAsync(0);
    // A call sent with no session is refused while the code is being exchanged.
    await expect(flow.onNotLoggedIn(null)).resolves.toBe('queued');
    finish({ userId: 'U1', userCode: 'UC-NEW', expiresTime: 99 });
    await expect(outcome).resolves.toBe('logged-in');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBe('UC-NEW');
    expect(h.api.approval).not.toHaveBeenCalled();
  });

  it('stays up while the page leaves for the SSO page', async () => {
    const h = flowHarness({ native: returningCustomer() });
    const flow = createLoginFlow(h.deps);
    await started(flow);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(flow.isLoginInProgress()).toBe(true);
  });
});

describe('server code 0003', () => {
  it('clears the session and logs in once even when several calls fail together', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-OLD');
    const h = flowHarness({ native: returningCustomer() });
    const flow = createLoginFlow(h.deps);
    await started(flow);
    h.nav.href.mockReturnValue('http://mall.test/mbankmall/shoppingCart?from=detail');
    const outcomes = await Promise.all([flow.onNotLoggedIn(), flow.onNotLoggedIn(), flow.onNotLoggedIn()]);
    expect(outcomes.sort()).toEqual(['queued', 'queued', 'redirecting']);
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
    expect(h.userInfo.clear).toHaveBeenCalledOnce();
    expect(h.api.approval).toHaveBeenCalledExactlyOnceWith(
      'http://mall.test/mbankmall/shoppingCart?from=detail',
    );
    expect(h.nav.assign).toHaveBeenCalledOnce();
  });

  it('clears session storage: everything but what outlives the sign-on round trip', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-1');
    sessionStorage.setItem('mall:couponDraft', 'x');
    sessionStorage.setItem('someScreenState', 'y');
    const kept = {
      [PENDING_LICENSE_KEY]: '1.0.2',
      [`${PENDING_BUY_PREFIX}SPU1`]: '{"action":"cart"}',
      [`${SUBMIT_CODE_PREFIX}T1`]: 'code-1',
      [FORCED_LANG_KEY]: 'en',
      // Elder mode is how the visit reads, not who signed on (an elder signed out still reads large text).
      [ELDER_SESSION_KEY]: '1',
      mbm_trk_tasks: '{}',
    };
    for (const [key, value] of Object.entries(kept)) sessionStorage.setItem(key, value);
    const h = flowHarness({ native: returningCustomer() });
    // Not recorded yet (the server was out): the agreement waits in session storage for the next login.
    h.api.recordLicense.mockRejectedValue(new Error('offline'));
    const flow = createLoginFlow(h.deps);
    await started(flow);
    await expect(flow.onNotLoggedIn()).resolves.toBe('redirecting');
    const left = Object.fromEntries(
      Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '').map((key) => [
        key,
        sessionStorage.getItem(key),
      ]),
    );
    expect(left).toEqual(kept);
  });

  it('keeps the entry channel the tracking remembers for the visit', async () => {
    expect(entrySource('?src=bank-banner')).toBe('bank-banner');
    sessionStorage.setItem(USER_CODE_KEY, 'UC-1');
    const h = flowHarness({ native: returningCustomer() });
    const flow = createLoginFlow(h.deps);
    await started(flow);
    await expect(flow.onNotLoggedIn()).resolves.toBe('redirecting');
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
    expect(entrySource('')).toBe('bank-banner');
  });

  it('logs in again when the session ends on the server after a logged-in start', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-1');
    const h = flowHarness({ native: returningCustomer() });
    const flow = createLoginFlow(h.deps);
    await expect(started(flow)).resolves.toBe('logged-in');
    await expect(flow.onNotLoggedIn()).resolves.toBe('redirecting');
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
  });

  it('during startup: clears the stale user code at once and lets startup log in after consent', async () => {
    sessionStorage.setItem(USER_CODE_KEY, 'UC-STALE');
    const h = flowHarness({ native: returningCustomer() });
    const flow = createLoginFlow(h.deps);
    const outcome = flow.start();
    await expect(flow.onNotLoggedIn()).resolves.toBe('deferred');
    expect(sessionStorage.getItem(USER_CODE_KEY)).toBeNull();
    expect(h.api.approval).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(300);
    await expect(outcome).resolves.toBe('redirecting');
    expect(h.api.approval).toHaveBeenCalledOnce();
  });

  it('never logs in before consent: a shopper who refused is asked again first', async () => {
    const h = flowHarness({ native: { disclaime: '1' } });
    h.dialogs.license.mockResolvedValueOnce(false);
    const flow = createLoginFlow(h.deps);
    await expect(started(flow)).resolves.toBe('refused');
    h.dialogs.license.mockResolvedValueOnce(false);
    await expect(flow.onNotLoggedIn()).resolves.toBe('refused');
    expect(h.api.approval).not.toHaveBeenCalled();
    expect(flow.isLoginInProgress()).toBe(false);
    await expect(flow.onNotLoggedIn()).resolves.toBe('redirecting');
    expect(h.dialogs.license).toHaveBeenCalledTimes(3);
    expect(h.native.get('userLicense')).toBe(consentFor('1.0.2', Date.now()));
  });
});
