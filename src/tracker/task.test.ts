import { describe, expect, it } from 'vitest';
import { taskRecordSchema } from '../../schemas/tracking/events';
import { createTasks } from './task';
import { makeDeps } from './testing/deps';

const map = () => JSON.parse(sessionStorage.getItem('mbm_trk_tasks') ?? '{}');

describe('task tracking (spec §4, §5)', () => {
  it('Start caches a task in sessionStorage, Doing updates it, End removes it', () => {
    const s = makeDeps();
    const tasks = createTasks(s.deps);
    const id = tasks.start({ taskType: 'buy', nodeId: 'detail', nodeName: 'Product detail' });
    expect(typeof id).toBe('string');
    expect(map().buy).toMatchObject({ TaskId: id, TaskStatus: 'Start', TaskNodeId: 'detail' });
    expect(tasks.doing({ taskType: 'buy', nodeId: 'confirm', nodeName: 'Confirm order' })).toBe(true);
    expect(map().buy).toMatchObject({ TaskStatus: 'Doing', TaskNodeId: 'confirm' });
    expect(tasks.end({ taskType: 'buy', nodeId: 'paid', errorCode: '', errorMessage: '' })).toBe(true);
    expect(map().buy).toBeUndefined();
    const recs = s.ofType('TaskTrack').map((e) => e.data);
    expect(recs.map((r) => r.TaskStatus)).toEqual(['Start', 'Doing', 'End']);
    expect(recs[2]?.TrackProcess.map((p) => p.TaskNodeId)).toEqual(['detail', 'confirm', 'paid']);
    for (const r of recs) expect(taskRecordSchema.safeParse(r).success).toBe(true);
  });

  it('Start replaces the cached task of that type', () => {
    const s = makeDeps();
    const tasks = createTasks(s.deps);
    const first = tasks.start({ taskType: 'buy' });
    const second = tasks.start({ taskType: 'buy' });
    expect(second).not.toBe(first);
    expect(Object.keys(map())).toEqual(['buy']);
    expect(map().buy.TaskId).toBe(second);
    expect(tasks.doing({ taskType: 'buy', taskId: first as string, nodeId: 'n' })).toBe(false);
  });

  it('start needs a task type; a step needs a node id; both reported, never thrown', () => {
    const s = makeDeps();
    const tasks = createTasks(s.deps);
    expect(tasks.start({ taskType: '' })).toBe(false);
    tasks.start({ taskType: 'coupon' });
    expect(tasks.doing({ taskType: 'coupon' })).toBe(false);
    expect(tasks.doing({ taskType: 'nope', nodeId: 'x' })).toBe(false);
    expect(s.errors.map((e) => e.message)).toEqual([
      'taskStart needs a task type',
      'a task step needs a node id',
      'no started task of type nope',
    ]);
    expect(s.errors.every((e) => e.kind === 'task')).toBe(true);
  });
});
