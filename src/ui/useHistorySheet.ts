import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** What Sheet and ActionSheet need from their opener: whether they show, and how to close them. */
export interface HistorySheet {
  open: boolean;
  show: () => void;
  hide: () => void;
}

/**
 * A sheet gets its own history entry (ARCHITECTURE, webview practice): opening pushes ?{param}={value},
 * so Android back closes the sheet instead of leaving the page; closing pops that entry. Opened from a
 * reloaded address (no entry of ours), closing replaces the address instead of leaving the mall.
 */
export function useHistorySheet(param: string, value = 'open'): HistorySheet {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const open = params.get(param) === value;
  const pushed = useRef(false);

  useEffect(() => {
    // Closed by the back button: the entry we pushed is gone.
    if (!open) pushed.current = false;
  }, [open]);

  const withParam = (set: boolean) => {
    const next = new URLSearchParams(location.search);
    if (set) next.set(param, value);
    else next.delete(param);
    const search = next.toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '' };
  };

  const show = () => {
    if (open) return;
    pushed.current = true;
    navigate(withParam(true), { state: location.state });
  };

  const hide = () => {
    if (!open) return;
    if (pushed.current) {
      pushed.current = false;
      navigate(-1);
    } else {
      navigate(withParam(false), { replace: true, state: location.state });
    }
  };

  return { open, show, hide };
}
