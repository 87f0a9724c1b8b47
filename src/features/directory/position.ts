/**
 * Decimals kept of a visitor's position ('Yakınımda'): three are about 100 m, enough to sort by distance
 * and too coarse to point at a home. The browser rounds before sending, the server again on reading.
 * A module of its own: the browser's 'Yakınımda' script imports it without the list options' opening
 * hours (and their holiday calendar, over 200 KB gzip).
 */
export const POSITION_DIGITS = 3;

/** The URL parameters 'Yakınımda' sets: the visitor's position and the distance order of the list. */
export const NEAR_ME_PARAMS = { location: 'konum', sort: 'sirala', sortValue: 'mesafe' } as const;
