import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ImThread } from '../../../schemas/api/im';
import {
  MESSAGE_KINDS,
  type Message,
  type MessageKind,
  type UnreadCount,
} from '../../../schemas/api/message';
import { fetchImThreads, fetchMessages, markAllMessagesRead, markMessageRead } from '../../api/im';
import { formatCount, formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { PagedStates } from '../../screen/PagedStates';
import { EmptyState } from '../../screen/StateViews';
import { useAction } from '../../screen/useAction';
import { usePagedList } from '../../screen/usePagedList';
import { useScreenData } from '../../screen/useScreenData';
import { counts } from '../../session/counts';
import { Badge } from '../../ui/Badge';
import { Cell } from '../../ui/Cell';
import { Tabs } from '../../ui/Tabs';
import { Tag } from '../../ui/Tag';
import { toast } from '../../ui/toast';
import { imMessages } from '../im/messages';
import styles from './MessageCenter.module.css';
import { messageCenterMessages } from './messages';
import { targetRoute } from './targetRoute';

type TabName = 'all' | MessageKind;
const TABS: readonly TabName[] = ['all', ...MESSAGE_KINDS];
const KIND_TAG = { order: 'primary', logistics: 'success', activity: 'danger', system: 'default' } as const;

/** The header badge follows every answer that carries the counts. */
function showCounts(unread: UnreadCount, set: (u: UnreadCount) => void) {
  counts.unread = unread.count;
  set(unread);
}

function MessageCard({ message, onOpen }: { message: Message; onOpen: (m: Message) => void }) {
  const t = useMessages(messageCenterMessages);
  const body = (
    <>
      <span className={styles.cardHead}>
        <Tag type={KIND_TAG[message.kind]} plain>
          {t[`kind.${message.kind}`]}
        </Tag>
        <span className={styles.cardTitle}>{message.title}</span>
        {message.unread && (
          <span className={styles.dot} role="img" aria-label={t.unreadDot} data-testid="unread-dot" />
        )}
      </span>
      <span className={styles.cardContent}>{message.content}</span>
      <span className={styles.cardFoot}>
        <time className={styles.time}>{formatDateTime(message.createdAt)}</time>
        {message.target && <span className={styles.view}>{t.view}</span>}
      </span>
    </>
  );
  return (
    <li className={styles.card} data-testid="message-card" data-unread={message.unread}>
      {message.target ? (
        // A message that opens a page is a link to it (long-press and open-in-new work, and it is
        // read as a link); the tap marks it read first, so the next screen's badge already counts it.
        <Link
          className={styles.cardButton}
          to={targetRoute(message.target)}
          onClick={(event) => {
            event.preventDefault();
            onOpen(message);
          }}
        >
          {body}
        </Link>
      ) : (
        <button type="button" className={styles.cardButton} onClick={() => onOpen(message)}>
          {body}
        </button>
      )}
    </li>
  );
}

function MessageList({ kind, onCounts }: { kind: TabName; onCounts: (u: UnreadCount) => void }) {
  const t = useMessages(messageCenterMessages);
  const navigate = useNavigate();
  const list = usePagedList(
    async (pageNo, pageSize) => {
      const page = await fetchMessages(kind === 'all' ? undefined : kind, pageNo, pageSize);
      if (pageNo === 1) onCounts(page.unread);
      return { items: page.list, hasMore: page.hasMore };
    },
    { key: kind, idOf: (m) => String(m.messageId), reshow: true },
  );
  const open = async (m: Message) => {
    if (m.unread) {
      list.update((items) => items.map((x) => (x.messageId === m.messageId ? { ...x, unread: false } : x)));
      // Marked before leaving, so the badge on the next screen already counts it as read.
      try {
        onCounts((await markMessageRead(m.messageId)).unread);
      } catch {
        // The mark is retried by opening it again; the message itself is what the shopper asked for.
      }
    }
    if (m.target) navigate(targetRoute(m.target));
  };
  return (
    <PagedStates
      list={list}
      data-testid="message-list"
      empty={<EmptyState kind="messages" title={kind === 'all' ? t.empty : t.emptyKind} />}
    >
      {(messages) => (
        <ul className={styles.cards}>
          {messages.map((m) => (
            <MessageCard key={m.messageId} message={m} onOpen={(x) => void open(x)} />
          ))}
        </ul>
      )}
    </PagedStates>
  );
}

/** Customer-service conversations with their unread answers, and the way to the system notices. */
function Shortcuts() {
  const t = useMessages(messageCenterMessages);
  const im = useMessages(imMessages);
  const { state } = useScreenData(fetchImThreads, { key: 'im-threads', part: true, reshow: true });
  const threads: ImThread[] = state.status === 'ready' ? state.data.list : [];
  return (
    <section className={styles.shortcuts} aria-label={t.quickLinks}>
      {threads.map((th) => (
        <Cell
          key={th.threadId}
          data-testid="im-thread"
          title={
            <span className={styles.threadTitle}>
              <span className={styles.oneLine}>
                {t.serviceTitle} · {th.title || th.subjectNo}
              </span>
              <Badge count={th.unread} label={t.unreadAnswers} />
            </span>
          }
          label={
            <span className={styles.oneLine}>
              {th.lastMessage?.text ?? (th.subject === 'order' ? im.aboutOrder(th.subjectNo) : im.welcome)}
            </span>
          }
          to={`/im/${encodeURIComponent(th.threadId)}`}
        />
      ))}
      <Cell title={t.bulletin} label={t.bulletinHint} to="/bulletin" data-testid="bulletin-entry" />
    </section>
  );
}

/** /message: the message center (not in the spec's table; the header's 消息 opens it). */
export default function MessageCenterPage() {
  const t = useMessages(messageCenterMessages);
  const [unread, setUnread] = useState<UnreadCount | null>(null);
  const [version, setVersion] = useState(0);
  const onCounts = (u: UnreadCount) => showCounts(u, setUnread);
  const centerUnread = unread ? unread.count - unread.im : 0;

  const marking = useAction(() => markAllMessagesRead(undefined), {
    onDone: (answer) => {
      onCounts(answer.unread);
      // Every list reads again (the dots go), from page 1.
      setVersion((v) => v + 1);
      toast(t.markedAll);
    },
  });
  const markAll = marking.run;

  const title = (name: TabName) => {
    const text = t[`tab.${name}`];
    const n = name === 'all' ? centerUnread : (unread?.kinds[name] ?? 0);
    return n > 0 ? t.tabWithCount(text, formatCount(n)) : text;
  };

  return (
    <div className={styles.page} data-testid="message-center">
      <Shortcuts />
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.markAll}
          onClick={() => void markAll()}
          disabled={marking.busy || centerUnread === 0}
        >
          {t.markAll}
        </button>
      </div>
      <Tabs tabs={TABS.map((name) => ({ name, title: title(name) }))} label={t.tabsLabel} sticky swipeable>
        {(active) => (
          <MessageList
            key={`${active}:${version}`}
            kind={TABS.find((n) => n === active) ?? 'all'}
            onCounts={onCounts}
          />
        )}
      </Tabs>
    </div>
  );
}
