import { useState } from 'react';
import type { ShortLinkTarget } from '../../../schemas/api/short-link';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { contentApi } from '../api';
import { fromBeijingInput, realServerNow } from '../clock';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { ConsoleTable, failureText, LoadFailed, Loading, useConsoleLoad } from '../states';
import { contentMessages } from './contentMessages';

const BIZ_ID = /^[A-Za-z0-9_-]{1,32}$/;
type Kind = '1' | '2' | '3' | '4' | '5' | 'url';
const KINDS: readonly Kind[] = ['1', '2', '3', '4', '5', 'url'];

/** The target in one line ('1 SPU20001/SKU2000101', 'url /mbankmall/couponCenter'). */
function describe(target: ShortLinkTarget): string {
  switch (target.linkType) {
    case 1:
      return `1 ${target.spuNo}/${target.skuNo}`;
    case 2:
      return `2 ${target.pageId}`;
    case 3:
      return `3${target.tab === undefined ? '' : ` tab ${target.tab}`}`;
    case 4:
      return `4${target.pageId ? ` ${target.pageId}` : ''}`;
    case 5:
      return `5${target.teamId ? ` ${target.teamId}` : ''}`;
    default:
      return `url ${target.url}`;
  }
}

/** The form's fields as the target the server checks (it refuses anything outside the mall). */
function targetOf(kind: Kind, f: Record<string, string>): unknown {
  const opt = (key: string) => (f[key]?.trim() ? { [key]: f[key]?.trim() } : {});
  if (kind === '1') return { linkType: 1, spuNo: f.spuNo?.trim(), skuNo: f.skuNo?.trim() };
  if (kind === '2') return { linkType: 2, pageId: f.pageId?.trim() };
  if (kind === '3') return { linkType: 3, ...(f.tab?.trim() ? { tab: Number(f.tab) } : {}) };
  if (kind === '4') return { linkType: 4, ...opt('pageId') };
  if (kind === '5') return { linkType: 5, ...opt('teamId') };
  return { linkType: 'url', url: f.url?.trim() };
}

const FIELDS: Record<Kind, readonly string[]> = {
  '1': ['spuNo', 'skuNo'],
  '2': ['pageId'],
  '3': ['tab'],
  '4': ['pageId'],
  '5': ['teamId'],
  url: ['url'],
};
const REQUIRED = new Set(['1:spuNo', '1:skuNo', '2:pageId', 'url:url']);

const readLinks = () => contentApi.links().then((r) => r.list);

/** Operators list, create and expire short links (/link/{bizId}); targets are the spec's in-mall link types. */
export function LinksPage() {
  const t = useMessages(contentMessages);
  const { data: links, error, setError, load } = useConsoleLoad(readLinks);
  // Expired here just now: the console's clock estimate may trail the server's by a moment.
  const [ended, setEnded] = useState<ReadonlySet<string>>(new Set());

  const expire = async (bizId: string) => {
    if (!window.confirm(t.expireConfirm(bizId))) return;
    try {
      await contentApi.expireLink(bizId);
      setEnded((s) => new Set(s).add(bizId));
      load();
    } catch (e) {
      setError(failureText(e));
    }
  };

  if (error && !links) return <LoadFailed error={error} onRetry={load} />;
  if (!links) return <Loading />;
  const now = realServerNow();
  return (
    <>
      <section className="con-card">
        <h2>{t.linksHeading}</h2>
        {error && <p className="con-error">{t.failed(error)}</p>}
        <ConsoleTable
          columns={[t.bizId, t.linkTitle, t.target, t.expiresAt, t.clicks]}
          rows={links}
          empty={t.linksEmpty}
          row={(l) => {
            const over = ended.has(l.bizId) || (l.expiresAt !== null && l.expiresAt <= now);
            return (
              <tr key={l.bizId}>
                <td>{l.bizId}</td>
                <td>{l.title}</td>
                <td>{describe(l.target)}</td>
                <td>
                  {l.expiresAt === null ? t.never : formatDateTime(l.expiresAt)}
                  {over && <span className="con-muted"> · {t.expired}</span>}
                </td>
                <td>{l.clicks}</td>
                <td>
                  {!over && (
                    <button
                      type="button"
                      className="con-btn"
                      aria-label={`${t.expire} ${l.bizId}`}
                      onClick={() => void expire(l.bizId)}
                    >
                      {t.expire}
                    </button>
                  )}
                </td>
              </tr>
            );
          }}
        />
      </section>
      <CreateLink onCreated={load} />
    </>
  );
}

function CreateLink({ onCreated }: { onCreated: () => void }) {
  const t = useMessages(contentMessages);
  const [bizId, setBizId] = useState('');
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<Kind>('1');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [expiresAt, setExpiresAt] = useState('');
  const form = useConsoleForm(t.failed);
  const bizIdBad = !BIZ_ID.test(bizId);
  const missing = FIELDS[kind].filter((f) => REQUIRED.has(`${kind}:${f}`) && !fields[f]?.trim());

  const run = async () => {
    await contentApi.createLink({
      bizId,
      target: targetOf(kind, fields),
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(expiresAt ? { expiresAt: fromBeijingInput(expiresAt) } : {}),
    });
    setBizId('');
    setTitle('');
    setFields({});
    setExpiresAt('');
    onCreated();
    return t.saved;
  };

  return (
    <ConsoleForm
      heading={t.createLinkHeading}
      form={form}
      valid={!bizIdBad && missing.length === 0}
      run={run}
      submitLabel={t.create}
    >
      <div className="con-row">
        <Field label={t.bizId} error={form.problem(bizIdBad && t.bizIdBad)} hint={t.bizIdHint}>
          <input value={bizId} onChange={(e) => setBizId(e.target.value)} />
        </Field>
        <Field label={`${t.linkTitle}${t.optional}`}>
          <input value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
        </Field>
        <Field label={t.linkType}>
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k === 'url' ? t.typeUrl : t[`type${k}`]}
              </option>
            ))}
          </select>
        </Field>
        {FIELDS[kind].map((f) => (
          <Field
            key={`${kind}-${f}`}
            label={`${t[f as 'spuNo' | 'skuNo' | 'pageId' | 'tab' | 'teamId' | 'url']}${kind === '4' && f === 'pageId' ? t.optional : ''}`}
            error={form.problem(missing.includes(f) && t.required)}
          >
            <input
              value={fields[f] ?? ''}
              inputMode={f === 'tab' ? 'numeric' : undefined}
              onChange={(e) => setFields({ ...fields, [f]: e.target.value })}
            />
          </Field>
        ))}
        <Field label={`${t.expiresAt}${t.optional}`}>
          <input type="datetime-local" value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} />
        </Field>
      </div>
    </ConsoleForm>
  );
}
