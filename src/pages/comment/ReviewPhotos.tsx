import { type ChangeEvent, useId, useState } from 'react';
import { MAX_UPLOAD_BYTES, type UploadResult } from '../../../schemas/api/uploads';
import { errorMessage, isApiError } from '../../api/errors';
import { uploadPicture } from '../../api/upload';
import { useMessages } from '../../i18n/messages';
import { Image } from '../../ui/Image';
import { CloseIcon } from '../../ui/icons';
import { toast } from '../../ui/toast';
import styles from './Comment.module.css';
import { commentMessages } from './messages';

/**
 * Up to `max` review photos, each uploaded as soon as it is chosen (the server judges the bytes, keeps
 * only JPEG and PNG and strips their metadata); the form keeps the ids. Too big a file is refused here.
 */
export function ReviewPhotos({
  photos,
  onChange,
  max,
}: {
  photos: readonly UploadResult[];
  onChange: (next: UploadResult[]) => void;
  max: number;
}) {
  const t = useMessages(commentMessages);
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
    <section aria-labelledby={`${inputId}-title`}>
      <div className={styles.row}>
        <span id={`${inputId}-title`}>{t.photos}</span>
        <span className={styles.muted}>{t.photosHint(max)}</span>
      </div>
      <ul className={styles.photos}>
        {photos.map((p, i) => (
          <li key={p.fileId} className={styles.photo} data-testid="review-photo">
            <Image src={p.url} alt={t.photo(i + 1)} ratio={1} radius={6} />
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
              data-testid="review-photo-input"
            />
          </li>
        )}
      </ul>
    </section>
  );
}
