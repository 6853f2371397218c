import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { fetchLicenseText } from '../../api/license';
import { FailurePage } from '../../ui/FailurePage';
import { Skeleton } from '../../ui/Skeleton';
import { currentLicenseVersion } from './currentVersion';
import styles from './LicensePages.module.css';
import { useLoad } from './useLoad';

/** /licenseContent: the user agreement, license-{version}.json; ?version= picks an older one. */
export default function LicenseContentPage() {
  const [params] = useSearchParams();
  const requested = params.get('version');
  const load = useCallback(async () => {
    const version = requested || (await currentLicenseVersion());
    if (!version) throw new ApiError({ status: 404, statusText: 'no agreement version' });
    return fetchLicenseText(version);
  }, [requested]);
  const { state, reload } = useLoad(load);

  if (state.status === 'loading') return <Skeleton variant="list" rows={3} label="Loading the agreement" />;
  if (state.status === 'error') return state.handled ? null : <FailurePage onReload={reload} />;
  const text = state.data;
  return (
    <article className={styles.page} aria-labelledby="license-title">
      <h2 id="license-title" className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.meta}>Version {text.version}</p>
      {text.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h3 className={styles.heading}>{section.heading}</h3>
          {section.paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text; paragraphs may repeat, never reorder.
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
