import { useEffect, useRef, useState } from 'react';
import type { UploadResult } from '../../schemas/api/uploads';
import { errorMessage, isApiError } from '../api/errors';
import { uploadPicture } from '../api/upload';
import { shrinkPicture } from '../lib/shrinkPicture';
import { toast } from '../ui/toast';

/** A chosen photo on its way: being shrunk (progress null), being sent (0–1), or failed and retryable. */
export interface PendingPhoto {
  key: number;
  file: File;
  progress: number | null;
  failed: boolean;
}

/**
 * A refusal by the server (a 4xx answer: not a picture, too many pixels, the daily quota) would come back
 * the same on a retry; a timeout, a lost connection or a server fault may not.
 */
const retryable = (error: unknown) => !isApiError(error) || error.status === 408 || error.status >= 500;

const TOAST_MS = 2500;

/**
 * The photo picker's uploads: each chosen photo is shrunk on the phone, sent with its progress,
 * and on a failure worth retrying kept as a tile with a retry; the answered pictures go to `onChange`,
 * one at a time, as they arrive. `tooBig` is the picker's own message for a photo that cannot be brought
 * under the cap; every other message comes from the client in the shopper's language.
 */
export function usePhotoUploads(
  photos: readonly UploadResult[],
  onChange: (next: UploadResult[]) => void,
  tooBig: string,
) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  // The latest photos: uploads finish after renders the closure did not see.
  const latest = useRef(photos);
  latest.current = photos;
  const nextKey = useRef(0);
  /** Tiles the shopper removed while they waited their turn: not sent. */
  const discarded = useRef(new Set<number>());
  /** The upload of each tile being sent, stopped when its tile is removed or the picker goes away. */
  const sending = useRef(new Map<number, AbortController>());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
      for (const controller of sending.current.values()) controller.abort();
    },
    [],
  );

  const update = (key: number, change: Partial<PendingPhoto> | null) => {
    if (!mounted.current) return;
    setPending((all) =>
      change === null
        ? all.filter((p) => p.key !== key)
        : all.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );
  };

  const send = async (item: PendingPhoto) => {
    if (discarded.current.has(item.key)) return;
    update(item.key, { progress: null, failed: false });
    const shrunk = await shrinkPicture(item.file);
    if (shrunk === 'too_big') {
      update(item.key, null);
      toast(tooBig, TOAST_MS);
      return;
    }
    const controller = new AbortController();
    sending.current.set(item.key, controller);
    try {
      const result = await uploadPicture(shrunk.blob, shrunk.name, {
        onProgress: (sent) => update(item.key, { progress: sent }),
        signal: controller.signal,
      });
      update(item.key, null);
      if (!mounted.current || discarded.current.has(item.key)) return;
      const next = [...latest.current, result];
      latest.current = next;
      onChange(next);
    } catch (error) {
      if (controller.signal.aborted) return;
      // A lapsed session is handled by the shell (login again): nothing to show or retry here.
      if (isApiError(error) && error.handled) {
        update(item.key, null);
        return;
      }
      toast(errorMessage(error), TOAST_MS);
      update(item.key, retryable(error) ? { failed: true } : null);
    } finally {
      sending.current.delete(item.key);
    }
  };

  /** Queues the chosen files and sends them one after another (a phone's uplink is the bottleneck). */
  const add = async (files: readonly File[]) => {
    const items = files.map((file) => ({ key: nextKey.current++, file, progress: null, failed: false }));
    setPending((all) => [...all, ...items]);
    for (const item of items) await send(item);
  };

  const discard = (key: number) => {
    discarded.current.add(key);
    sending.current.get(key)?.abort();
    update(key, null);
  };

  return { pending, add, retry: (item: PendingPhoto) => void send(item), discard };
}
