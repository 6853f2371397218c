import { createStore } from '../ui/store';

/** An open license dialog: SessionHost shows it and calls settle with the answer. */
export interface LicenseRequest {
  id: number;
  settle(agreed: boolean): void;
}

/** Framework-free so the login flow can ask without importing React. */
export const licenseRequestStore = createStore<LicenseRequest | null>(null);

let nextId = 1;
let pending: Promise<boolean> | null = null;

/** Opens the license dialog; true when the shopper agreed. A second ask while open shares the answer. */
export function askLicenseConsent(): Promise<boolean> {
  if (pending) return pending;
  const answer = new Promise<boolean>((resolve) => {
    const id = nextId++;
    licenseRequestStore.set({
      id,
      settle(agreed) {
        pending = null;
        licenseRequestStore.set((current) => (current?.id === id ? null : current));
        resolve(agreed);
      },
    });
  });
  pending = answer;
  return answer;
}
