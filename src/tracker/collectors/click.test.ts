import { afterEach, describe, expect, it } from 'vitest';
import { makeDeps } from '../testing/deps';
import { installClick } from './click';

function setup(options: Parameters<typeof makeDeps>[0] = {}) {
  const h = makeDeps(options);
  const off = installClick(h.deps);
  return { ...h, off };
}

const click = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 20 }));

describe('click collector (spec §3 ClickUpload, §5 rules)', () => {
  let off: (() => void) | undefined;
  afterEach(() => {
    off?.();
    document.body.innerHTML = '';
  });

  it('records the clickable element with ClickUpload fields', () => {
    const s = setup();
    off = s.off;
    document.body.innerHTML = '<button id="buy" data-track-name="buy-now"><span>  Buy\n now </span></button>';
    click(document.querySelector('span') as Element);
    const [e] = s.ofType('ClickUpload');
    expect(e?.data).toMatchObject({
      widgetNo: 'buy',
      widgetName: 'buy-now',
      content: 'Buy now',
      clickable: true,
      type: 'button',
      status: 'normal',
      path: 'button#buy',
    });
    expect(e?.data.clickTime).toBeTypeOf('number');
  });

  it('skips elements and ancestors marked data-track="off"', () => {
    const s = setup();
    off = s.off;
    document.body.innerHTML =
      '<div data-track="off"><button>secret</button></div><button data-track="off">x</button>';
    for (const b of document.querySelectorAll('button')) click(b);
    expect(s.events).toHaveLength(0);
  });

  it('skips black-listed elements, and elements off the white list when one is set', () => {
    const s = setup({ click: { blackList: ['.ad'], whiteList: ['[data-track-id]'] } });
    off = s.off;
    document.body.innerHTML =
      '<div class="ad"><button data-track-id="a1">ad</button></div><button>plain</button><a data-track-id="n1"><i>go</i></a>';
    for (const el of document.querySelectorAll('button, i')) click(el);
    expect(s.ofType('ClickUpload').map((e) => e.data.widgetNo)).toEqual(['n1']);
  });

  it('with a clickable-class list, skips elements without one of the classes', () => {
    const s = setup({ click: { clickableClasses: ['tap'] } });
    off = s.off;
    document.body.innerHTML = '<button>no</button><div class="tap"><span>yes</span></div>';
    click(document.querySelector('button') as Element);
    click(document.querySelector('span') as Element);
    const clicks = s.ofType('ClickUpload');
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.data).toMatchObject({ content: 'yes', clickable: true, type: 'div' });
  });

  it('image alt/title/src over 300 is cut to 299; other text limited to 300', () => {
    const s = setup({ click: { whiteList: ['img', 'p'] } });
    off = s.off;
    document.body.innerHTML = `<img alt="${'a'.repeat(301)}"><img src="/${'s'.repeat(400)}.png"><p>${'w '.repeat(400)}</p>`;
    for (const el of document.querySelectorAll('img, p')) click(el);
    const [a, b, p] = s.ofType('ClickUpload');
    expect(a?.data.content).toHaveLength(299);
    expect(b?.data.content).toHaveLength(299);
    expect(p?.data.content).toHaveLength(300);
  });

  it('never records what was typed into a text field', () => {
    const s = setup();
    off = s.off;
    document.body.innerHTML = '<input type="text" placeholder="phone" value="13800000000">';
    click(document.querySelector('input') as Element);
    expect(s.ofType('ClickUpload')[0]?.data.content).toBe('phone');
  });
});
