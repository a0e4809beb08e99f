/** Validation patterns shared by client and server (spec part 1 §5, part 2 §5). */

/** name@domain.tld, a top-level domain of at least two characters, no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/**
 * At least 6 characters, no Cyrillic, at least one uppercase and one lowercase Latin letter,
 * one digit and one special character (the underscore counts as special).
 */
export const PASSWORD_PATTERN =
  /^(?!.*[А-Яа-яЁё])(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]|.*_).{6,}$/;

/** Cyrillic letters and hyphens, or empty. */
export const CYRILLIC_NAME_PATTERN = /^[А-Яа-яЁё-]*$/;

/** UCI ID: digits and hyphens only. */
export const UCI_ID_PATTERN = /^[\d-]*$/;

/** A Strava athlete number or a link to the athlete's page (shown as a link, so only http and https). */
export const STRAVA_PATTERN = /^(\d+|https?:\/\/[^\s]+)$/i;

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/**
 * Control characters (C0, DEL, C1): never part of a text a person types, and PostgreSQL refuses
 * NUL outright. A single line refuses all of them; a multi-line text (a comment, a description, a
 * news text) keeps tabs and line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_PATTERN = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_BUT_LINES_PATTERN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
