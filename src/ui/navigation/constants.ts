/** Navigation timings of spec section 9. */
export const HASH_SCROLL_DELAY_MS = 1000;
export const HASH_SCROLL_RETRY_MS = 250;
export const HASH_SCROLL_MAX_TRIES = 100;
export const HASH_SCROLL_OFFSET_PX = 130;
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** The longest an entering page waits for its images before it is revealed anyway (not in the spec). */
export const IMAGES_REVEAL_LIMIT_MS = 2500;
