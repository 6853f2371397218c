import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { BlockRuntimeProvider, defaultRuntime } from '../../../blocks/runtime';
import layout200 from '../../../fixtures/booth/edge/200-blocks.json';
import { BLOCK_TYPES } from '../../../schemas/booth/block-types';
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

function renderHandwritten(blocks: Parameters<typeof Handwritten>[0]['blocks']): number {
  const { root, host } = mount();
  const t0 = performance.now();
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <BlockRuntimeProvider value={defaultRuntime}>
          <Handwritten blocks={blocks} />
        </BlockRuntimeProvider>
      </MemoryRouter>,
    ),
  );
  const elapsed = performance.now() - t0;
  root.unmount();
  host.remove();
  return elapsed;
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
    boothBench: (
      samples: number,
    ) => Promise<{ validate: number[]; generic: number[]; handwritten: number[] }>;
  }
}

window.boothBench = async (samples) => {
  await warmUp();
  const checked = validateLayout(layout200);
  if (!checked.ok) throw new Error('fixture invalid');
  const out = { validate: [] as number[], generic: [] as number[], handwritten: [] as number[] };
  for (let i = 0; i < samples; i += 1) {
    out.validate.push(validateOnly());
    // Alternate so drift (GC, thermal) hits both sides alike.
    out.generic.push(renderGeneric());
    out.handwritten.push(renderHandwritten(checked.layout.blocks));
  }
  return out;
};
document.title = 'ready';
