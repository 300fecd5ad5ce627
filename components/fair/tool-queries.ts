/** The query parameter that fills the crash verifier in (`/fair?crash_hash=`). */
export const CRASH_QUERY = 'crash_hash';
/** The query parameter that fills the rooms verifier in (`/fair?room_round=`). */
export const ROOMS_QUERY = 'room_round';
