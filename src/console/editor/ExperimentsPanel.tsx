import { useEffect, useState } from 'react';
import type {
  AudienceRule,
  ExperimentCreate,
  ExperimentView,
  VariantKey,
} from '../../../schemas/api/booth-experiments';
import { EXPERIMENT_MAX_VARIANTS, VARIANT_KEYS } from '../../../schemas/api/booth-experiments';
import { isProvinceCode, PROVINCE_CODES } from '../../../schemas/api/regions';
import { provinceMessages } from '../../../schemas/i18n/provinces';
import { formatDateTime } from '../../i18n/format';
import { useMessages } from '../../i18n/messages';
import { operatorApi } from '../api';
import { PendingApproval } from '../pendingApproval';
import { BlockVariantFields } from './BlockVariantFields';
import { blocksOf, type RawBlock } from './diff';
import { experimentMessages } from './experimentMessages';
import { experimentsApi } from './experimentsApi';
import type { JsonSchema } from './jsonSchema';

interface Props {
  pageKey: string;
  /** The layout's JSON Schema: a one-block variant's properties are edited with the editor's own form. */
  layoutSchema: JsonSchema;
  /** Bumped after every write to the page, so the list is read again. */
  revision: number;
  /** A write went through (or was sent for approval): its message, and the page's revision when it published. */
  onWritten: (message: string, revision: number | null) => void;
  onFailed: (e: unknown) => void;
}

interface VariantDraft {
  label: string;
  /** A saved version of the page, or the live page with one block replaced. */
  kind: 'version' | 'block';
  version: number;
  /** The replacement block (a copy of a live block, edited), for kind 'block'. */
  block: RawBlock | null;
  weight: number;
  audience: AudienceRule;
}

const percent = (x: number | null) => (x === null ? null : `${(x * 100).toFixed(1)}%`);

/**
 * The page's experiments (ADR 0056): start one on its saved versions (a split or audience
 * rules), read each variant's figures with their 95 % intervals and whether a difference is significant yet,
 * and end one by promoting a variant. Starting and ending go to a second operator while approval is on.
 */
export function ExperimentsPanel({ pageKey, layoutSchema, revision, onWritten, onFailed }: Props) {
  const t = useMessages(experimentMessages);
  const [experiments, setExperiments] = useState<ExperimentView[]>([]);
  const [versions, setVersions] = useState<number[]>([]);
  const [liveBlocks, setLiveBlocks] = useState<RawBlock[]>([]);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reads, setReads] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: revision and reads ask for a fresh read.
  useEffect(() => {
    experimentsApi.list(pageKey).then(
      (a) => setExperiments(a.experiments),
      () => setExperiments([]),
    );
    operatorApi.versions(pageKey).then(
      (a) => {
        setVersions(
          a.versions.filter((v) => v.status === 'published' && v.version !== null).map((v) => v.version ?? 0),
        );
        // A one-block variant replaces a block of the live version (what the server bases it on).
        const live = a.versions.find((v) => v.live)?.version ?? null;
        if (live === null) setLiveBlocks([]);
        else
          operatorApi.layout(pageKey, live).then(
            (l) => setLiveBlocks(blocksOf(l.layout)),
            () => setLiveBlocks([]),
          );
      },
      () => setVersions([]),
    );
  }, [pageKey, revision, reads]);

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      if (e instanceof PendingApproval) onWritten(e.message, null);
      else onFailed(e);
    } finally {
      setBusy(false);
      setReads((n) => n + 1);
    }
  };

  const start = (body: ExperimentCreate) =>
    act(async () => {
      const created = await experimentsApi.create(pageKey, body);
      setCreating(false);
      onWritten(t.started(created.id), null);
    });

  const promote = (e: ExperimentView, key: VariantKey) => {
    if (!window.confirm(t.confirmPromote(key))) return;
    void act(async () => {
      const ended = await experimentsApi.end(pageKey, e.id, key);
      onWritten(t.promoted(ended.promotedVariant, ended.version), ended.revision);
    });
  };

  const running = experiments.some((e) => e.state === 'running');
  return (
    <section className="con-card" aria-label={t.title} data-testid="experiments">
      <h2>{t.title}</h2>
      <p className="con-muted">{t.hint}</p>
      {experiments.length === 0 && <p className="con-muted">{t.none}</p>}
      {experiments.map((e) => (
        <ExperimentCard key={e.id} experiment={e} busy={busy} onPromote={(key) => promote(e, key)} />
      ))}
      {!running &&
        (creating ? (
          <CreateForm
            versions={versions}
            layoutSchema={layoutSchema}
            liveBlocks={liveBlocks}
            busy={busy}
            onStart={(b) => void start(b)}
          />
        ) : (
          <button
            type="button"
            className="con-btn"
            disabled={busy || versions.length === 0}
            onClick={() => setCreating(true)}
          >
            {t.create}
          </button>
        ))}
      {!running && versions.length === 0 && <p className="con-muted">{t.noVersions}</p>}
    </section>
  );
}

