import { describe, expect, it } from 'vitest';
import { cashierMessages } from './messages';
import { cashierPage } from './page';

const payment = { payToken: 'T1', orderNo: 'O42', amountCents: 123450, settled: null };

describe('the cashier page', () => {
  it('speaks Chinese by default and keeps the language through the form', () => {
    const html = cashierPage('zh-CN', payment);
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(cashierMessages['zh-CN'].order('O42'));
    expect(html).toContain('¥1234.50');
    expect(html).toContain('action="/cashier/pay?lang=zh-CN"');
  });

  it('speaks English when asked, including the already-settled warning', () => {
    const html = cashierPage('en', { ...payment, settled: 'success' });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('This payment was already paid.');
    expect(html).toContain('>Pay\n');
  });

  it('offers the e-CNY wallet for an order whose payment kind is e-CNY, the bank card otherwise', () => {
    const ecny = cashierPage('zh-CN', { ...payment, payKind: '1' });
    expect(ecny).toContain(cashierMessages['zh-CN'].ecnyWallet);
    expect(ecny).toContain(cashierMessages['zh-CN'].payEcny);
    const card = cashierPage('zh-CN', payment);
    expect(card).toContain(cashierMessages['zh-CN'].bankCard);
    expect(card).not.toContain(cashierMessages['zh-CN'].ecnyWallet);
  });
});
