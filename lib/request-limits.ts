/**
 * The largest request body of anything but an upload: a server action (a run's notes are at most
 * 10,000 characters), a share's state, a sign-in. Next buffers the body of every request its proxy
 * sees (twice: once for the proxy, once for the page or route) before the proxy answers; up to this
 * many bytes, not its default 10 MB, so twenty requests of 9 MB to a page cannot raise the server
 * by 360 MB. next.config.js says the same number (Node cannot import this file there); a unit test
 * checks that the two agree.
 */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;

/** Files in one upload request (POST /api/uploads); the upload form sends more in requests of this many. */
export const UPLOAD_FILES_MAX = 100;
