import { useMessages } from '../../i18n/messages';
import { ActionSheet } from '../../ui/ActionSheet';
import { useHistorySheet } from '../../ui/useHistorySheet';
import { shareMessages } from './messages';
import { type ShareChannel, type ShareContent, shareTarget } from './shareLink';
import { useWeChatShareCard } from './useWeChatShareCard';

/**
 * A share button and its sheet: WeChat friends, Moments, copy link. Every choice shares the /sharePage
 * link of the target (shareLink.ts); the sheet has a history entry, so back closes it. Inside WeChat the
 * same card also goes to WeChat's own share menu (useWeChatShareCard).
 */
export function ShareButton({
  share,
  className,
  children,
}: {
  share: ShareContent;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useMessages(shareMessages);
  const sheet = useHistorySheet('share');
  useWeChatShareCard(share);
  const actions: readonly { name: string; channel: ShareChannel }[] = [
    { name: t.toSession, channel: 'session' },
    { name: t.toTimeline, channel: 'timeline' },
    { name: t.copyLink, channel: 'copy' },
  ];
  return (
    <>
      <button type="button" className={className} onClick={sheet.show}>
        {children}
      </button>
      <ActionSheet
        sheet={sheet}
        title={t.sheetTitle}
        actions={actions}
        onSelect={(a) => void shareTarget(share, a.channel)}
      />
    </>
  );
}
