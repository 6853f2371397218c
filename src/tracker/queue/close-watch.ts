import { LEAVING, listen } from '../collectors/listen';
import type { Report } from '../core/safe';
import { persistSessions } from '../core/session';
import { journalPut } from './journal';
import type { EventQueue } from './queue';

export interface CloseWatch {
  /** Hidden or being closed: the page may die any moment, so new events are journaled first. */
  closing(): boolean;
  /** Set once the hide/pagehide keep-alive flush ran; events built after it are sent on their own. */
  flushed: boolean;
  uninstall(): void;
}

/**
 * Must be installed before the collectors: its handlers run first, so the events they build
 * on hide/pagehide already count as closing. Entering that state journals every event whose
 * IndexedDB write has not finished (or that only the memory store holds).
 */
export function watchClose(queue: EventQueue, report: Report): CloseWatch {
  // visibilityState may still read 'visible' during pagehide (navigation, some browsers).
  let leaving = false;
  // The numbers of the journaled events are stored with them (the session writes them lazily).
  const save = (): void => {
    persistSessions();
    journalPut(queue.unsaved());
  };
  const w: CloseWatch = {
    closing: () => leaving || document.visibilityState === 'hidden',
    flushed: false,
    uninstall: () => {
      for (const off of offs) off();
    },
  };
  const offs = [
    listen(
      window,
      LEAVING,
      () => {
        leaving = true;
        save();
      },
      report,
    ),
    listen(
      window,
      'pageshow',
      () => {
        leaving = false;
        w.flushed = false;
      },
      report,
    ),
    listen(
      document,
      'visibilitychange',
      () => {
        if (w.closing()) save();
        else w.flushed = false;
      },
      report,
    ),
  ];
  return w;
}
