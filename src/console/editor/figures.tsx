import { type ReactNode, useEffect, useState } from 'react';
import type { AnalyticsAnswer, AnalyticsTrendAnswer } from '../../../schemas/api/booth-figures';
import { useMessages } from '../../i18n/messages';
import { operatorApi } from '../api';
import { realServerNow } from '../clock';
import { figuresMessages } from './figuresMessages';
import { blockTypeMessages, editorMessages } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIODS = [1, 7, 30] as const;
const TREND = [14, 30] as const;

type Row = AnalyticsAnswer['blocks'][number];

/** A share as a percentage with one decimal; '–' when there is nothing to divide by. */
const percent = (part: number, whole: number): string =>
  whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '–';

/**
 * The page's figures: a period and a published version chosen above the block list (the
 * live version first), each block's exposures and clicks of that version beside it, and a panel with every
 * block the version had (those the page no longer holds marked), unique visitors, closes, orders, the daily
 * trend and the CSV. Versions are never added together.
 */
export function useBlockFigures(pageKey: string, revision: number, currentIds: ReadonlySet<string>) {
  const t = useMessages(editorMessages);
  const f = useMessages(figuresMessages);
  const names = useMessages(blockTypeMessages);
  const [days, setDays] = useState<number>(7);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [trendDays, setTrendDays] = useState<(typeof TREND)[number]>(14);
  const [asked, setAsked] = useState(0);
  const [answer, setAnswer] = useState<AnalyticsAnswer | null>(null);
  const [trend, setTrend] = useState<AnalyticsTrendAnswer | null>(null);
  const [from, setFrom] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked and revision ask for a fresh read.
  useEffect(() => {
    const since = Math.max(0, realServerNow() - days * DAY_MS);
    setFrom(since);
    let current = true;
    operatorApi.analytics(pageKey, since, version).then(
      (a) => {
        if (!current) return;
        // No version chosen yet: the live one (else the newest), asked for again so its silent blocks show.
        const chosen = a.versions.find((v) => v.live) ?? a.versions[0];
        if (version === undefined && chosen) setVersion(chosen.version);
        else setAnswer(a);
      },
      () => current && setAnswer(null),
    );
    return () => {
      current = false;
    };
  }, [pageKey, days, version, asked, revision]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked and revision ask for a fresh read.
  useEffect(() => {
    if (version === undefined) return;
    let current = true;
    operatorApi.analyticsTrend(pageKey, trendDays, version).then(
      (a) => current && setTrend(a),
      () => current && setTrend(null),
    );
    return () => {
      current = false;
    };
  }, [pageKey, trendDays, version, asked, revision]);

  const rows: Row[] =
    answer && version !== undefined ? answer.blocks.filter((b) => b.version === version) : [];
  const byBlock = new Map(rows.map((r) => [r.blockId, r]));
  const versions = answer?.versions ?? [];

  const bar = (
    <div className="con-row">
      <label className="con-field">
        <span>{t.figuresPeriod}</span>
        <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
          {PERIODS.map((d) => (
            <option key={d} value={d}>
              {t.days(d)}
            </option>
          ))}
        </select>
      </label>
      <label className="con-field">
        <span>{f.version}</span>
        <select
          value={version ?? ''}
          disabled={versions.length === 0}
          onChange={(e) => setVersion(Number(e.target.value))}
        >
          {versions.length === 0 && <option value="">{f.noVersion}</option>}
          {versions.map((v) => (
            <option key={v.version} value={v.version}>
              {f.versionOption(v.version, v.live)}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="con-btn" onClick={() => setAsked((n) => n + 1)}>
        {t.figuresRefresh}
      </button>
    </div>
  );

  const typeName = (type: string): string => (type in names ? names[type as keyof typeof names] : type);
  const most = Math.max(1, ...(trend?.days ?? []).map((d) => d.exposures));
  const panel: ReactNode =
    version === undefined ? null : (
      <section className="con-card con-figures" aria-label={f.title(version)} data-testid="figures-panel">
        <div className="con-row">
          <h2>{f.title(version)}</h2>
          <a className="con-btn" href={operatorApi.analyticsExportHref(pageKey, from, version)} download>
            {f.download}
          </a>
        </div>
        <p className="con-muted">{f.rule}</p>
        {rows.length === 0 ? (
          <p className="con-muted">{f.none}</p>
        ) : (
          <table className="con-table" data-testid="figures-table">
            <thead>
              <tr>
                <th>{f.block}</th>
                <th>{f.type}</th>
                <th>{f.exposures}</th>
                <th>{f.visitors}</th>
                <th>{f.clicks}</th>
                <th>{f.clickers}</th>
                <th>{f.ctr}</th>
                <th>{f.dismissals}</th>
                <th>{f.orders}</th>
                <th>{f.orderRate}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.blockId} data-testid={`figures-row-${r.blockId}`}>
                  <td>
                    {r.blockId}
                    {!currentIds.has(r.blockId) && <span className="con-muted"> · {f.removed}</span>}
                  </td>
                  <td>{typeName(r.blockType)}</td>
                  <td>{r.exposures}</td>
                  <td>{r.visitors}</td>
                  <td>{r.clicks}</td>
                  <td>{r.clickers}</td>
                  <td>{percent(r.clicks, r.exposures)}</td>
                  <td>{r.dismissals}</td>
                  <td>{r.orders}</td>
                  <td>{percent(r.orders, r.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="con-row">
          <h2>{f.trend}</h2>
          <label className="con-field">
            <span>{f.trendDays}</span>
            <select value={trendDays} onChange={(e) => setTrendDays(Number(e.target.value) === 30 ? 30 : 14)}>
              {TREND.map((d) => (
                <option key={d} value={d}>
                  {t.days(d)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <table className="con-table" data-testid="figures-trend">
          <thead>
            <tr>
              <th>{f.day}</th>
              <th>{f.exposures}</th>
              <th>{f.visitors}</th>
              <th>{f.clicks}</th>
              <th>{f.orders}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {(trend?.days ?? []).map((d) => (
              <tr key={d.day} data-testid={`trend-${d.day}`}>
                <td>{d.day}</td>
                <td>{d.exposures}</td>
                <td>{d.visitors}</td>
                <td>{d.clicks}</td>
                <td>{d.orders}</td>
                <td aria-hidden="true" className="con-trend-cell">
                  <span className="con-trend-bar" style={{ width: `${(d.exposures / most) * 100}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );

  return { byBlock, bar, panel };
}
