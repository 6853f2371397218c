import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../i18n/lang';
import { FieldDiff } from './FieldDiff';

afterEach(() => setLang('zh-CN'));

const row = (path: string) => within(screen.getByTestId(`field-change-${path}`));

describe('a change request’s field diff, as the approver reads it', () => {
  it('names the hot words as their tab does, each highlighted word marked, and a coupon’s scope in words', () => {
    setLang('zh-CN');
    const { unmount } = render(
      <FieldDiff
        title="diff"
        endpoint="PUT /api/channel/search/operator/hot-words"
        before={{ words: [{ word: '茅台', highlight: true }] }}
        after={{
          words: [
            { word: '茅台', highlight: false },
            { word: 'AirPods', highlight: true },
          ],
        }}
        onClose={() => {}}
      />,
    );
    expect(row('words').getByText('热搜词')).toBeTruthy();
    expect(row('words').getByText('茅台（高亮）')).toBeTruthy();
    expect(row('words').getByText(/茅台；AirPods（高亮）/)).toBeTruthy();
    unmount();
    render(
      <FieldDiff
        title="diff"
        endpoint="PUT /api/operator/coupons/CP1"
        before={{ scope: 'all', totalQuantity: 2 }}
        after={{ scope: 'sku', skuNos: ['SKU1'], totalQuantity: 8 }}
        onClose={() => {}}
      />,
    );
    expect(row('scope').getByText('适用范围')).toBeTruthy();
    expect(row('scope').getByText('全场通用')).toBeTruthy();
    expect(row('scope').getByText('指定商品')).toBeTruthy();
    expect(row('totalQuantity').getByText('发放总量')).toBeTruthy();
  });

  it('names only the changed fields in the form’s words and reads their values as the tab shows them', () => {
    setLang('en');
    render(
      <FieldDiff
        title="diff"
        endpoint="PUT /api/operator/group-buy/GB1"
        before={{ title: 'Pair', teamPriceCents: 1200, teamSize: 2 }}
        after={{ title: 'Pair', teamPriceCents: 1199, teamSize: 3 }}
        onClose={() => {}}
      />,
    );
    expect(row('teamPriceCents').getByText('Team price (yuan)')).toBeTruthy();
    expect(row('teamPriceCents').getByText('12.00')).toBeTruthy();
    expect(row('teamPriceCents').getByText('11.99')).toBeTruthy();
    expect(row('teamSize').getByText('3')).toBeTruthy();
    expect(screen.queryByTestId('field-change-title')).toBeNull();
  });

  it('reads a listing’s phase, a trial that replaces a gift, and says what a new field had before', () => {
    setLang('zh-CN');
    const { unmount } = render(
      <FieldDiff
        title="diff"
        endpoint="POST /api/operator/purchase-programmes/SPU1/withdraw"
        before={{ phase: 'listed' }}
        after={{ phase: 'withdrawn' }}
        onClose={() => {}}
      />,
    );
    expect(row('phase').getByText('状态')).toBeTruthy();
    expect(row('phase').getByText('已上架')).toBeTruthy();
    expect(row('phase').getByText('已下架')).toBeTruthy();
    unmount();
    render(
      <FieldDiff
        title="diff"
        endpoint="PUT /api/operator/activity-terms/SKU1"
        before={{ kind: 'gift', giftSkuNo: 'SKU2' }}
        after={{ kind: 'trial', trialPriceCents: 100 }}
        onClose={() => {}}
      />,
    );
    expect(row('kind').getByText('赠品')).toBeTruthy();
    expect(row('trialPriceCents').getByText('试用价（元）')).toBeTruthy();
    expect(row('trialPriceCents').getByText('（无）')).toBeTruthy();
    expect(row('trialPriceCents').getByText('1.00')).toBeTruthy();
  });

  it('keeps the dotted paths and plain values of a kind the tabs do not word (a coupon template)', () => {
    setLang('en');
    render(
      <FieldDiff
        title="diff"
        endpoint="PUT /api/operator/coupons/CP1"
        before={{ totalQuantity: 2, scope: { kind: 'all' } }}
        after={{ totalQuantity: 8, scope: { kind: 'sku' } }}
        onClose={() => {}}
      />,
    );
    expect(row('scope.kind').getByText('scope.kind')).toBeTruthy();
    expect(row('scope.kind').getByText('sku')).toBeTruthy();
    expect(row('totalQuantity').getByText('8')).toBeTruthy();
  });
});
