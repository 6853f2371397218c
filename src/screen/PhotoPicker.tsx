import { type ChangeEvent, useId, useState } from 'react';
import { MAX_UPLOAD_BYTES, type UploadResult } from '../../schemas/api/uploads';
import { errorMessage, isApiError } from '../api/errors';
import { uploadPicture } from '../api/upload';
import { useMessages } from '../i18n/messages';
import { Image } from '../ui/Image';
import { CloseIcon } from '../ui/icons';
import { toast } from '../ui/toast';
import styles from './PhotoPicker.module.css';
import { photoPickerMessages } from './photoPickerMessages';

/**
 * Up to `max` photos, each uploaded as soon as it is chosen (the server judges the bytes, keeps only JPEG
 * and PNG and strips their metadata); the form keeps the answered ids. Too big a file is refused here
 * before it is sent. The screen names the section (`title`) and each photo (`photoLabel`); `testId` marks
 * each photo and, with `-input`, the file input.
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
  const [uploading, setUploading] = useState(false);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const files = [...(input.files ?? [])].slice(0, max - photos.length);
    input.value = '';
    const added: UploadResult[] = [];
    setUploading(true);
    try {
      for (const file of files) {
        if (file.size > MAX_UPLOAD_BYTES) {
          toast(t.tooBig, 2000);
          continue;
        }
        added.push(await uploadPicture(file, file.name));
      }
    } catch (error) {
      if (!(isApiError(error) && error.handled)) toast(errorMessage(error), 2000);
    } finally {
      setUploading(false);
      if (added.length > 0) onChange([...photos, ...added]);
    }
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
            <Image src={p.url} alt={photoLabel(i + 1)} ratio={1} radius={6} />
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
        {photos.length < max && (
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
              onChange={(e) => void choose(e)}
              data-testid={`${testId}-input`}
            />
          </li>
        )}
      </ul>
    </section>
  );
}
