import { act, lazy, Suspense, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdTapsOnDehydratedParts } from './earlyTaps';

/*
 * A server-rendered screen whose lazy part hydrates later than the shell: the shell's hydration hands over
 * (holdTapsOnDehydratedParts), then a tap lands on the part still waiting for its code (ADR 0073).
 */
// React's act() checks that the environment expects it (else it warns on every call).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function Part({ onTap }: { onTap: () => void }) {
  return (
    <button type="button" onClick={onTap}>
      tab
    </button>
  );
}

function Screen({
  part,
  onHydrated,
}: {
  part: React.ComponentType<{ onTap: () => void }>;
  onHydrated?: () => void;
}) {
  const LazyPart = part;
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <main>
      <Suspense fallback={null}>
        <LazyPart onTap={tapped} />
      </Suspense>
    </main>
  );
}
const tapped = vi.fn();

async function serverScreen(): Promise<HTMLElement> {
  const html = renderToString(<Screen part={Part} />);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('taps on a part still waiting for its code after the shell hydrated', () => {
  it('are held and answered once the part hydrates', async () => {
    tapped.mockClear();
    const container = await serverScreen();
    let arrive: (m: { default: typeof Part }) => void = () => {};
    const LazyPart = lazy(() => new Promise<{ default: typeof Part }>((resolve) => (arrive = resolve)));
    await act(async () => {
      root = hydrateRoot(
        container,
        <Screen part={LazyPart} onHydrated={() => (stop = holdTapsOnDehydratedParts())} />,
      );
    });
    expect(stop).toBeDefined();
    const button = container.querySelector('button');
    button?.click();
    expect(tapped).not.toHaveBeenCalled();
    await act(async () => arrive({ default: Part }));
    await vi.waitFor(() => expect(tapped).toHaveBeenCalledTimes(1), { timeout: 2000, interval: 20 });
  });

  it('are not held once the part is hydrated: one tap, one answer', async () => {
    tapped.mockClear();
    const container = await serverScreen();
    await act(async () => {
      root = hydrateRoot(
        container,
        <Screen part={Part} onHydrated={() => (stop = holdTapsOnDehydratedParts())} />,
      );
    });
    container.querySelector('button')?.click();
    expect(tapped).toHaveBeenCalledTimes(1);
  });

  it('leave alone a control a library added inside a hydrated part', async () => {
    tapped.mockClear();
    const container = await serverScreen();
    await act(async () => {
      root = hydrateRoot(
        container,
        <Screen part={Part} onHydrated={() => (stop = holdTapsOnDehydratedParts())} />,
      );
    });
    // As swiper adds its bullets: a button React never owns, in a part React has hydrated.
    const bullet = document.createElement('button');
    const onBullet = vi.fn();
    bullet.addEventListener('click', onBullet);
    container.querySelector('main')?.append(bullet);
    bullet.click();
    expect(onBullet).toHaveBeenCalledTimes(1);
  });
});
