import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Result } from './Result';

describe('Result', () => {
  it('announces the outcome, shows the summary and the next actions in order', () => {
    render(
      <Result
        type="success"
        title="支付成功"
        actions={
          <>
            <button type="button">查看订单</button>
            <button type="button">返回首页</button>
          </>
        }
      >
        实付 ¥3999.00
      </Result>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('支付成功');
    expect(screen.getByText('实付 ¥3999.00')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['查看订单', '返回首页']);
  });

  it('alerts a failure and has default headlines', () => {
    const { unmount } = render(<Result type="failure" />);
    expect(screen.getByRole('alert')).toHaveTextContent('操作失败');
    unmount();
    render(<Result type="waiting" />);
    expect(screen.getByRole('status')).toHaveTextContent('处理中，请稍候');
  });
});
