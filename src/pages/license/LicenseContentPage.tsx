import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { fetchLicenseText } from '../../api/license';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { useScreenData } from '../../screen/useScreenData';
import { Skeleton } from '../../ui/Skeleton';
import { currentLicenseVersion } from './currentVersion';
import styles from './LicensePages.module.css';
import { licenseMessages } from './messages';

/** /licenseContent: the user agreement, license-{version}.json; ?version= picks an older one. */
export default function LicenseContentPage() {
  const t = useMessages(licenseMessages);
  const [params] = useSearchParams();
  const requested = params.get('version');
  const { state, reload } = useScreenData(
    async () => {
      const version = requested || (await currentLicenseVersion());
      if (!version) throw new ApiError({ status: 404, statusText: t.noVersion });
      return fetchLicenseText(version);
    },
    { key: requested ?? '' },
  );
  return (
    <ScreenStates
      state={state}
      onRetry={reload}
      skeleton={<Skeleton variant="list" rows={3} label={t.loadingAgreement} />}
    >
      {(text) => (
        <article className={styles.page} aria-labelledby="license-title">
          <h2 id="license-title" className={styles.title}>
            {text.title}
          </h2>
          <p className={styles.meta}>{t.version(text.version)}</p>
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
      )}
    </ScreenStates>
  );
}
