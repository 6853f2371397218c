import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressFields } from '../../../schemas/api/address';
import { configureClient, resetClient } from '../../api/client';
import { installTestBridge } from '../../bridge/testBridge';
import { AddressSheet } from './AddressSheet';
import { orderFormMessages } from './formMessages';

const KEY = 'mbankmall-demo-address-key';
const BANK_BUTTON = orderFormMessages['zh-CN'].useBankAddress;
const BANK_ADDRESS: AddressFields = {
  name: '陈静',
  phone: '13700137007',
  province: '四川省',
  city: '成都市',
  district: '锦江区',
  detail: '春熙路8号5单元',
};

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The cipher the way the bank app (server/domain/mbank-address.ts sealMbankAddress) makes it. */
async function seal(fields: AddressFields): Promise<string> {
  const payload = base64url(new TextEncoder().encode(JSON.stringify(fields)));
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(KEY),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)));
  return `${payload}.${base64url(mac)}`;
}

/** base64url → UTF-8 text (the names are Chinese, so atob alone would garble them). */
const fromBase64url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

/** Opens a cipher as the server would, checking the signature with WebCrypto. */
async function open(cipher: string): Promise<AddressFields | null> {
  const [payload] = cipher.split('.');
  if (!payload) return null;
  try {
    const fields = JSON.parse(fromBase64url(payload)) as AddressFields;
    return (await seal(fields)) === cipher ? fields : null;
  } catch {
    return null; // A tampered payload may not even be JSON any more.
  }
}

interface Sent {
  path: string;
  body: unknown;
}

/** A fake server: an empty address book, mbank/decrypt that verifies the cipher, and save. */
function fakeServer() {
  const sent: Sent[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://x').pathname;
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ path, body });
      let answer: unknown = { resCode: '4040', resMsg: `no ${path}`, result: null };
      if (path.endsWith('/address/list')) answer = { resCode: '0000', resMsg: 'ok', result: [] };
      if (path.endsWith('/mbank/decrypt')) {
        const fields = await open((body as { cipher: string }).cipher);
        answer = fields
          ? { resCode: '0000', resMsg: 'ok', result: fields }
          : { resCode: '4000', resMsg: 'address data failed verification', result: null };
      }
      if (path.endsWith('/address/save'))
        answer = {
          resCode: '0000',
          resMsg: 'ok',
          result: { ...(body as AddressFields), addressId: 7, isDefault: true, updatedAt: 1 },
        };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch,
  });
  return sent;
}

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  resetClient();
});

const renderSheet = (onChoose: (a: unknown) => void = () => {}) =>
  render(
    <MemoryRouter>
      <AddressSheet open onClose={() => {}} chosenId={null} onChoose={onChoose} />
    </MemoryRouter>,
  );

describe('bank-app address on the confirm page', () => {
  it('is not offered in a plain browser', async () => {
    fakeServer();
    renderSheet();
    expect(await screen.findByTestId('address-form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BANK_BUTTON })).not.toBeInTheDocument();
  });

  it('prefills the form from the bank app through mbank/decrypt, and saves only when the shopper does', async () => {
    const sent = fakeServer();
    const cipher = await seal(BANK_ADDRESS);
    const bridge = installTestBridge(() => ({ errCode: 0, data: { cipher } }));
    uninstall = bridge.uninstall;
    const chosen: unknown[] = [];
    renderSheet((a) => chosen.push(a));

    // An empty address book opens the form; the bank action sits above it.
    await screen.findByTestId('address-form');
    fireEvent.click(screen.getByRole('button', { name: BANK_BUTTON }));
    await waitFor(() => expect(screen.getByLabelText('收货人')).toHaveValue('陈静'));
    expect(bridge.calls.map((c) => c.method)).toEqual(['getBankAddress']);
    expect(sent.find((s) => s.path.endsWith('/mbank/decrypt'))?.body).toEqual({ cipher });
    expect(screen.getByLabelText('详细地址')).toHaveValue(BANK_ADDRESS.detail);
    expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveTextContent('四川省 成都市 锦江区');
    expect(screen.getByText('已从手机银行带入，请核对后保存')).toBeInTheDocument();
    expect(sent.some((s) => s.path.endsWith('/address/save'))).toBe(false);

    // The shopper corrects a field, then confirms.
    fireEvent.input(screen.getByLabelText('详细地址'), { target: { value: '春熙路9号' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并使用' }));
    await waitFor(() => expect(chosen).toHaveLength(1));
    expect(sent.find((s) => s.path.endsWith('/address/save'))?.body).toMatchObject({
      ...BANK_ADDRESS,
      detail: '春熙路9号',
    });
  });

  it('leaves the form empty when the server refuses a tampered cipher', async () => {
    const sent = fakeServer();
    const cipher = await seal(BANK_ADDRESS);
    const [payload, mac] = cipher.split('.');
    const forged = `${payload?.slice(0, -2)}AA.${mac}`;
    uninstall = installTestBridge(() => ({ errCode: 0, data: { cipher: forged } })).uninstall;
    renderSheet();
    await screen.findByTestId('address-form');
    fireEvent.click(screen.getByRole('button', { name: BANK_BUTTON }));
    await waitFor(() => expect(sent.some((s) => s.path.endsWith('/mbank/decrypt'))).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: BANK_BUTTON })).toBeEnabled());
    expect(screen.getByLabelText('收货人')).toHaveValue('');
    expect(sent.some((s) => s.path.endsWith('/address/save'))).toBe(false);
  });
});
