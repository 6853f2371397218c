import type { NativeBridge, NativeResponse } from './types';

export interface RecordedCall {
  method: string;
  params: Record<string, unknown> | undefined;
}

/**
 * A stand-in for the app's injected object (the native side is not the unit under test):
 * records calls and answers from a script. Installs itself as window.mbankBridge.
 */
export function installTestBridge(answer: (call: RecordedCall) => NativeResponse | Promise<NativeResponse>): {
  calls: RecordedCall[];
  uninstall: () => void;
} {
  const calls: RecordedCall[] = [];
  const bridge: NativeBridge = {
    call: async (method, params) => {
      const call = { method, params };
      calls.push(call);
      return answer(call);
    },
  };
  window.mbankBridge = bridge;
  return {
    calls,
    uninstall: () => {
      delete window.mbankBridge;
    },
  };
}
