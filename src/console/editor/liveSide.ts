import { operatorApi } from '../api';
import type { DiffSide } from './DiffView';

/**
 * The live version as one side of a confirmation's diff, read fresh (another operator may have published
 * since the editor opened); a page with nothing live compares against an empty page.
 */
export async function liveSide(
  pageKey: string,
  labels: { live: (v: number) => string; none: string },
): Promise<DiffSide> {
  const { versions } = await operatorApi.versions(pageKey);
  const live = versions.find((v) => v.live)?.version ?? null;
  if (live === null) return { label: labels.none, layout: { blocks: [] } };
  const { layout } = await operatorApi.layout(pageKey, live);
  return { label: labels.live(live), layout };
}
