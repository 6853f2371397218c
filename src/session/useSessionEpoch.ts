import { useStore } from '../ui/useStore';
import { sessionEpoch } from './sessionEpoch';

/** The login count; changes when a login completes (see sessionEpoch). */
export const useSessionEpoch = (): number => useStore(sessionEpoch);
