import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import type { LotteryDetail } from '../../api/lottery';
import { apiMessages } from '../../api/messages';
import { messagesOf } from '../../i18n/messages';
import { ToastHost } from '../../ui/ToastHost';
import LotteryIndexPage from './LotteryIndexPage';
import { lotteryMessages } from './messages';

const t = lotteryMessages['zh-CN'];
const HOUR = 3_600_000;

const detail = (over: Partial<LotteryDetail> = {}): LotteryDetail => ({
  activityNo: 'LT1',
  title: '0元抽手机',
  imageUrl: '',
  invitedOnly: false,
  assistCap: 3,
  joinStartAt: Date.now() - HOUR,
  joinEndAt: Date.now() + HOUR,
  drawAt: Date.now() + HOUR,
  claimDeadline: Date.now() + 48 * HOUR,
  phase: 'open',
  seedCommitment: 'a'.repeat(64),
  codeCount: 3,
  rules: '规则',
  prizes: [],
  joined: false,
  myCodeCount: 0,
  myJoinCode: null,
  assistsLeft: 0,
  inviterNick: null,
  helpedInviter: false,
  ...over,
});

/** Answers detail reads from `details` in turn (the last one repeats) and take-in with `takeIn`. */
function serve(details: LotteryDetail[], takeIn: { resCode: string; resMsg: string; result: unknown }) {
  const calls: string[] = [];
  let read = 0;
  configureClient({
    fetch: (async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://mall.test').pathname;
      calls.push(path);
      let body: unknown = { resCode: '5000', resMsg: 'unavailable', result: null };
      if (path.endsWith('/activity/detail')) {
        body = { resCode: '0000', resMsg: 'ok', result: details[Math.min(read, details.length - 1)] };
        read += 1;
      } else if (path.endsWith('/take-in')) body = takeIn;
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch,
  });
  return calls;
}

const open = () =>
  render(
    <MemoryRouter initialEntries={['/lottery/index?activityNo=LT1']}>
      <LotteryIndexPage />
      <ToastHost />
    </MemoryRouter>,
  );

afterEach(() => resetClient());

describe('the lottery home', () => {
  it('joins, then offers the assist share with the code count', async () => {
    const joined = detail({ joined: true, myCodeCount: 1, myJoinCode: '10000001', assistsLeft: 3 });
    const calls = serve([detail(), joined], {
      resCode: '0000',
      resMsg: 'ok',
      result: { activityNo: 'LT1', joinCode: '10000001' },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: t.join }));
    expect(await screen.findByRole('button', { name: t.share })).toBeEnabled();
    expect(screen.getByRole('button', { name: t.joined })).toBeDisabled();
    expect(screen.getByTestId('my-code-count')).toHaveTextContent(t.codeCount(1));
    expect(screen.getByText(t.assistLeft(3))).toBeInTheDocument();
    expect(calls.filter((p) => p.endsWith('/take-in'))).toHaveLength(1);
  });

  it("says why an invited-only lottery refuses, in the spec's words", async () => {
    serve([detail({ invitedOnly: true })], { resCode: 'scalper', resMsg: 'invited only', result: null });
    open();
    expect(await screen.findByText(t.invitedOnly)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: t.join }));
    expect(await screen.findByText(messagesOf(apiMessages).scalper)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.join })).toBeEnabled();
  });

  it('cannot join before the start or after the close; once drawn it leads to the result', async () => {
    serve([detail({ phase: 'upcoming', joinStartAt: Date.now() + HOUR, drawAt: Date.now() + 2 * HOUR })], {
      resCode: '0000',
      resMsg: 'ok',
      result: null,
    });
    const first = open();
    expect(await screen.findByRole('button', { name: t.notStarted })).toBeDisabled();
    first.unmount();
    resetClient();
    serve([detail({ phase: 'drawn', joined: true, myCodeCount: 2 })], {
      resCode: '0000',
      resMsg: 'ok',
      result: null,
    });
    open();
    expect(await screen.findByRole('link', { name: t.seeResult })).toHaveAttribute(
      'href',
      '/lottery/resultDetail?activityNo=LT1',
    );
  });
});
