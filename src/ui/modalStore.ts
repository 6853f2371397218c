import { createStore } from './store';

/** 'refresh (Ns)' countdown: reloads the page when it runs out or when tapped. */
export interface CountdownOptions {
  /** Default COUNTDOWN_DIALOG_S (5). */
  seconds?: number;
  /** Default window.location.reload(). */
  reload?: () => void;
  /** Button text before ' (Ns)'; default 'refresh' in the visit's language (刷新). */
  text?: string;
}

export interface AlertOptions {
  title: string;
  message?: string;
  okText?: string;
  /** Shows a close button and lets Esc close the dialog. */
  closable?: boolean;
  /** true for the defaults. */
  countdown?: boolean | CountdownOptions;
}

export interface ConfirmOptions extends AlertOptions {
  cancelText?: string;
}

export interface PromptOptions extends ConfirmOptions {
  /** Accessible label of the text field; defaults to the title. */
  inputLabel?: string;
  placeholder?: string;
  defaultValue?: string;
  maxLength?: number;
}

export type ModalRequest =
  | { id: number; kind: 'alert'; options: AlertOptions; settle: (value: undefined) => void }
  | { id: number; kind: 'confirm'; options: ConfirmOptions; settle: (value: boolean) => void }
  | { id: number; kind: 'prompt'; options: PromptOptions; settle: (value: string | null) => void };

/** Dialogs waiting to be shown; the host shows the first. One at a time, in call order. */
export const modalStore = createStore<readonly ModalRequest[]>([]);

let nextId = 1;

function open<R>(make: (id: number, settle: (value: R) => void) => ModalRequest): Promise<R> {
  return new Promise<R>((resolve) => {
    const id = nextId++;
    const settle = (value: R) => {
      // Remove first so a handler that opens the next dialog sees a clean queue.
      modalStore.set((queue) => queue.filter((request) => request.id !== id));
      resolve(value);
    };
    modalStore.set((queue) => [...queue, make(id, settle)]);
  });
}

/**
 * Imperative dialogs; mount <ModalHost/> once. Each resolves when the customer answers:
 * alert → undefined; confirm → true for OK, false for cancel or close; prompt → the text, or null
 * for cancel or close.
 */
export const modal = {
  alert: (options: AlertOptions): Promise<undefined> =>
    open<undefined>((id, settle) => ({ id, kind: 'alert', options, settle })),
  confirm: (options: ConfirmOptions): Promise<boolean> =>
    open<boolean>((id, settle) => ({ id, kind: 'confirm', options, settle })),
  prompt: (options: PromptOptions): Promise<string | null> =>
    open<string | null>((id, settle) => ({ id, kind: 'prompt', options, settle })),
  /** Closes every open dialog as if dismissed (page change, tests). */
  dismissAll(): void {
    for (const request of modalStore.get()) dismiss(request);
  },
};

/** Answers a request the way closing it would. */
export function dismiss(request: ModalRequest): void {
  switch (request.kind) {
    case 'alert':
      request.settle(undefined);
      break;
    case 'confirm':
      request.settle(false);
      break;
    case 'prompt':
      request.settle(null);
      break;
  }
}
