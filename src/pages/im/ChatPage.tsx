import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { ImMessage, ImQueryResult } from '../../../schemas/api/im';
import { newUniqueCode } from '../../api/client';
import { queryImThread, sendImMessage } from '../../api/im';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { refreshCounts } from '../../session/counts';
import styles from './Chat.module.css';
import { Composer } from './Composer';
import { imMessages } from './messages';

/** How often the page asks again while the agent's answer is due. */
const POLL_MS = 1500;

interface Pending {
  clientMsgId: string;
  text: string;
  state: 'sending' | 'failed';
}

function Bubble({ mine, text, children }: { mine: boolean; text: string; children?: ReactNode }) {
  const t = useMessages(imMessages);
  return (
    <li className={mine ? styles.rowMine : styles.row} data-testid={mine ? 'bubble-mine' : 'bubble-agent'}>
      <span className={mine ? styles.avatarMine : styles.avatar} aria-hidden="true">
        {mine ? t.me : t.agent}
      </span>
      <div className={styles.bubbleColumn}>
        <p className={mine ? styles.bubbleMine : styles.bubble}>{text}</p>
        {children}
      </div>
    </li>
  );
}

function Conversation({ data, onSent }: { data: ImQueryResult; onSent: (m: ImMessage) => void }) {
  const t = useMessages(imMessages);
  const [pending, setPending] = useState<Pending[]>([]);
  const end = useRef<HTMLLIElement>(null);
  const { thread, messages } = data;
  const stored = new Set(messages.map((m) => m.clientMsgId));
  const waiting = pending.filter((p) => !stored.has(p.clientMsgId));

  // The newest bubble in view, as a chat opens and grows.
  const shown = messages.length + waiting.length + (data.agentPending ? 1 : 0);
  useEffect(() => {
    if (shown > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [shown]);

  const deliver = async (p: Pending) => {
    setPending((list) => [
      ...list.filter((x) => x.clientMsgId !== p.clientMsgId),
      { ...p, state: 'sending' },
    ]);
    try {
      onSent(await sendImMessage(thread.threadId, p.clientMsgId, p.text));
      setPending((list) => list.filter((x) => x.clientMsgId !== p.clientMsgId));
    } catch {
      // Kept with its id: a resend is the same message on the server, never a second one.
      setPending((list) =>
        list.map((x) => (x.clientMsgId === p.clientMsgId ? { ...x, state: 'failed' } : x)),
      );
    }
  };

  const subjectLink =
    thread.subject === 'order'
      ? { to: `/order/detail?orderNo=${encodeURIComponent(thread.subjectNo)}`, text: t.viewOrder }
      : { to: `/store/${encodeURIComponent(thread.subjectNo)}`, text: t.viewStore };

  return (
    <div className={styles.page} data-testid="chat-page">
      <header className={styles.subject}>
        <span className={styles.subjectText}>
          {thread.subject === 'order' ? t.aboutOrder(thread.subjectNo) : t.aboutStore(thread.title)}
        </span>
        <Link className={styles.subjectLink} to={subjectLink.to}>
          {subjectLink.text}
        </Link>
      </header>
      <ol className={styles.history} aria-label={t.historyLabel} aria-live="polite">
        <Bubble mine={false} text={t.welcome} />
        {messages.map((m) => (
          <Bubble key={m.seq} mine={m.sender === 'customer'} text={m.text}>
            <time className={styles.time}>{formatDateTime(m.createdAt)}</time>
          </Bubble>
        ))}
        {waiting.map((p) => (
          <Bubble key={p.clientMsgId} mine text={p.text}>
            {p.state === 'sending' ? (
              <span className={styles.status}>{t.sending}</span>
            ) : (
              <button type="button" className={styles.resend} onClick={() => void deliver(p)}>
                {t.failed}
              </button>
            )}
          </Bubble>
        ))}
        {data.agentPending && (
          <li className={styles.typing} data-testid="agent-typing">
            {t.typing}
          </li>
        )}
        <li ref={end} aria-hidden="true" />
      </ol>
      <Composer onSend={(text) => void deliver({ clientMsgId: newUniqueCode(), text, state: 'sending' })} />
    </div>
  );
}

/** /im/:threadId (not in the spec's table): a conversation with customer service about an order or a store. */
export default function ChatPage() {
  const t = useMessages(imMessages);
  const { threadId = '' } = useParams();
  const polling = useRef(false);
  const answersSeen = useRef(-1);
  const { state, reload, update } = useScreenData(() => queryImThread(threadId, 0, polling.current), {
    key: threadId,
    enabled: threadId !== '',
    reshow: true,
    // Reading the conversation marks its answers seen: the header badge follows when there are new ones
    // (not on every poll while an answer is awaited).
    onData: (data) => {
      const answers = data.messages.filter((m) => m.sender === 'agent').length;
      if (answers === answersSeen.current) return;
      answersSeen.current = answers;
      void refreshCounts({ force: true });
    },
  });
  // While the agent's answer is due, ask again; each answer is a new object, so this runs until it came.
  const current = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (!current?.agentPending) return;
    const timer = window.setTimeout(() => {
      polling.current = true;
      reload();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [current, reload]);

  const onSent = (m: ImMessage) =>
    update((d) =>
      d.messages.some((x) => x.seq === m.seq)
        ? d
        : { ...d, messages: [...d.messages, m], agentPending: m.sender === 'customer' || d.agentPending },
    );

  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      idle={<EmptyState kind="messages" title={t.missing} linkTo="/message" linkText={t.toMessages} />}
    >
      {(data) => <Conversation data={data} onSent={onSent} />}
    </ScreenStates>
  );
}
