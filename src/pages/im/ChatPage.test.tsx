import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import ChatPage from './ChatPage';
import { imMessages } from './messages';

const t = imMessages['zh-CN'];

const thread = {
  threadId: 'IMabc',
  subject: 'order',
  subjectNo: 'O100',
  title: '华为官方旗舰店',
  unread: 0,
  lastMessage: null,
  updatedAt: 1,
};

const ok = (result: unknown) =>
  new Response(JSON.stringify({ resCode: '0000', resMsg: 'ok', result }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The server: the thread answers empty; the first send is lost on the way, later ones arrive. */
function serve() {
  const sends: { body: { clientMsgId: string; text: string }; uniqueCode: string | null }[] = [];
  configureClient({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/im/send')) {
        const body = JSON.parse(String(init?.body));
        sends.push({ body, uniqueCode: new Headers(init?.headers).get('uniqueCode') });
        if (sends.length === 1) throw new TypeError('network down');
        return ok({
          message: {
            seq: 1,
            sender: 'customer',
            text: body.text,
            createdAt: 2,
            clientMsgId: body.clientMsgId,
          },
        });
      }
      return ok({ thread, messages: [], agentPending: false });
    }) as typeof fetch,
  });
  return sends;
}

afterEach(resetClient);

describe('the customer-service chat', () => {
  it('keeps a message that failed to send and resends it as the same message', async () => {
    const sends = serve();
    render(
      <MemoryRouter initialEntries={['/im/IMabc']}>
        <Routes>
          <Route path="/im/:threadId" element={<ChatPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(t.aboutOrder('O100'))).toBeInTheDocument();
    const send = screen.getByRole('button', { name: t.send });
    expect(send).toBeDisabled();
    fireEvent.input(screen.getByRole('textbox', { name: t.inputLabel }), {
      target: { value: '  发票怎么开？ ' },
    });
    fireEvent.click(send);

    const resend = await screen.findByRole('button', { name: t.failed });
    expect(screen.getByText('发票怎么开？')).toBeInTheDocument();
    fireEvent.click(resend);
    await waitFor(() => expect(screen.queryByRole('button', { name: t.failed })).not.toBeInTheDocument());
    expect(screen.getAllByText('发票怎么开？')).toHaveLength(1);
    expect(screen.getByTestId('agent-typing')).toBeInTheDocument();
    // One message on the server: the retry carried the same id and request code.
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body.clientMsgId).toBe(sends[0]?.body.clientMsgId);
    expect(sends.map((x) => x.uniqueCode)).toEqual([sends[0]?.body.clientMsgId, sends[0]?.body.clientMsgId]);
  });
});
