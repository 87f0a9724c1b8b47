// Business constants and limits of SPEC §9, written once for browser and server.

export const NAV_CATEGORY_LIMIT = 15;
export const COPIED_INDICATOR_MS = 2000;
export const SHARE_POPUP = { width: 600, height: 400 } as const;
export const COMPACT_SHARE_NETWORKS = 3;
export const SHARE_MESSAGE_MAX = 500;

export const TAX_ID_LENGTH = 10;
export const REGISTRY_SEARCH_MIN = 3;
export const ADD_BUSINESS_NAME_MIN = 2;
export const ADD_BUSINESS_ADDRESS_MIN = 5;
export const REGISTRATION_PHONE_MIN = 10;
export const REGISTRATION_DESCRIPTION_MIN = 20;
export const WIZARD_STEPS = 4;

export const SEARCH_DEBOUNCE_MS = 300;
/** Longest search text a list or search box takes. */
export const SEARCH_TEXT_MAX = 200;
export const TOP_BANNER_ROTATE_MS = 5000;
export const SECOND_BANNER_ROTATE_MS = 6000;
export const NOTICE_VISIBLE_MS = 8000;
export const NOTICE_FADE_MS = 300;

export const ALL_BUSINESSES_LIMIT = 500;
export const SEARCH_LIMIT = 50;
export const BUSINESSES_PAGE_SIZE = 20;
export const POPULAR_CATEGORY_COUNT = 8;

export const PARTNERSHIP_REPLY_BUSINESS_DAYS = 2;
export const REGISTRATION_REVIEW_DAYS = '1-3';

export const MIN_DONATION_TL = 5;
export const MAX_DONATION_TL = 100_000;
export const DONATION_QUICK_AMOUNTS = [25, 50, 100, 250, 500] as const;
export const DONATION_MESSAGE_MAX = 500;

export const FEATURED_BLOG_POSTS = 3;
export const RELATED_POSTS_LIMIT = 3;
export const WORDS_PER_MINUTE = 200;
export const TOP_LIST_SIZE = 5;
export const SERVER_STATS_WINDOW_HOURS = 24;

/** Rate limits for public forms and login: requests per window per IP. */
export const FORM_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;
export const LOGIN_RATE_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;
/** Requests of one address to the public read API (/api/v1/) per minute (RATE_LIMIT_API). */
export const API_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;
/** Blog view counts per IP: generous for a reader, a wall for a script inflating a post. */
export const VIEW_RATE_LIMIT = { max: 60, windowMs: 10 * 60_000 } as const;

/** Longest e-mail address accepted (RFC 5321 path limit): the schemas' limit and the forms' `maxlength`. */
export const EMAIL_MAX = 254;

/** Longest web address accepted in a form (a business's site): the schemas' limit and the forms' `maxlength`. */
export const URL_MAX = 500;

/** Name of the hidden honeypot field every public form carries. */
export const HONEYPOT_FIELD = 'website_url_confirm';

/** Body size limits (DESIGN §6). */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const CSV_BODY_LIMIT = 5 * 1024 * 1024;
/**
 * Largest photo file an owner may upload, how many one form post may carry (a phone's choice sent without
 * scripts), and that form's body (the files, a caption and the form's framing).
 */
export const PHOTO_FILE_LIMIT = 10 * 1024 * 1024;
export const PHOTO_POST_FILES = 5;
export const PHOTO_BODY_LIMIT = PHOTO_POST_FILES * PHOTO_FILE_LIMIT + 64 * 1024;
/** The server adapter's limit for any body: the largest of ours (its default is 1 GiB). */
export const ADAPTER_BODY_LIMIT = Math.max(JSON_BODY_LIMIT, CSV_BODY_LIMIT, PHOTO_BODY_LIMIT);

/** Shortest password of an account (admins and business owners). */
export const PASSWORD_MIN = 10;
/** Longest password accepted. */
export const PASSWORD_MAX = 200;

export const SESSION_COOKIE = 'ar_session';
/** A readable hint beside the session cookie ('owner' or 'admin'): the menus show the account links by it. */
export const SIGNED_IN_COOKIE = 'ar_signed_in';
/** Who the sign-in hint says is signed in. */
export type SignedInAs = 'owner' | 'admin';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
