import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field, type FieldProps } from './Field';

function Live(props: Omit<FieldProps, 'value'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <Field {...props} value={value} onChange={setValue} />;
}

describe('Field', () => {
  it('is named by its label and takes typing', () => {
    render(<Live label="收货人" />);
    const input = screen.getByRole('textbox', { name: '收货人' });
    fireEvent.input(input, { target: { value: '张三' } });
    expect(input).toHaveValue('张三');
  });

  it('shows the error under the field without renaming it', () => {
    render(<Field label="收货人" value="" error="请填写收货人姓名" />);
    const input = screen.getByRole('textbox', { name: '收货人' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请填写收货人姓名');
    expect(screen.getByRole('alert')).toHaveTextContent('请填写收货人姓名');
  });

  it('clears with the ✕ while focused, and keeps the focus', () => {
    render(<Live label="收货人" initial="张三" clearable />);
    const input = screen.getByRole('textbox', { name: '收货人' });
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
    fireEvent.focus(input);
    fireEvent.click(screen.getByRole('button', { name: '清除内容' }));
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: '清除内容' })).toBeNull();
  });

  it('brings up the number pad for phone numbers and digits', () => {
    render(
      <>
        <Field label="手机号码" value="" type="tel" />
        <Field label="验证码" value="" type="digit" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: '手机号码' })).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByRole('textbox', { name: '验证码' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('is a button showing the choice or the placeholder when the value is picked', () => {
    const onPick = vi.fn();
    const { rerender } = render(
      <Field label="所在地区" value="" placeholder="省、市、区县" onPick={onPick} />,
    );
    // Named by the label and what it shows, so a screen reader reads the choice too.
    fireEvent.click(screen.getByRole('button', { name: '所在地区 省、市、区县' }));
    expect(onPick).toHaveBeenCalledOnce();
    rerender(<Field label="所在地区" value="广东省 广州市 天河区" onPick={onPick} />);
    expect(screen.getByRole('button', { name: '所在地区 广东省 广州市 天河区' })).toBeInTheDocument();
  });
});
