import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Stepper, type StepperProps } from './Stepper';

function Live(props: Omit<StepperProps, 'onChange' | 'label'> & { onChange?: (n: number) => void }) {
  const [value, setValue] = useState(props.value);
  return (
    <Stepper
      {...props}
      label="耳机"
      value={value}
      onChange={(n) => {
        setValue(n);
        props.onChange?.(n);
      }}
    />
  );
}

const quantity = () => screen.getByRole('textbox', { name: '耳机的数量' });

describe('Stepper', () => {
  it('steps up and down within the limits and says why at a limit', () => {
    const onOverLimit = vi.fn();
    render(<Live value={1} max={2} onOverLimit={onOverLimit} />);
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(quantity()).toHaveValue('2');
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(quantity()).toHaveValue('2');
    expect(onOverLimit).toHaveBeenCalledWith('plus', 2);
    expect(screen.getByRole('button', { name: '增加' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('button', { name: '减少' }));
    expect(quantity()).toHaveValue('1');
  });

  it('keeps a typed number within the limits', () => {
    const onOverLimit = vi.fn();
    render(<Live value={1} max={5} onOverLimit={onOverLimit} />);
    fireEvent.input(quantity(), { target: { value: '40' } });
    fireEvent.blur(quantity());
    expect(quantity()).toHaveValue('5');
    expect(onOverLimit).toHaveBeenCalledWith('plus', 5);
  });

  it('keeps the old number when the before-change hook refuses', () => {
    const onChange = vi.fn();
    render(<Live value={2} max={9} beforeChange={(next) => next < 3} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(quantity()).toHaveValue('2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('waits for the server and ignores taps meanwhile', async () => {
    let answer: (ok: boolean) => void = () => {};
    const beforeChange = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    render(<Live value={1} max={9} beforeChange={beforeChange} />);
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(screen.getByRole('group', { name: '耳机' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    expect(beforeChange).toHaveBeenCalledOnce();
    await act(async () => answer(true));
    expect(quantity()).toHaveValue('2');
    expect(screen.getByRole('group', { name: '耳机' })).not.toHaveAttribute('aria-busy');
  });
});
