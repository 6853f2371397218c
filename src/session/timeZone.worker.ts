/**
 * Runs in a worker (timeZoneWorker.ts): the first read of the device's time zone builds the engine's
 * time-zone data, a long task wherever it runs; here it runs off the page's main thread, and the data it
 * builds is the process's, so the page's own later reads are cheap (ADR 0079).
 */
const workerScope = self as unknown as { postMessage(message: string): void };
workerScope.postMessage(Intl.DateTimeFormat().resolvedOptions().timeZone);

// A module (the bundler builds it as a worker of its own), not a script sharing the page's globals.
export {};
