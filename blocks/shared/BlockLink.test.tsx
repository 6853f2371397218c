import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Link } from '../../schemas/booth/link';
import { BlockLink, linkHref } from './BlockLink';
import { renderBlock } from './testing';

/** Every block link is an <a href> with the address its tap opens. */
describe('BlockLink', () => {
  const cases: [Link, string][] = [
    [{ linkType: 1, spuNo: 'SPU1', skuNo: 'SKU 2' }, '/mbankmall/product/detail/SPU1/SKU%202'],
    [{ linkType: 2, pageId: 'home' }, '/mbankmall/index'],
    [{ linkType: 2, pageId: 'ecny' }, '/mbankmall/activity/ecny'],
    [{ linkType: 3, tab: 12 }, '/mbankmall/dailyDeal?tab=12'],
    [{ linkType: 4 }, '/mbankmall/activity/million-subsidy'],
    [{ linkType: 5, teamId: 'T9' }, '/mbankmall/group-buy/detail/T9'],
    [{ linkType: 'url', url: '/mbankmall/couponCenter' }, '/mbankmall/couponCenter'],
    [{ linkType: 'url', url: 'https://m.bank.example/card' }, 'https://m.bank.example/card'],
    // Past the allowlist (a layout that skipped validation): the tap goes home, and so does the href.
    [{ linkType: 'url', url: 'https://evil.example/' }, '/mbankmall/index'],
  ];
  it.each(cases)('shows where %j leads: %s', (link, href) => {
    expect(linkHref(link)).toBe(href);
    renderBlock(<BlockLink link={link}>x</BlockLink>);
    expect(screen.getByRole('link', { name: 'x' }).getAttribute('href')).toBe(href);
  });

  it('taps through the runtime, not by the browser following the href', () => {
    const link: Link = { linkType: 3 };
    const { runtime } = renderBlock(<BlockLink link={link}>x</BlockLink>);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByRole('link').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(runtime.openLink).toHaveBeenCalledWith(link);
  });
});
