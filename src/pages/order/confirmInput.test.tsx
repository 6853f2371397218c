import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { setLang } from '../../i18n/lang';
import { AddressForm } from './AddressForm';
import { readConfirmSource } from './confirmSource';
import { checkInvoice, InvoiceSection } from './InvoiceSection';

afterEach(() => {
  resetClient();
  setLang('zh-CN');
});

const goodAddress = {
  name: '王芳',
  phone: '13900139003',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  detail: '建国门外大街1号',
};

/** The address form inside a router: its area picker opens through a history entry. */
const renderForm = (initial?: typeof goodAddress) =>
  render(
    <MemoryRouter>
      <AddressForm onSaved={() => {}} onCancel={() => {}} initial={initial} />
    </MemoryRouter>,
  );

describe('order confirmation input', () => {
  it('names every missing or bad address field in Chinese, never in zod text', () => {
    renderForm();
    fireEvent.input(screen.getByLabelText('手机号码'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并使用' }));
    expect(screen.getByLabelText('收货人')).toHaveAccessibleDescription('请填写收货人姓名');
    expect(screen.getByLabelText('手机号码')).toHaveAccessibleDescription('请填写11位手机号码');
    expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveAccessibleDescription('请选择所在地区');
    expect(screen.getByLabelText('详细地址')).toHaveAccessibleDescription('请填写详细地址');
    expect(document.body.textContent).not.toMatch(/must|characters/);
  });

  it('says the same in English on an English visit', () => {
    setLang('en');
    renderForm({ ...goodAddress, detail: 'No 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Save and use' }));
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(
      'The street address needs at least 5 characters',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('checks invoices: company name and tax number are required, personal defaults its title', () => {
    expect(checkInvoice({ type: 'none', title: '', taxNo: '' })).toEqual({
      ok: true,
      invoice: { type: 'none' },
    });
    expect(checkInvoice({ type: 'personal', title: '', taxNo: '' })).toEqual({
      ok: true,
      invoice: { type: 'personal', title: '个人' },
    });
    expect(checkInvoice({ type: 'company', title: '', taxNo: '91110000600037341L' })).toEqual({
      ok: false,
      field: 'title',
      message: '请填写单位名称',
    });
    expect(checkInvoice({ type: 'company', title: '某某科技有限公司', taxNo: '123' })).toEqual({
      ok: false,
      field: 'taxNo',
      message: '税号应为15至20位数字或大写字母',
    });
    // Typed in lower case: the number is the same, so it is accepted in capitals.
    expect(checkInvoice({ type: 'company', title: 'Acme Ltd', taxNo: '91110000600037341l' })).toEqual({
      ok: true,
      invoice: { type: 'company', title: 'Acme Ltd', taxNo: '91110000600037341L' },
    });
    setLang('en');
    expect(checkInvoice({ type: 'company', title: 'Acme Ltd', taxNo: '123' })).toMatchObject({
      message: 'The tax number must be 15 to 20 digits or capital letters',
    });
    expect(checkInvoice({ type: 'personal', title: '', taxNo: '' })).toMatchObject({
      invoice: { title: 'Personal' },
    });
  });

  it('shows an invoice problem under its own field', () => {
    render(
      <InvoiceSection
        draft={{ type: 'company', title: '某某科技有限公司', taxNo: '123' }}
        onChange={() => {}}
        error={{ field: 'taxNo', message: '税号应为15至20位数字或大写字母' }}
      />,
    );
    expect(screen.getByRole('textbox', { name: '税号' })).toHaveAccessibleDescription(
      '税号应为15至20位数字或大写字母',
    );
    expect(screen.getByRole('textbox', { name: '单位名称' })).not.toHaveAttribute('aria-invalid');
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
        new Response(JSON.stringify({ resCode: '4090', resMsg: '最多保存20个地址', result: null }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        })) as typeof fetch,
    });
    renderForm(goodAddress);
    expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveTextContent('北京市 北京市 朝阳区');
    fireEvent.input(screen.getByLabelText('详细地址'), { target: { value: '建国门外大街2号' } });
    fireEvent.click(screen.getByRole('button', { name: '保存并使用' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('最多保存20个地址'));
    expect(screen.getByLabelText('详细地址')).toHaveValue('建国门外大街2号');
  });
});
