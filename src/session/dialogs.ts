import { messagesOf } from '../i18n/messages';
import { modal } from '../ui/modalStore';
import type { SessionDialogs } from './flowDeps';
import { askLicenseConsent } from './licenseRequest';
import { sessionMessages } from './messages';

const t = () => messagesOf(sessionMessages);

/** The real dialogs: the shared modal for the one-button ones, SessionHost for the license dialog. */
export const sessionDialogs: SessionDialogs = {
  async disclaimer() {
    await modal.alert({
      title: t().disclaimerTitle,
      message: t().disclaimer,
      okText: t().confirm,
    });
  },
  license: askLicenseConsent,
  async notSsoUser() {
    await modal.alert({ title: t().notSsoUser, okText: t().confirm });
  },
  async loginFailed(text) {
    await modal.alert({ title: text, okText: t().ok });
  },
};
