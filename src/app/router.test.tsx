import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useRouteData } from '../screen/routeData';
import { aggregateAllowed, RouteScreen } from './router';
import type { RouteEntry } from './routeTable';

/** Spec §2: "/ and /aggregate — aggregate page, only in certain environments". */
function setEnv(env: string): void {
  document.head.querySelector('meta[name="mall-env"]')?.remove();
  const meta = document.createElement('meta');
  meta.name = 'mall-env';
  meta.content = env;
  document.head.append(meta);
}

function Aggregate() {
  const data = useRouteData<{ tab: string | null }>();
  return <p>aggregate page, tab {String(data.tab)}</p>;
}
const aggregate: RouteEntry = {
  path: '/aggregate',
  title: 'aggregate',
  screen: () => Promise.resolve({ default: Aggregate }),
  loader: ({ request }) => ({ tab: new URL(request.url).searchParams.get('tab') }),
};

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route index element={<RouteScreen entry={aggregate} gated />} />
        <Route path="/aggregate" element={<RouteScreen entry={aggregate} gated />} />
        <Route path="/index" element={<p>home page</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the aggregate page', () => {
  afterEach(() => document.head.querySelector('meta[name="mall-env"]')?.remove());

  it('exists in the test environments only', () => {
    for (const env of ['local', 'dev', 'sit', 'uat']) {
      setEnv(env);
      expect(aggregateAllowed()).toBe(true);
    }
    for (const env of ['pre', 'pro']) {
      setEnv(env);
      expect(aggregateAllowed()).toBe(false);
    }
  });

  it('in production, both / and /aggregate take the shopper to the home page', async () => {
    setEnv('pro');
    for (const path of ['/', '/aggregate']) {
      const view = renderAt(path);
      expect(await screen.findByText('home page')).toBeTruthy();
      view.unmount();
    }
  });

  it("in a test environment it shows, with its loader's answer for the address", async () => {
    setEnv('uat');
    renderAt('/aggregate?tab=3');
    expect(await screen.findByText('aggregate page, tab 3')).toBeTruthy();
  });
});
