import { useMessages } from '../../i18n/messages';
import { contentApi } from '../api';
import { ConsoleForm, Field, useConsoleForm } from '../form';
import { LoadFailed, Loading, useConsoleLoad } from '../states';
import { contentMessages } from './contentMessages';

const readGov = () =>
  contentApi.govInvestment().then((g) => ({ show: g.show, title: g.title, linkUrl: g.linkUrl ?? '' }));

/** The government-investment section's switch (gov/investment-show): shown or not, its title and link. */
export function GovInvestmentCard() {
  const t = useMessages(contentMessages);
  const { data: gov, setData: setGov, error } = useConsoleLoad(readGov);
  const form = useConsoleForm(t.failed);
  if (error) return <LoadFailed error={error} />;
  if (!gov) return <Loading />;
  const titleMissing = gov.show && gov.title.trim() === '';

  const run = async () => {
    await contentApi.saveGovInvestment({
      show: gov.show,
      title: gov.title.trim(),
      linkUrl: gov.linkUrl.trim() || null,
    });
    return t.saved;
  };

  return (
    <ConsoleForm heading={t.govHeading} form={form} valid={!titleMissing} run={run} submitLabel={t.save}>
      <p className="con-muted">{t.govHint}</p>
      <div className="con-row">
        <Field label={t.govShow}>
          <input
            type="checkbox"
            checked={gov.show}
            onChange={(e) => setGov({ ...gov, show: e.target.checked })}
          />
        </Field>
        <Field label={t.title} error={form.problem(titleMissing && t.govTitleNeeded)}>
          <input
            value={gov.title}
            maxLength={40}
            onChange={(e) => setGov({ ...gov, title: e.target.value })}
          />
        </Field>
        <Field label={t.linkUrl}>
          <input value={gov.linkUrl} onChange={(e) => setGov({ ...gov, linkUrl: e.target.value })} />
        </Field>
      </div>
    </ConsoleForm>
  );
}
