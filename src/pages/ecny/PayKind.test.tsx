import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ecnyMessages } from './messages';
import { PayKindRow } from './PayKindRow';
import { PayKindSection } from './PayKindSection';

const t = ecnyMessages['zh-CN'];

describe('the payment kind at checkout', () => {
  it('offers e-CNY for eligible goods and reports the choice', () => {
    const onChange = vi.fn();
    render(<PayKindSection eligible value="2" onChange={onChange} />);
    const ecny = screen.getByRole('radio', { name: t.payKindEcny });
    expect(ecny).not.toBeChecked();
    expect(screen.getByRole('radio', { name: t.payKindOther })).toBeChecked();
    fireEvent.click(ecny);
    expect(onChange).toHaveBeenCalledWith('1');
  });

  it('shows nothing when some goods cannot be paid in e-CNY', () => {
    const { container } = render(<PayKindSection eligible={false} value="2" onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the order detail's payment row", () => {
  const inList = (ui: React.ReactNode) => render(<dl>{ui}</dl>);

  it('says an e-CNY order was paid with e-CNY, or is still to be', () => {
    inList(<PayKindRow order={{ payKind: '1', paidAt: 1 }} />);
    expect(screen.getByTestId('pay-kind-row')).toHaveTextContent(t.paidWithEcny);
  });

  it('says an unpaid e-CNY order will be paid with e-CNY', () => {
    inList(<PayKindRow order={{ payKind: '1', paidAt: null }} />);
    expect(screen.getByTestId('pay-kind-row')).toHaveTextContent(t.payWithEcny);
  });

  it('leaves the row out of an unpaid ordinary order', () => {
    inList(<PayKindRow order={{ payKind: '2', paidAt: null }} />);
    expect(screen.queryByTestId('pay-kind-row')).toBeNull();
  });
});
