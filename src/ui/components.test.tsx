import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../i18n/format';
import { Badge } from './Badge';
import { badgeContent } from './badgeText';
import { uiCoreMessages } from './coreMessages';
import { FailurePage } from './FailurePage';
import { Popup } from './Popup';
import { Price, priceParts } from './Price';
import { Skeleton } from './Skeleton';

// Tests run in the default language; the texts come from the catalogue, not copies of it.
const t = uiCoreMessages['zh-CN'];

describe('Badge', () => {
  it('shows 99 as a number', () => {
    const { container } = render(<Badge count={99} />);
    expect(container).toHaveTextContent('99');
    expect(container.querySelector('[data-badge="count"]')).not.toBeNull();
  });

  it('shows the more-icon, not the number, above 99', () => {
    const { container } = render(<Badge count={100} />);
    expect(container).not.toHaveTextContent('100');
    expect(container.querySelector('[data-badge="more"] svg')).not.toBeNull();
    expect(container).toHaveTextContent(t.moreThan(99));
  });

  it('renders nothing for 0 or nonsense', () => {
    expect(render(<Badge count={0} />).container).toBeEmptyDOMElement();
    expect(badgeContent(-3)).toEqual({ kind: 'none' });
    expect(badgeContent(Number.NaN)).toEqual({ kind: 'none' });
    expect(badgeContent(1)).toEqual({ kind: 'count', text: '1' });
  });

  it('reads the count with what is counted', () => {
    const { container } = render(<Badge count={120} label={(n) => `${n} unread messages`} />);
    expect(container).toHaveTextContent(`${t.moreThan(99)} unread messages`);
  });

  it('hides itself from screen readers when decorative', () => {
    const { container } = render(<Badge count={5} decorative />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Price', () => {
  it('splits ¥, integer and decimal and reads as one amount', () => {
    const { container } = render(<Price cents={199900} />);
    const visual = container.querySelector('[aria-hidden="true"]');
    expect(visual?.children[0]).toHaveTextContent('¥');
    expect(visual?.children[1]).toHaveTextContent(/^1,999$/);
    expect(visual?.children[2]).toHaveTextContent(/^\.00$/);
    expect(screen.getByText('¥1,999.00')).toBeInTheDocument();
  });

  it('reads exactly like formatMoney, group separators included, big amounts too', () => {
    const { container } = render(<Price cents={1944700} />);
    const visual = container.querySelector('[aria-hidden="true"]');
    expect(visual?.textContent).toBe(formatMoney(1944700));
    expect(visual?.textContent).toBe('¥19,447.00');
    expect(screen.getByText(formatMoney(1944700))).toBeInTheDocument();
    expect(priceParts(123456789012)).toEqual({ sign: '¥', integer: '1,234,567,890', decimal: '.12' });
  });

  it('shows ¥0.00 for zero and below', () => {
    render(<Price cents={-100} />);
    expect(screen.getByText('¥0.00')).toBeInTheDocument();
  });

  it('labels an original price', () => {
    render(<Price cents={5} original />);
    expect(screen.getByText(t.originalPrice('¥0.05'))).toBeInTheDocument();
  });
});

describe('FailurePage', () => {
  it('shows the spec message and reloads on tap', () => {
    const onReload = vi.fn();
    render(<FailurePage onReload={onReload} />);
    expect(screen.getByText(t.failure)).toBeInTheDocument();
    // The spec's wording (§2) is the English text.
    expect(uiCoreMessages.en.failure).toBe('Oops, poor signal, failed to load~');
    fireEvent.click(screen.getByRole('button', { name: t.reload }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('Popup', () => {
  it('renders nothing when closed', () => {
    render(
      <Popup open={false} onClose={() => {}} title="Choose a spec">
        body
      </Popup>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal sheet that the mask, the close button and Esc close', () => {
    const onClose = vi.fn();
    render(
      <Popup open onClose={onClose} title="Choose a spec">
        <button type="button">128 GB</button>
      </Popup>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Choose a spec' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet.contains(document.activeElement)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    fireEvent.keyDown(sheet, { key: 'Escape' });
    const mask = sheet.previousElementSibling;
    if (!mask) throw new Error('no mask');
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps the mask inert when maskClosable is false', () => {
    const onClose = vi.fn();
    render(
      <Popup open onClose={onClose} label="Rules" maskClosable={false} closable={false}>
        rules
      </Popup>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Rules' });
    const mask = sheet.previousElementSibling;
    if (!mask) throw new Error('no mask');
    fireEvent.click(mask);
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: t.close })).toBeNull();
  });
});

describe('Skeleton', () => {
  it('is one busy status with the requested rows', () => {
    const { container } = render(<Skeleton variant="list" rows={3} />);
    const status = screen.getByRole('status', { name: t.loading });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[aria-hidden="true"] > div')).toHaveLength(3);
  });
});
