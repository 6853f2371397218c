import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Cell } from './Cell';
import { CellGroup } from './CellGroup';

describe('Cell and CellGroup', () => {
  it('shows title, value and label in one row', () => {
    render(<Cell title="配送方式" value="快递 免运费" label="预计11月25日送达" />);
    expect(screen.getByText('配送方式')).toBeInTheDocument();
    expect(screen.getByText('快递 免运费')).toBeInTheDocument();
    expect(screen.getByText('预计11月25日送达')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is one button when tapping it does something', () => {
    const onClick = vi.fn();
    render(<Cell title="发票" value="不开发票" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: /发票\s*不开发票/ }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is one link when it leads to a page', () => {
    render(
      <MemoryRouter>
        <Cell title="我的订单" value="查看全部" to="/order/list" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /我的订单/ })).toHaveAttribute('href', '/order/list');
  });

  it('names a group by its title', () => {
    render(
      <CellGroup title="订单信息">
        <Cell title="订单编号" value="MO1" />
      </CellGroup>,
    );
    expect(screen.getByRole('region', { name: '订单信息' })).toHaveTextContent('订单编号MO1');
  });
});
