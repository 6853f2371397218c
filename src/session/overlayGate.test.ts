import { afterEach, describe, expect, it, vi } from 'vitest';
import { modal } from '../ui/modalStore';
import { createStore } from '../ui/store';
import { askLicenseConsent, licenseRequestStore } from './licenseRequest';
import { createOverlayGate, overlayGate, sessionSettledStore } from './overlayGate';

afterEach(() => {
  modal.dismissAll();
  licenseRequestStore.get()?.settle(false);
  sessionSettledStore.set(false);
});

describe('overlay gate', () => {
  it('stays closed until the session flow has settled', () => {
    const settled = createStore(false);
    const gate = createOverlayGate({ settled, dialogs: [] });
    expect(gate.isOpen()).toBe(false);
    settled.set(true);
    expect(gate.isOpen()).toBe(true);
  });

  it('closes while any dialog source is busy and tells subscribers each time', () => {
    const settled = createStore(true);
    const busy = createStore(false);
    const gate = createOverlayGate({
      settled,
      dialogs: [{ busy: () => busy.get(), subscribe: busy.subscribe }],
    });
    const listener = vi.fn();
    const off = gate.subscribe(listener);
    busy.set(true);
    expect(gate.isOpen()).toBe(false);
    busy.set(false);
    expect(gate.isOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    busy.set(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("the app's gate follows the shared modal queue and the license dialog", async () => {
    sessionSettledStore.set(true);
    expect(overlayGate.isOpen()).toBe(true);

    const alert = modal.alert({ title: 'disclaimer' });
    expect(overlayGate.isOpen()).toBe(false);
    modal.dismissAll();
    await alert;
    expect(overlayGate.isOpen()).toBe(true);

    const answer = askLicenseConsent();
    expect(overlayGate.isOpen()).toBe(false);
    licenseRequestStore.get()?.settle(true);
    await expect(answer).resolves.toBe(true);
    expect(overlayGate.isOpen()).toBe(true);
  });

  it("the app's gate is closed before the session has settled, even with no dialog open", () => {
    expect(overlayGate.isOpen()).toBe(false);
  });
});
