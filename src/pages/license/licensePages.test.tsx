import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthInfo } from '../../../schemas/api/license';
import { configureClient, resetClient } from '../../api/client';
import { browserStorageKey } from '../../bridge/storage';
import { formatDateTime } from '../../i18n/format';
import { consentStore } from '../../session/consentState';
import { bumpSessionEpoch } from '../../session/sessionEpoch';
import { USER_CODE_KEY } from '../../session/userStore';
import { uiCoreMessages } from '../../ui/coreMessages';
import { ModalHost } from '../../ui/ModalHost';
import { modal } from '../../ui/modalStore';
import LicenseContentPage from './LicenseContentPage';
import { licenseMessages } from './messages';
import RevokeLicensePage from './RevokeLicensePage';

const t = licenseMessages['zh-CN'];

type Answer = { resCode: string; resMsg?: string; result?: unknown };
interface Call {
  path: string;
  method: string;
  body: unknown;
}

/** A fake server behind the real client: answers by method and path, records every call. */
function serve(routes: Record<string, (call: Call) => Answer>): Call[] {
  const calls: Call[] = [];
  configureClient({
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://mall.test');
      const call = {
        path: url.pathname,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      const answer = handler ? handler(call) : { resCode: 'E0404', resMsg: 'not found' };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    },
  });
  return calls;
}

const ok = (result: unknown): Answer => ({ resCode: '0000', resMsg: 'success', result });

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/licenseContent', element: <LicenseContentPage /> },
      { path: '/revokeLicense', element: <RevokeLicensePage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <ModalHost />
    </>,
  );
}

const text = {
  version: '1.0.2',
  title: 'User information authorisation agreement',
  sections: [{ heading: '1. Who', paragraphs: ['<b>operated</b> by a separate company', 'second'] }],
};

beforeEach(() => {
  resetClient();
});
afterEach(() => {
  act(() => modal.dismissAll());
  resetClient();
});

