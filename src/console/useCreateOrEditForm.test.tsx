import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '../../schemas/zod';
import { useCreateOrEditForm } from './useCreateOrEditForm';

const edit = z.object({ title: z.string().check(z.minLength(1)) });
const create = z.object({ no: z.string().check(z.minLength(2)), title: z.string().check(z.minLength(1)) });
type Row = { no: string; title: string };

const hook = (editing: Row | null, calls = { create: vi.fn(), edit: vi.fn() }, onDone = vi.fn()) =>
  renderHook(() =>
    useCreateOrEditForm({
      editing,
      start: () => editing ?? { no: '', title: '' },
      body: (f) => ({ title: f.title.trim() }),
      check: { create, edit, key: (f) => ({ no: f.no.trim() }) },
      save: {
        create: async (body, f) => {
          calls.create(f.no, body);
          return `created ${f.no}`;
        },
        edit: async (body, row) => {
          calls.edit(row.no, body);
          return `saved ${row.no}`;
        },
      },
      onDone,
      failed: (m) => m,
    }),
  );

describe('the create-or-edit form', () => {
  it('judges a new row by the create schema, key included, and creates it', async () => {
    const calls = { create: vi.fn(), edit: vi.fn() };
    const onDone = vi.fn();
    const { result } = hook(null, calls, onDone);
    act(() => result.current.set('title')({ target: { value: ' Spring ' } }));
    expect(result.current.form.valid).toBe(false);
    act(() => result.current.set('no')({ target: { value: 'S1' } }));
    expect(result.current.form.valid).toBe(true);
    await act(() => result.current.run());
    expect(calls.create).toHaveBeenCalledWith('S1', { title: 'Spring' });
    expect(calls.edit).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledWith('created S1');
  });

  it('judges an edit by the edit schema alone and saves the row it edits', async () => {
    const calls = { create: vi.fn(), edit: vi.fn() };
    const onDone = vi.fn();
    const { result } = hook({ no: 'X', title: 'Old' }, calls, onDone);
    // The key 'X' would break the create schema (two characters at least); an edit does not judge it.
    expect(result.current.form.valid).toBe(true);
    act(() => result.current.set('title')({ target: { value: '' } }));
    expect(result.current.form.valid).toBe(false);
    act(() => result.current.set('title')({ target: { value: 'New' } }));
    await act(() => result.current.run());
    expect(calls.edit).toHaveBeenCalledWith('X', { title: 'New' });
    expect(onDone).toHaveBeenCalledWith('saved X');
  });
});
