import type { OverlayGate } from '../../blocks/runtime';
import { modalStore } from '../ui/modalStore';
import { createStore, type Store } from '../ui/store';
import { licenseRequestStore } from './licenseRequest';

/**
 * One overlay at a time: the startup dialogs come in order (disclaimer, license, sign-on)
 * and a promotional overlay (the booth popup) only after them. The gate is open when the session
 * flow has settled (logged in, or finished without a login) and no dialog is open; it closes again
 * while a later dialog (a 0003 sign-on, an alert) is up, so the popup steps aside and comes back.
 *
 * Framework-free: the booth renderer hands it to blocks through the block runtime (blocks depend only
 * on schemas; the interface is theirs), and the session flow marks it settled without importing React.
 */
export type { OverlayGate };

export interface GateSources {
  /** The session flow has settled: no startup dialog or sign-on is still to come. */
  settled: Store<boolean>;
  /** Whether any dialog is open or queued; each source notifies when that may have changed. */
  dialogs: ReadonlyArray<{ busy(): boolean; subscribe(listener: () => void): () => void }>;
}

/** A gate over the given sources; the app's is `overlayGate` below, tests build their own. */
export function createOverlayGate(sources: GateSources): OverlayGate {
  return {
    isOpen: () => sources.settled.get() && !sources.dialogs.some((d) => d.busy()),
    subscribe(listener) {
      const offs = [
        sources.settled.subscribe(listener),
        ...sources.dialogs.map((d) => d.subscribe(listener)),
      ];
      return () => {
        for (const off of offs) off();
      };
    },
  };
}

/**
 * false until startSession() says otherwise: the flow settles after its checks (or at once in local
 * and dev, where it is skipped). A page that never starts a session keeps popups closed.
 */
export const sessionSettledStore = createStore(false);

export const markSessionSettled = (): void => sessionSettledStore.set(true);

export const overlayGate: OverlayGate = createOverlayGate({
  settled: sessionSettledStore,
  dialogs: [
    { busy: () => modalStore.get().length > 0, subscribe: modalStore.subscribe },
    { busy: () => licenseRequestStore.get() !== null, subscribe: licenseRequestStore.subscribe },
  ],
});
