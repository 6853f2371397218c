import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { BlockRuntimeProvider, defaultRuntime } from '../../../blocks/runtime';
import layout200 from '../../../fixtures/booth/edge/200-blocks.json';
import { BLOCK_TYPES } from '../../../schemas/booth/block-types';
import type { Block } from '../../../schemas/booth/blocks/index';
import { validateLayout } from '../../../schemas/booth/validate';
import { BoothRenderer } from '../../../src/booth/BoothRenderer';
import { preloadBlockTypes } from '../../../src/booth/blockComponents';
import { Handwritten } from './Handwritten';

/**
 * Runs in Chromium (tests/bench/booth.ts drives it). Each sample renders the 200-block layout into a
 * fresh root with flushSync, so the time covers validation (generic only) and the synchronous commit.
 */
const EXPECTED = layout200.blocks.length;

function mount(): { root: Root; host: HTMLElement } {
  const host = document.createElement('div');
  document.body.append(host);
  return { root: createRoot(host), host };
}

function renderGeneric(): number {
  const { root, host } = mount();
  const t0 = performance.now();
  const result = validateLayout(layout200);
  if (!result.ok) throw new Error('200-block fixture did not validate');
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <BoothRenderer
          layout={result.layout}
          dropped={result.dropped}
          preview={false}
          productsFor={() => []}
        />
      </MemoryRouter>,
    ),
  );
  const elapsed = performance.now() - t0;
  const rendered = host.querySelectorAll('[data-block-id]').length;
  root.unmount();
  host.remove();
  if (rendered !== EXPECTED) throw new Error(`generic rendered ${rendered}/${EXPECTED} blocks`);
  return elapsed;
}

/**
 * The 200 blocks written by hand, with the mall's block components or with stand-ins. Returns the
 * commit (render, DOM, effects: what React runs synchronously) and the commit plus the first layout
 * (a forced read right after: the page's own layout work, whatever the blocks read during commit).
 */
function renderHandwritten(
  blocks: Parameters<typeof Handwritten>[0]['blocks'],
  standIns: boolean | ((block: Block) => boolean) = false,
): { commit: number; layout: number } {
  const { root, host } = mount();
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <BlockRuntimeProvider value={defaultRuntime}>
          <Handwritten blocks={blocks} standIns={standIns} />
        </BlockRuntimeProvider>
      </MemoryRouter>,
    ),
  );
  const commit = performance.now() - t0;
  void host.offsetHeight;
  const layout = performance.now() - t0;
  root.unmount();
  host.remove();
  return { commit, layout };
}

function validateOnly(): number {
  const t0 = performance.now();
  validateLayout(layout200);
  return performance.now() - t0;
}

async function warmUp(): Promise<void> {
  preloadBlockTypes(BLOCK_TYPES);
  // React.lazy resolves on its first render; render until every block is there without suspending.
  let last: unknown;
  for (let i = 0; i < 20; i += 1) {
    try {
      renderGeneric();
      return;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`block chunks never resolved: ${String(last)}`);
}

declare global {
  interface Window {
    boothBenchWithout: (samples: number) => Promise<Record<string, number>>;
    boothBenchByType: (samples: number) => Promise<Record<string, { real: number; standIns: number }>>;
    boothBench: (samples: number) => Promise<{
      validate: number[];
      generic: number[];
      handwritten: number[];
      realLayout: number[];
      standIns: number[];
      standInsLayout: number[];
    }>;
  }
}

window.boothBench = async (samples) => {
  await warmUp();
  const checked = validateLayout(layout200);
  if (!checked.ok) throw new Error('fixture invalid');
  const out = {
    validate: [] as number[],
    generic: [] as number[],
    handwritten: [] as number[],
    realLayout: [] as number[],
    standIns: [] as number[],
    standInsLayout: [] as number[],
  };
  for (let i = 0; i < samples; i += 1) {
    out.validate.push(validateOnly());
    // Alternate so drift (GC, thermal) hits every side alike.
    out.generic.push(renderGeneric());
    const real = renderHandwritten(checked.layout.blocks);
    out.handwritten.push(real.commit);
    out.realLayout.push(real.layout);
    const stand = renderHandwritten(checked.layout.blocks, true);
    out.standIns.push(stand.commit);
    out.standInsLayout.push(stand.layout);
    // Let observers and timers the blocks started run between samples, as a page would.
    await new Promise((r) => setTimeout(r, 0));
  }
  return out;
};
/** Where the time goes: the same comparison per block type (medians of `samples`, real ms / stand-in ms). */
window.boothBenchByType = async (samples) => {
  await warmUp();
  const checked = validateLayout(layout200);
  if (!checked.ok) throw new Error('fixture invalid');
  const out: Record<string, { real: number; standIns: number }> = {};
  const types = [...new Set(checked.layout.blocks.map((b) => b.type))];
  for (const type of types) {
    const blocks = checked.layout.blocks.filter((b) => b.type === type);
    const real: number[] = [];
    const stand: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      real.push(renderHandwritten(blocks).commit);
      stand.push(renderHandwritten(blocks, true).commit);
      await new Promise((r) => setTimeout(r, 0));
    }
    const mid = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
    out[`${type} ×${blocks.length}`] = { real: mid(real), standIns: mid(stand) };
  }
  return out;
};

/** The whole page with one block type swapped for stand-ins: what that type costs among the others. */
window.boothBenchWithout = async (samples) => {
  await warmUp();
  const checked = validateLayout(layout200);
  if (!checked.ok) throw new Error('fixture invalid');
  const mid = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  const out: Record<string, number> = {};
  const types = ['none', ...new Set(checked.layout.blocks.map((b) => b.type))];
  for (const type of types) {
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      times.push(renderHandwritten(checked.layout.blocks, (b) => b.type === type).commit);
      await new Promise((r) => setTimeout(r, 0));
    }
    out[type] = mid(times);
  }
  return out;
};

document.title = 'ready';
