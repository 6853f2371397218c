import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../i18n/messages';
import { serverNow } from '../../lib/serverClock';
import { usePageReady } from '../../screen/pageReady';
import { Countdown } from '../../ui/Countdown';
import { Result } from '../../ui/Result';
import { waitMessages } from './messages';
import { safeReturnPath, waitSeconds } from './returnPath';

/**
 * /wait?from=…&n=…: the waiting room. Counts down (longer each time in a row, at most 30 s) and then
 * returns the shopper to the in-mall page they were turned away from; if the mall is still busy, that
 * page's first call brings them back here. Nothing here calls the server, so it never adds to the load.
 */
export default function WaitPage() {
  const t = useMessages(waitMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  usePageReady(true);
  const back = safeReturnPath(params.get('from'));
  const seconds = waitSeconds(Number(params.get('n') ?? '1') || 1);
  const [endsAt] = useState(() => serverNow() + seconds * 1000);
  const retry = () => navigate(back, { replace: true });

  return (
    <Result
      type="waiting"
      title={t.title}
      actions={
        <>
          <button type="button" onClick={retry}>
            {t.retryNow}
          </button>
          <Link to="/index" replace>
            {t.home}
          </Link>
        </>
      }
    >
      <p>{t.hint}</p>
      <Countdown endsAt={endsAt} onEnd={retry} prefix={t.retryIn} />
    </Result>
  );
}
