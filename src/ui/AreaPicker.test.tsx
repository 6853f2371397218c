import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { type Area, AreaPicker } from './AreaPicker';
import { useHistorySheet } from './useHistorySheet';

function Page({ value, onConfirm }: { value: Area | null; onConfirm: (a: Area) => void }) {
  const sheet = useHistorySheet('area');
  return (
    <>
      <button type="button" onClick={sheet.show}>
        地区
      </button>
      <AreaPicker sheet={sheet} value={value} onConfirm={onConfirm} />
    </>
  );
}

function setup(value: Area | null = null) {
  const onConfirm = vi.fn();
  const router = createMemoryRouter([{ path: '*', element: <Page value={value} onConfirm={onConfirm} /> }], {
    initialEntries: ['/', '/address'],
    initialIndex: 1,
  });
  render(<RouterProvider router={router} />);
  fireEvent.click(screen.getByRole('button', { name: '地区' }));
  return { onConfirm, router };
}

describe('AreaPicker', () => {
  it('walks province, city and district on the real table and closes with the choice', async () => {
    const { onConfirm, router } = setup();
    expect(router.state.location.search).toBe('?area=open');
    fireEvent.click(await screen.findByRole('button', { name: '广东省' }));
    fireEvent.click(await screen.findByRole('button', { name: '广州市' }));
    fireEvent.click(await screen.findByRole('button', { name: '天河区' }));
    expect(onConfirm).toHaveBeenCalledWith({ province: '广东省', city: '广州市', district: '天河区' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the saved district, and a level can be chosen again', async () => {
    const { onConfirm } = setup({ province: '北京市', city: '北京市', district: '朝阳区' });
    expect(await screen.findByRole('button', { name: '朝阳区', pressed: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '省份 北京市' }));
    fireEvent.click(screen.getByRole('button', { name: '上海市' }));
    fireEvent.click(await screen.findByRole('button', { name: '上海市' }));
    fireEvent.click(await screen.findByRole('button', { name: '浦东新区' }));
    expect(onConfirm).toHaveBeenCalledWith({ province: '上海市', city: '上海市', district: '浦东新区' });
  });

  it('loads the area table lazily, never with the picker itself', () => {
    const source = readFileSync(join(__dirname, 'AreaPicker.tsx'), 'utf8');
    expect(source).not.toMatch(/from '@vant\/area-data'|from '\.\/areaData'/);
    expect(source).toContain("import('./areaData')");
  });
});