function ruleText(
  rule: AudienceRule | null,
  t: (typeof experimentMessages)['zh-CN'],
  provinces: (typeof provinceMessages)['zh-CN'],
): string {
  if (!rule || Object.values(rule).every((v) => v === undefined)) return t.everyoneElse;
  const parts: string[] = [];
  if (rule.customer) parts.push(rule.customer === 'new' ? t.newCustomer : t.returningCustomer);
  if (rule.elder !== undefined) parts.push(`${t.elder}: ${rule.elder ? t.elderOn : t.elderOff}`);
  if (rule.channel) parts.push(`${t.channel}: ${rule.channel}`);
  if (rule.region)
    parts.push(`${t.region}: ${isProvinceCode(rule.region) ? provinces[rule.region] : rule.region}`);
  return parts.join(' · ');
}

function ExperimentCard({
  experiment: e,
  busy,
  onPromote,
}: {
  experiment: ExperimentView;
  busy: boolean;
  onPromote: (key: VariantKey) => void;
}) {
  const t = useMessages(experimentMessages);
  const provinces = useMessages(provinceMessages);
  const f = e.figures;
  const control = e.variants[0]?.key ?? 'A';
  return (
    <div data-testid={`experiment-${e.id}`}>
      <h3>
        #{e.id} {e.name} · {e.state === 'running' ? t.running : t.ended}
      </h3>
      <p className="con-muted">
        {e.state === 'running' || e.endedAt === null || e.promotedVariant === null
          ? t.since(formatDateTime(e.startedAt))
          : t.endedAt(formatDateTime(e.endedAt), e.promotedVariant, e.promotedVersion ?? 0)}
      </p>
      <table className="con-table">
        <thead>
          <tr>
            <th scope="col">{t.variantColumn}</th>
            <th scope="col">{t.share}</th>
            <th scope="col">{t.visitors}</th>
            <th scope="col">{t.exposures}</th>
            <th scope="col">{t.clicks}</th>
            <th scope="col">{t.ctr}</th>
            <th scope="col">{t.interval}</th>
            <th scope="col">{t.orders}</th>
            <th scope="col">{t.orderRate}</th>
            {e.state === 'running' && <th scope="col" />}
          </tr>
        </thead>
        <tbody>
          {e.variants.map((v) => {
            const fig = f.variants.find((x) => x.key === v.key);
            const ci = fig?.ctrInterval;
            return (
              <tr key={v.key} data-testid={`variant-${v.key}`}>
                <th scope="row">
                  {v.key} {v.label}
                  {v.source.kind === 'version' ? ` (v${v.source.version})` : ` (${v.source.blockId})`}
                </th>
                <td>{e.mode === 'split' ? `${v.weight ?? 0}%` : ruleText(v.audience, t, provinces)}</td>
                <td>{fig?.visitors ?? 0}</td>
                <td data-testid="exposures">{fig?.exposures ?? 0}</td>
                <td data-testid="clicks">{fig?.clicks ?? 0}</td>
                <td>{percent(fig?.ctr ?? null) ?? t.noFigure}</td>
                <td>{ci ? `${percent(ci.low)} – ${percent(ci.high)}` : t.noFigure}</td>
                <td>{fig?.orders ?? 0}</td>
                <td>{percent(fig?.orderRate ?? null) ?? t.noFigure}</td>
                {e.state === 'running' && (
                  <td>
                    <button
                      type="button"
                      className="con-btn"
                      disabled={busy}
                      onClick={() => onPromote(v.key)}
                    >
                      {t.promote(v.key)}
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
          <tr>
            <th scope="row">{t.unattributed}</th>
            <td />
            <td />
            <td>{f.unattributed.exposures}</td>
            <td>{f.unattributed.clicks}</td>
            <td colSpan={e.state === 'running' ? 5 : 4} />
          </tr>
          <tr data-testid="page-total">
            <th scope="row">{t.pageTotal}</th>
            <td />
            <td />
            <td>{f.page.exposures}</td>
            <td>{f.page.clicks}</td>
            <td colSpan={e.state === 'running' ? 5 : 4} />
          </tr>
        </tbody>
      </table>
      <ul>
        {f.comparisons.map((c) => (
          <li key={c.key} data-testid={`comparison-${c.key}`}>
            {t.against(c.key, control)}
            {c.difference !== null && c.interval
              ? `: ${percent(c.difference)} (${percent(c.interval.low)} – ${percent(c.interval.high)}) `
              : ': '}
            <strong>{c.message}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

const emptyVariant = (version: number, weight: number): VariantDraft => ({
  label: '',
  kind: 'version',
  block: null,
  version,
  weight,
  audience: {},
});

function CreateForm({
  versions,
  layoutSchema,
  liveBlocks,
  busy,
  onStart,
}: {
  versions: number[];
  layoutSchema: JsonSchema;
  liveBlocks: readonly RawBlock[];
  busy: boolean;
  onStart: (body: ExperimentCreate) => void;
}) {
  const t = useMessages(experimentMessages);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<'split' | 'audience'>('split');
  const newest = versions[0] ?? 1;
  const [variants, setVariants] = useState<VariantDraft[]>([
    emptyVariant(versions[1] ?? newest, 50),
    emptyVariant(newest, 50),
  ]);
  const sum = variants.reduce((s, v) => s + v.weight, 0);
  const change = (i: number, patch: Partial<VariantDraft>) =>
    setVariants((vs) => vs.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  const changeRule = (i: number, patch: Partial<AudienceRule>) =>
    setVariants((vs) => vs.map((v, j) => (j === i ? { ...v, audience: { ...v.audience, ...patch } } : v)));

  const submit = () =>
    onStart({
      name,
      mode,
      variants: variants.map((v, i) => ({
        label: v.label || (VARIANT_KEYS[i] ?? 'A'),
        source:
          v.kind === 'block' && v.block
            ? { kind: 'block' as const, blockId: v.block.id, block: v.block }
            : { kind: 'version' as const, version: v.version },
        ...(mode === 'split' ? { weight: v.weight } : {}),
        // The last variant takes everyone else: no rule.
        ...(mode === 'audience' && i < variants.length - 1 ? { audience: cleanRule(v.audience) } : {}),
      })),
    });

  return (
    <form
      aria-label={t.create}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="con-row">
        <label className="con-field">
          <span>{t.name}</span>
          <input value={name} required maxLength={60} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="con-field">
          <span>{t.mode}</span>
          <select
            value={mode}
            onChange={(e) => setMode(e.target.value === 'audience' ? 'audience' : 'split')}
          >
            <option value="split">{t.modeSplit}</option>
            <option value="audience">{t.modeAudience}</option>
          </select>
        </label>
      </div>
      {variants.map((v, i) => {
        const key = VARIANT_KEYS[i] ?? 'A';
        const last = i === variants.length - 1;
        return (
          <fieldset key={key} className="con-row" aria-label={t.variant(key)}>
            <legend>{t.variant(key)}</legend>
            <label className="con-field">
              <span>{t.label}</span>
              <input value={v.label} maxLength={40} onChange={(e) => change(i, { label: e.target.value })} />
            </label>
            <label className="con-field">
              <span>{t.source}</span>
              <select
                value={v.kind}
                onChange={(e) => change(i, { kind: e.target.value === 'block' ? 'block' : 'version' })}
              >
                <option value="version">{t.sourceVersion}</option>
                <option value="block" disabled={liveBlocks.length === 0}>
                  {t.sourceBlock}
                </option>
              </select>
            </label>
            {v.kind === 'version' ? (
              <label className="con-field">
                <span>{t.version}</span>
                <select value={v.version} onChange={(e) => change(i, { version: Number(e.target.value) })}>
                  {versions.map((n) => (
                    <option key={n} value={n}>
                      v{n}
                    </option>
                  ))}
                </select>
              </label>
            ) : (
              <BlockVariantFields
                layoutSchema={layoutSchema}
                liveBlocks={liveBlocks}
                block={v.block}
                onChange={(block) => change(i, { block })}
              />
            )}
            {mode === 'split' && (
              <label className="con-field">
                <span>{t.weight}</span>
                <input
                  type="number"
                  min={0}
                  max={100}
                  value={v.weight}
                  onChange={(e) => change(i, { weight: Number(e.target.value) })}
                />
              </label>
            )}
            {mode === 'audience' && last && <p className="con-muted">{t.everyoneElse}</p>}
            {mode === 'audience' && !last && (
              <RuleFields rule={v.audience} onChange={(patch) => changeRule(i, patch)} />
            )}
            {variants.length > 2 && (
              <button
                type="button"
                className="con-btn"
                onClick={() => setVariants((vs) => vs.filter((_, j) => j !== i))}
              >
                {t.removeVariant(key)}
              </button>
            )}
          </fieldset>
        );
      })}
      {mode === 'split' && <p className={sum === 100 ? 'con-muted' : 'con-error'}>{t.weightSum(sum)}</p>}
      <div className="con-row">
        {variants.length < EXPERIMENT_MAX_VARIANTS && (
          <button
            type="button"
            className="con-btn"
            onClick={() => setVariants((vs) => [...vs, emptyVariant(newest, 0)])}
          >
            {t.addVariant}
          </button>
        )}
        <button
          type="submit"
          className="con-btn con-btn-primary"
          disabled={
            busy ||
            name.trim() === '' ||
            (mode === 'split' && sum !== 100) ||
            variants.some((v) => v.kind === 'block' && v.block === null)
          }
        >
          {t.start}
        </button>
      </div>
    </form>
  );
}

/** Leaves out the fields the operator left open, so a rule names only what it means. */
function cleanRule(rule: AudienceRule): AudienceRule {
  const out: AudienceRule = {};
  if (rule.customer) out.customer = rule.customer;
  if (rule.elder !== undefined) out.elder = rule.elder;
  if (rule.channel) out.channel = rule.channel;
  if (rule.region) out.region = rule.region;
  return out;
}

function RuleFields({
  rule,
  onChange,
}: {
  rule: AudienceRule;
  onChange: (patch: Partial<AudienceRule>) => void;
}) {
  const t = useMessages(experimentMessages);
  const provinces = useMessages(provinceMessages);
  return (
    <>
      <label className="con-field">
        <span>{t.customer}</span>
        <select
          value={rule.customer ?? ''}
          onChange={(e) =>
            onChange({
              customer:
                e.target.value === 'new' ? 'new' : e.target.value === 'returning' ? 'returning' : undefined,
            })
          }
        >
          <option value="">{t.anyone}</option>
          <option value="new">{t.newCustomer}</option>
          <option value="returning">{t.returningCustomer}</option>
        </select>
      </label>
      <label className="con-field">
        <span>{t.elder}</span>
        <select
          value={rule.elder === undefined ? '' : rule.elder ? '1' : '0'}
          onChange={(e) => onChange({ elder: e.target.value === '' ? undefined : e.target.value === '1' })}
        >
          <option value="">{t.anyone}</option>
          <option value="1">{t.elderOn}</option>
          <option value="0">{t.elderOff}</option>
        </select>
      </label>
      <label className="con-field">
        <span>{t.channel}</span>
        <input
          value={rule.channel ?? ''}
          maxLength={32}
          onChange={(e) => onChange({ channel: e.target.value || undefined })}
        />
      </label>
      <label className="con-field">
        <span>{t.region}</span>
        {/* The province of the customer's bank branch, as sign-on names it (ADR 0071). */}
        <select value={rule.region ?? ''} onChange={(e) => onChange({ region: e.target.value || undefined })}>
          <option value="">{t.anyone}</option>
          {PROVINCE_CODES.map((code) => (
            <option key={code} value={code}>
              {provinces[code]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
