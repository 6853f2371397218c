import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SubmitBar } from './SubmitBar';

describe('SubmitBar', () => {
  it('shows the total from cents and submits once per tap', () => {
    const onSubmit = vi.fn();
    render(<SubmitBar priceCents={399950} buttonText="提交订单" onSubmit={onSubmit} tip="已享优惠" />);
    expect(screen.getByText('合计：')).toBeInTheDocument();
    expect(screen.getByText('¥3,999.50')).toBeInTheDocument();
    expect(screen.getByText('已享优惠')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('ignores taps while loading and when disabled', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<SubmitBar priceCents={100} buttonText="结算" onSubmit={onSubmit} loading />);
    const button = screen.getByRole('button', { name: '结算' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    rerender(<SubmitBar priceCents={100} buttonText="结算" onSubmit={onSubmit} disabled />);
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reserves room in the page so the last rows are not hidden behind it', () => {
    const { container } = render(<SubmitBar priceCents={100} buttonText="结算" onSubmit={() => {}} />);
    const placeholder = container.firstElementChild;
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder?.nextElementSibling).toContainElement(screen.getByRole('button'));
  });
});
