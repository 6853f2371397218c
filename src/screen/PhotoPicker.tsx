import { type ChangeEvent, useId } from 'react';
import type { UploadResult } from '../../schemas/api/uploads';
import { useMessages } from '../i18n/messages';
import { Image } from '../ui/Image';
import { CloseIcon } from '../ui/icons';
import styles from './PhotoPicker.module.css';
import { photoPickerMessages } from './photoPickerMessages';
import { usePhotoUploads } from './usePhotoUploads';

/**
 * Up to `max` photos, each shrunk on the phone and uploaded as soon as it is chosen, its progress on its
 * tile and a retry when sending failed (usePhotoUploads; the server judges the bytes, keeps only JPEG and
 * PNG, upright and without metadata); the form keeps the answered ids, tiles show the thumbnails. The
 * screen names the section (`title`) and each photo (`photoLabel`); `testId` marks each photo, with
 * `-input` the file input and with `-pending` a photo still on its way.
 */
export function PhotoPicker({
  photos,
  onChange,
  max,
  title,
  photoLabel,
  testId,
  className,
}: {
  photos: readonly UploadResult[];
  onChange: (next: UploadResult[]) => void;
  max: number;
  title: string;
  photoLabel: (n: number) => string;
  testId: string;
  className?: string;
}) {
  const t = useMessages(photoPickerMessages);
  const inputId = useId();
  const { pending, add, retry, discard } = usePhotoUploads(photos, onChange, t.tooBig);
  const uploading = pending.some((p) => !p.failed);
  const room = max - photos.length - pending.length;

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = [...(input.files ?? [])].slice(0, room);
    input.value = '';
    void add(files);
  };

  return (
    <section className={className} aria-labelledby={`${inputId}-title`}>
      <div className={styles.row}>
        <span id={`${inputId}-title`}>{title}</span>
        <span className={styles.muted}>{t.photosHint(max)}</span>
      </div>
      <ul className={styles.photos}>
        {photos.map((p, i) => (
          <li key={p.fileId} className={styles.photo} data-testid={testId}>
            <Image src={p.thumbUrl} alt={photoLabel(i + 1)} ratio={1} radius={6} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t.removePhoto(i + 1)}
              onClick={() => onChange(photos.filter((x) => x.fileId !== p.fileId))}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        {pending.map((p, i) => (
          <li key={`pending-${p.key}`} className={styles.photo} data-testid={`${testId}-pending`}>
            <div className={styles.pending}>
              {p.failed ? (
                <button type="button" className={styles.retry} onClick={() => retry(p)}>
                  {t.retry}
                </button>
              ) : (
                <>
                  <span>
                    {p.progress === null ? t.preparing : t.uploadingPercent(Math.round(p.progress * 100))}
                  </span>
                  <progress
                    className={styles.progress}
                    max={100}
                    value={Math.round((p.progress ?? 0) * 100)}
                  />
                </>
              )}
            </div>
            <button
              type="button"
              className={styles.remove}
              aria-label={t.discardPhoto(photos.length + i + 1)}
              onClick={() => discard(p.key)}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label className={styles.add} htmlFor={inputId}>
              {uploading ? t.uploading : t.addPhoto}
            </label>
            <input
              id={inputId}
              className={styles.fileInput}
              type="file"
              accept="image/jpeg,image/png"
              multiple
              disabled={uploading}
              onChange={choose}
              data-testid={`${testId}-input`}
            />
          </li>
        )}
      </ul>
    </section>
  );
}
