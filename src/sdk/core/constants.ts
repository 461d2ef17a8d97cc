/** Constants of the analytics SDK, each with the spec section it comes from. */
import type { SendType } from './engine-protocol';

/** spec 001 §5: the `send_type` values (the worker checks them again, engine-options.ts). */
export const SEND_TYPES: readonly SendType[] = ['batch', 'ajax', 'beacon', 'image'];
/** Browsers refuse keepalive requests whose bodies exceed 64 KiB in flight. */
export const KEEPALIVE_BODY_LIMIT = 60_000;

// spec 001 §9: library version 1.26.2 (sent as lib.$lib_version and $lib_version).
export const SDK_VERSION = '1.26.2';

// spec 001 §9: max string 500, key 100, id 255, referrer 200; element text 255.
export const MAX_STRING_LENGTH = 500;
export const MAX_KEY_LENGTH = 100;
export const MAX_ID_LENGTH = 255;
export const MAX_REFERRER_LENGTH = 200;
export const MAX_ELEMENT_TEXT_LENGTH = 255;
// spec 001 §5: 1024 for element selector and path.
export const MAX_ELEMENT_SELECTOR_LENGTH = 1024;
// spec 001 §5: item_id is a string of at most 500.
export const MAX_ITEM_ID_LENGTH = 500;

// spec 001 §9: pending event buffer 20.
export const PENDING_BUFFER_SIZE = 20;
// spec 001 §9: cookie lifetime 730 days.
export const COOKIE_LIFETIME_DAYS = 730;
// spec 001 §9: callback timeout 200 ms; data send timeout 8000 ms.
export const CALLBACK_TIMEOUT_MS = 200;
export const DATASEND_TIMEOUT_MS = 8000;
// spec 001 §9: batch flush interval 6000 ms, storage length 200.
export const SEND_INTERVAL_MS = 6000;
export const STORAGE_LENGTH = 200;

// spec 001 §9 / spec 000 §9: page-leave heartbeat 5 s, max 432000 s; page-load cap 1800 s.
export const PAGE_LEAVE_HEARTBEAT_MS = 5000;
export const MAX_PAGE_LEAVE_DURATION_S = 432000;
export const MAX_PAGE_LOAD_DURATION_S = 1800;
// spec 001 §9: scroll event duration 18000 ms, sampling 1 s, heat-map scroll delay 4000 ms.
export const SCROLL_EVENT_DURATION_MS = 18000;
export const SCROLL_SAMPLE_MS = 1000;
export const HEATMAP_SCROLL_DELAY_MS = 4000;

// spec 001 §9: visual config refresh and session 30 min; JSONP timeout 5 s.
export const VISUAL_REFRESH_MS = 30 * 60 * 1000;
export const JSONP_TIMEOUT_MS = 5000;
// spec 001 §9: deep link timeout at least 2500 ms.
export const DEEPLINK_MIN_TIMEOUT_MS = 2500;

/** sa-sdk-javascript's first-party identity cookie (cross-subdomain name). */
export const IDENTITY_COOKIE = 'sensorsdata2015jssdkcross';
/** sa-sdk-javascript's new-user flag cookie (expires at the end of the first day). */
export const NEW_USER_COOKIE = 'sensorsdata_is_new_user';

/** Identity keys of the sensors id-mapping model. */
export const LOGIN_ID_KEY = '$identity_login_id';
export const COOKIE_ID_KEY = '$identity_cookie_id';
export const ANONYMOUS_ID_KEY = '$identity_anonymous_id';
