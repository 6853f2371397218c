import '@testing-library/jest-dom/vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../ui/ModalHost';
import { modal } from '../ui/modalStore';
import { sessionDialogs } from './dialogs';
import { sessionMessages } from './messages';

// Tests run in the default language (zh-CN); expected texts come from the catalogue.
const T = sessionMessages['zh-CN'];

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
    const dialog = screen.getByRole('dialog', { name: T.disclaimerTitle });
    expect(dialog).toHaveTextContent(/与本行为相互独立的法人/);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await expect(done).resolves.toBeUndefined();
  });

  it('not a single-sign-on user: the message with a confirm button', async () => {
    render(<ModalHost />);
    const done = open(() => sessionDialogs.notSsoUser());
    expect(
      screen.getByRole('dialog', {
        name: T.notSsoUser,
      }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: T.confirm }));
    await expect(done).resolves.toBeUndefined();
  });

  it('login failure: the text as given, button OK', async () => {
    render(<ModalHost />);
    const done = open(() => sessionDialogs.loginFailed(T.loginFailed('LOGIN0911')));
    expect(screen.getByRole('dialog', { name: T.loginFailed('LOGIN0911') })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: T.ok }));
    await expect(done).resolves.toBeUndefined();
  });
});
