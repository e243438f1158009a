/**
 * How long a page has been open before it fetches the full Firestore SDK: the moment the bell's
 * first poll would fall due (platform's UNREAD_REFRESH_MS). The SDK is several times the size
 * of Lite, so no screen's first load carries it; a page that stays open listens instead of
 * polling from then on, and one that is closed sooner never needed more than its first read.
 */
export const LIVE_AFTER_MS = 15_000;
