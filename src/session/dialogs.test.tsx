import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../ui/ModalHost';
import { modal } from '../ui/modalStore';
import { sessionDialogs } from './dialogs';

afterEach(() => {
  act(() => modal.dismissAll());
});

function open(show: () => Promise<void>): Promise<void> {
  let shown: Promise<void> | undefined;
  act(() => {
    shown = show();
  });
  if (!shown) throw new Error('not shown');
  return shown;
}

describe('session dialogs', () => {
  it('disclaimer: the separate operating company, one confirm button', async () => {
    render(<ModalHost />);
    const done = open(() => sessionDialogs.disclaimer());
    const dialog = screen.getByRole('dialog', { name: 'Disclaimer' });
    expect(dialog).toHaveTextContent(/a separate company from the bank/);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('not a single-sign-on user: the message with a confirm button', async () => {
    render(<ModalHost />);
    const done = open(() => sessionDialogs.notSsoUser());
    expect(
      screen.getByRole('dialog', {
        name: 'The mall only supports single-sign-on users, please log in with it and retry',
      }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));
    await expect(done).resolves.toBeUndefined();
  });

  it('login failure: the text as given, button OK', async () => {
    render(<ModalHost />);
    const done = open(() => sessionDialogs.loginFailed('LOGIN0911 login error, please retry'));
    expect(screen.getByRole('dialog', { name: 'LOGIN0911 login error, please retry' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(done).resolves.toBeUndefined();
  });
});
