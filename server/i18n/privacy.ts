import { defineMessages } from '../../schemas/i18n/define';

/** Why an account deletion request or its cancel is refused. */
export const privacyRefusalMessages = defineMessages(
  'server.refusals.privacy',
  {
    deletion_pending: '您已申请注销商城账户，冷静期内可撤销申请',
    nothing_to_cancel: '没有可撤销的注销申请（冷静期已结束或未曾申请）',
  },
  {
    deletion_pending:
      'You have already asked to delete your mall account; you can cancel it during the cooling-off period',
    nothing_to_cancel:
      'There is no deletion request to cancel (the cooling-off period is over, or none was made)',
  },
);
