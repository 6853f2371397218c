import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { AddressForm, validateAddress } from './AddressForm';
import { readConfirmSource } from './confirmSource';
import { checkInvoice } from './InvoiceSection';

afterEach(() => resetClient());

const goodAddress = {
  name: 'Wang Fang',
  phone: '13900139003',
  province: 'Beijing',
  city: 'Beijing',
  district: 'Chaoyang',
  detail: 'No. 1 Jianguomen Avenue',
};

describe('order confirmation input', () => {
  it('names every bad address field in words', () => {
    expect(validateAddress(goodAddress)).toEqual({});
    const errors = validateAddress({ ...goodAddress, name: ' ', phone: '12345', detail: 'abc' });
    expect(errors).toEqual({
      name: 'name must have at least 1 characters',
      phone: 'phone must be an 11-digit mobile number',
      detail: 'detail must have at least 5 characters',
    });
  });

  it('checks invoices: company name and tax number are required, personal defaults its title', () => {
    expect(checkInvoice({ type: 'none', title: '', taxNo: '' })).toEqual({
      ok: true,
      invoice: { type: 'none' },
    });
    expect(checkInvoice({ type: 'personal', title: '', taxNo: '' })).toEqual({
      ok: true,
      invoice: { type: 'personal', title: 'Personal' },
    });
    expect(checkInvoice({ type: 'company', title: '', taxNo: '91110000600037341L' })).toEqual({
      ok: false,
      field: 'title',
      message: 'Enter the company name for a company invoice',
    });
    expect(checkInvoice({ type: 'company', title: 'Acme Ltd', taxNo: '123' })).toEqual({
      ok: false,
      field: 'taxNo',
      message: 'tax number must be 15-20 digits or capital letters',
    });
    // Typed in lower case: the number is the same, so it is accepted in capitals.
    expect(checkInvoice({ type: 'company', title: 'Acme Ltd', taxNo: '91110000600037341l' })).toEqual({
      ok: true,
      invoice: { type: 'company', title: 'Acme Ltd', taxNo: '91110000600037341L' },
    });
  });

  it('reads where a confirmation comes from', () => {
    expect(readConfirmSource('?token=abc')).toEqual({ kind: 'token', confirmToken: 'abc' });
    expect(readConfirmSource('?source=buyNow&skuNo=S1&quantity=2')).toEqual({
      kind: 'buyNow',
      skuNo: 'S1',
      quantity: 2,
    });
    expect(readConfirmSource('?source=buyNow&skuNo=S1&quantity=0')).toBeNull();
    expect(readConfirmSource('?source=buyNow')).toBeNull();
    expect(readConfirmSource('?lineIds=3,x,4')).toEqual({ kind: 'cart', lineIds: [3, 4] });
    expect(readConfirmSource('')).toEqual({ kind: 'cart' });
  });

  it('keeps what was typed and shows the server reason when saving an address fails', async () => {
    configureClient({
      fetch: (async () =>
        new Response(JSON.stringify({ resCode: '4090', resMsg: 'at most 20 addresses', result: null }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        })) as typeof fetch,
    });
    render(<AddressForm onSaved={() => {}} onCancel={() => {}} />);
    const labels: Array<[string, string]> = [
      ['Recipient', goodAddress.name],
      ['Mobile number', goodAddress.phone],
      ['Province', goodAddress.province],
      ['City', goodAddress.city],
      ['District', goodAddress.district],
      ['Street and number', goodAddress.detail],
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Save and use' }));
    expect(await screen.findByText('phone must be an 11-digit mobile number')).toBeInTheDocument();
    for (const [label, value] of labels)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and use' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('at most 20 addresses'));
    expect(screen.getByLabelText('Street and number')).toHaveValue(goodAddress.detail);
  });
});
