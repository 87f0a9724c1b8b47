/**
 * Decimals kept of a visitor's position ('Yakınımda'): three are about 100 m, enough to sort by distance
 * and too coarse to point at a home. The browser rounds before sending, the server again on reading.
 * A module of its own: the browser's 'Yakınımda' script imports it without the list options' opening
 * hours (and their holiday calendar, over 200 KB gzip).
 */
export const POSITION_DIGITS = 3;
