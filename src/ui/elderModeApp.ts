import { getElderMode, onElderModeChanged } from '../bridge/elderMode';
import { ELDER_SESSION_KEY, setElderMode } from './elderMode';

/** Nothing in session storage: neither the address, the shopper nor the app has decided this visit. */
function undecided(): boolean {
  try {
    return sessionStorage.getItem(ELDER_SESSION_KEY) === null;
  } catch {
    return true;
  }
}

/**
 * The bank app's part of elder mode (ADR 0043), loaded only inside an app: follows the app's switch, and
 * asks for its setting when the visit has not decided yet. Returns the stop.
 */
export function followApp(): () => void {
  const unwatch = onElderModeChanged(setElderMode);
  if (undecided())
    void getElderMode().then((outcome) => {
      if (undecided() && outcome.ok && outcome.value !== null) setElderMode(outcome.value);
    });
  return unwatch;
}
