import type { TaskRecord, TaskStatus } from '../../schemas/tracking/events';
import type { CollectorDeps } from './collectors/types';
import { uuid } from './core/ids';
import { KEYS, readJson, writeJson } from './core/storage';
import { TrackerError } from './types';

export interface TaskStep {
  taskType: string;
  /** Picks one task when several share a type; Start may set it. */
  taskId?: string;
  nodeId?: string;
  nodeName?: string;
  errorCode?: string;
  errorMessage?: string;
}

/** Keeps the record small even for a long wizard. */
const MAX_PROCESS = 50;

type TaskMap = Record<string, TaskRecord>;

/**
 * Task tracking (spec §4): Start replaces the cached task of that type, Doing updates the
 * matching one, End removes it. The map lives in sessionStorage so a reload mid-task keeps
 * it. Each step is uploaded as a TaskTrack event. Start needs a task type, Doing a node id.
 */
export function createTasks({ emit, report }: Pick<CollectorDeps, 'emit' | 'report'>) {
  // Read once: every event links the active tasks, so avoid parsing storage per event.
  let cache: TaskMap | null = null;
  const load = (): TaskMap => {
    cache ??= readJson<TaskMap>('sessionStorage', KEYS.tasks) ?? {};
    return { ...cache };
  };
  const save = (m: TaskMap): void => {
    cache = m;
    writeJson('sessionStorage', KEYS.tasks, m);
  };
  const fail = (message: string): false => {
    report(new TrackerError('task', message));
    return false;
  };

  const step = (status: TaskStatus, s: TaskStep, base: TaskRecord): TaskRecord => {
    const now = Date.now();
    const nodeId = s.nodeId ?? base.TaskNodeId;
    const nodeName = s.nodeName ?? (s.nodeId ? '' : base.TaskNodeName);
    return {
      ...base,
      TaskStatus: status,
      OperateTime: now,
      Url: location.href,
      TaskNodeId: nodeId,
      TaskNodeName: nodeName,
      ErrorCode: s.errorCode ?? '',
      ErrorMessage: s.errorMessage ?? '',
      UserOperateDuration: Math.max(0, now - (base.TrackProcess[0]?.OperateTime ?? now)),
      TrackProcess: [
        ...base.TrackProcess,
        { TaskNodeId: nodeId, TaskNodeName: nodeName, TaskStatus: status, OperateTime: now },
      ].slice(-MAX_PROCESS),
    };
  };

  const find = (m: TaskMap, s: TaskStep): TaskRecord | undefined => {
    const t = m[s.taskType];
    return t && (!s.taskId || t.TaskId === s.taskId) ? t : undefined;
  };

  return {
    start(s: TaskStep): string | false {
      if (!s || typeof s.taskType !== 'string' || s.taskType === '')
        return fail('taskStart needs a task type');
      const m = load();
      const empty: TaskRecord = {
        TaskId: s.taskId || uuid(),
        TaskType: s.taskType,
        TaskStatus: 'Start',
        OperateTime: 0,
        Url: '',
        TaskNodeId: '',
        TaskNodeName: '',
        ErrorCode: '',
        ErrorMessage: '',
        UserOperateDuration: 0,
        TrackProcess: [],
      };
      const rec = step('Start', s, empty);
      m[s.taskType] = rec;
      save(m);
      void emit('TaskTrack', rec);
      return rec.TaskId;
    },
    doing(s: TaskStep): boolean {
      if (!s || typeof s.taskType !== 'string' || s.taskType === '')
        return fail('taskDoing needs a task type');
      if (!s.nodeId) return fail('a task step needs a node id');
      const m = load();
      const cur = find(m, s);
      if (!cur) return fail(`no started task of type ${s.taskType}`);
      const rec = step('Doing', s, cur);
      m[s.taskType] = rec;
      save(m);
      void emit('TaskTrack', rec);
      return true;
    },
    end(s: TaskStep): boolean {
      if (!s || typeof s.taskType !== 'string' || s.taskType === '') return fail('taskEnd needs a task type');
      const m = load();
      const cur = find(m, s);
      if (!cur) return fail(`no started task of type ${s.taskType}`);
      const rec = step('End', s, cur);
      delete m[s.taskType];
      save(m);
      void emit('TaskTrack', rec);
      return true;
    },
    /** Active tasks, linked from every event's behavior object. */
    active(): Array<{ TaskId: string; TaskType: string; TaskNodeId: string }> {
      return Object.values(cache ?? load()).map((t) => ({
        TaskId: t.TaskId,
        TaskType: t.TaskType,
        TaskNodeId: t.TaskNodeId,
      }));
    },
  };
}

export type Tasks = ReturnType<typeof createTasks>;
