import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ShortLinkClick } from '../../../schemas/api/short-link';
import { linkToPath } from '../../../schemas/booth/link-path';
import { clickShortLink } from '../../api/shortLink';
import { useMessages } from '../../i18n/messages';
import { ScreenStates } from '../../screen/ScreenStates';
import { EmptyState } from '../../screen/StateViews';
import { useScreenData } from '../../screen/useScreenData';
import { linkMessages } from './messages';

const BIZ_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Where a live link goes inside the mall, or null. The server only stores in-mall targets; the page checks
 * again (linkToPath gives an SPA route, never an outside address for these link types) before it moves.
 */
function destinationOf(answer: ShortLinkClick): string | null {
  if (answer.state !== 'live') return null;
  const to = linkToPath(answer.target);
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : null;
}

/** /link/{bizId}: counts the click and forwards (replacing itself, so back does not land here again). */
export default function LinkPage() {
  const t = useMessages(linkMessages);
  const bizId = useParams().bizId ?? '';
  const valid = BIZ_ID.test(bizId);
  const navigate = useNavigate();
  const { state, reload } = useScreenData((signal) => clickShortLink(bizId, signal), {
    key: bizId,
    enabled: valid,
  });
  const destination = state.status === 'ready' ? destinationOf(state.data) : null;

  useEffect(() => {
    if (destination !== null) navigate(destination, { replace: true });
  }, [destination, navigate]);

  // One line and the way home: the kit lays an empty state's children out beside its link.
  const fallback = (expired: boolean) => (
    <EmptyState kind="search" title={expired ? t.expiredHint : t.unknownHint} linkText={t.home} />
  );

  return (
    <ScreenStates state={state} onRetry={reload} idle={fallback(false)}>
      {(answer) =>
        destination !== null ? <p role="status">{t.opening}</p> : fallback(answer.state === 'expired')
      }
    </ScreenStates>
  );
}
