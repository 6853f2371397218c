import type { TrackEvent } from '../../schemas/tracking';
import { openUserToken } from '../domain/user-token';

/**
 * Spec §3's encrypted user token on tracking events: opened with the login's key, the event is stored with
 * the user id inside (`tokenUserId`) and without the sealed text. A token that does not open (tampered,
 * another deployment's key, expired key rotation) only loses that attribution: the event is kept. A
 * `tokenUserId` sent by a client is never believed.
 */
export function openEventTokens(events: readonly TrackEvent[], key: string): TrackEvent[] {
  return events.map((event) => {
    const { userToken, tokenUserId: _claimed, ...rest } = event;
    const claims = userToken ? openUserToken(userToken, key) : undefined;
    return (claims ? { ...rest, tokenUserId: claims.userId } : rest) as TrackEvent;
  });
}
