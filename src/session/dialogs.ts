import { modal } from '../ui/modalStore';
import type { SessionDialogs } from './flowDeps';
import { askLicenseConsent } from './licenseRequest';
import { SessionTexts } from './texts';

/** The real dialogs: the shared modal for the one-button ones, SessionHost for the license dialog. */
export const sessionDialogs: SessionDialogs = {
  async disclaimer() {
    await modal.alert({
      title: SessionTexts.disclaimerTitle,
      message: SessionTexts.disclaimer,
      okText: SessionTexts.confirm,
    });
  },
  license: askLicenseConsent,
  async notSsoUser() {
    await modal.alert({ title: SessionTexts.notSsoUser, okText: SessionTexts.confirm });
  },
  async loginFailed(text) {
    await modal.alert({ title: text, okText: SessionTexts.ok });
  },
};