describe('/licenseContent', () => {
  it('loads license-{version}.json for the current version and renders it as text', async () => {
    const calls = serve({
      'GET /api/mlife/license/version': () => ok({ licenseVersion: '1.0.2' }),
      'GET /api/mlife/license/license-1.0.2.json': () => ok(text),
    });
    renderAt('/licenseContent');
    expect(await screen.findByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1. Who' })).toBeInTheDocument();
    expect(screen.getByText('<b>operated</b> by a separate company')).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
    expect(calls.map((c) => c.path)).toContain('/api/mlife/license/license-1.0.2.json');
  });

  it('?version= shows that version', async () => {
    const calls = serve({ 'GET /api/mlife/license/license-0.9.json': () => ok({ ...text, version: '0.9' }) });
    renderAt('/licenseContent?version=0.9');
    expect(await screen.findByText(t.version('0.9'))).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/mlife/license/license-0.9.json']);
  });

  it('a failed load shows the failure page, and reload tries again', async () => {
    let fail = true;
    serve({
      'GET /api/mlife/license/license-1.0.2.json': () =>
        fail ? { resCode: 'E0500', resMsg: 'boom' } : ok(text),
    });
    renderAt('/licenseContent?version=1.0.2');
    const reload = await screen.findByRole('button', { name: uiCoreMessages['zh-CN'].reload });
    fail = false;
    fireEvent.click(reload);
    expect(await screen.findByRole('heading', { name: text.title })).toBeInTheDocument();
  });
});

describe('/revokeLicense', () => {
  const authorised: AuthInfo = {
    isAuth: true,
    licenseVersion: '1.0.2',
    grantedItems: ['phone number', 'bank user id', 'delivery info'],
    authTime: new Date(2025, 2, 1, 9, 5).getTime(),
    revokeTime: null,
  };
  const consentKey = browserStorageKey('userLicense', { ownerId: '' });

  it('shows the authorisation details', async () => {
    serve({ 'GET /api/channel/cust/query-auth-info': () => ok(authorised) });
    renderAt('/revokeLicense');
    expect(await screen.findByTestId('auth-status')).toHaveTextContent(t.authorised);
    expect(screen.getByText(formatDateTime(authorised.authTime ?? 0))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.version('1.0.2') })).toHaveAttribute(
      'href',
      '/licenseContent?version=1.0.2',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('revoke: confirmed, removed on the server (deleteType 1), signed out, the mall forgets the device', async () => {
    localStorage.setItem(consentKey, JSON.stringify({ version: '1.0.2', time: 1 }));
    // What the mall keeps on the device (src/session/deviceStores.ts), and a neighbour's key it must leave.
    localStorage.setItem(browserStorageKey('disclaime', { ownerId: '' }), '1');
    localStorage.setItem(browserStorageKey('userInfo', { ownerId: '' }), '{"userId":"U1"}');
    localStorage.setItem('mbankmall:search-history', '["茶"]');
    localStorage.setItem('mbm_trk_visitor', '"v1"');
    localStorage.setItem('bank-app:theme', 'dark');
    sessionStorage.setItem(USER_CODE_KEY, 'UC-1');
    sessionStorage.setItem('mall:src', 'banner');
    sessionStorage.setItem('mbm_trk_tasks', '{}');
    let info = authorised;
    const calls = serve({
      'GET /api/channel/cust/query-auth-info': () => ok(info),
      'POST /api/channel/cust/auth-license': () => {
        info = { ...authorised, isAuth: false, revokeTime: Date.now() };
        return ok({ isAuth: false, licenseVersion: null });
      },
    });
    renderAt('/revokeLicense');
    fireEvent.click(await screen.findByRole('button', { name: t.revoke }));
    fireEvent.click(screen.getByRole('button', { name: t.confirmOk }));
    await waitFor(() => expect(screen.getByTestId('auth-status')).toHaveTextContent(t.revoked));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ deleteType: 1, licenseVersion: '1.0.2' });
    expect(screen.queryByRole('button', { name: t.revoke })).toBeNull();
    // Signed out, so the details are not asked for again (that would answer 0003 and start a sign-on).
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);
    expect(Object.keys(localStorage)).toEqual(['bank-app:theme']);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(consentStore.get()).toBe('revoked');
  });

  it('keeping the authorisation changes nothing', async () => {
    localStorage.setItem(consentKey, 'kept');
    const calls = serve({ 'GET /api/channel/cust/query-auth-info': () => ok(authorised) });
    renderAt('/revokeLicense');
    fireEvent.click(await screen.findByRole('button', { name: t.revoke }));
    fireEvent.click(screen.getByRole('button', { name: t.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(localStorage.getItem(consentKey)).toBe('kept');
  });

  it('a failed revoke keeps the stored consent', async () => {
    localStorage.setItem(consentKey, 'kept');
    serve({
      'GET /api/channel/cust/query-auth-info': () => ok(authorised),
      'POST /api/channel/cust/auth-license': () => ({ resCode: 'E0500', resMsg: 'down' }),
    });
    renderAt('/revokeLicense');
    fireEvent.click(await screen.findByRole('button', { name: t.revoke }));
    fireEvent.click(screen.getByRole('button', { name: t.confirmOk }));
    await waitFor(() => expect(screen.getByRole('button', { name: t.revoke })).toBeEnabled());
    expect(localStorage.getItem(consentKey)).toBe('kept');
  });

  it('loads again once a login completes (its first load raced the login)', async () => {
    let loggedIn = false;
    serve({
      'GET /api/channel/cust/query-auth-info': () =>
        loggedIn ? ok(authorised) : { resCode: '0003', resMsg: 'please log in' },
    });
    renderAt('/revokeLicense');
    expect(await screen.findByTestId('signing-in-state')).toBeInTheDocument();
    loggedIn = true;
    act(() => bumpSessionEpoch());
    expect(await screen.findByTestId('auth-status')).toHaveTextContent(t.authorised);
  });

  it('0003: no failure page and no blank page: it waits for the sign-on the login handler started', async () => {
    const onNotLoggedIn = vi.fn();
    serve({ 'GET /api/channel/cust/query-auth-info': () => ({ resCode: '0003', resMsg: 'please log in' }) });
    configureClient({ onNotLoggedIn });
    renderAt('/revokeLicense');
    await waitFor(() => expect(onNotLoggedIn).toHaveBeenCalledOnce());
    expect(await screen.findByTestId('signing-in-state')).toBeInTheDocument();
    expect(screen.queryByTestId('error-state')).toBeNull();
  });
});
