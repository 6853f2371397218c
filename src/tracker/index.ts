/** Behaviour-tracking SDK: framework-free; see README.md for layers, options and wire format. */

export { learnTimeZone } from './core/base-fields';
export type { TaskStep } from './task';
export { createTracker, type Tracker } from './tracker';
export { TrackerError, type TrackerOptions } from './types';
