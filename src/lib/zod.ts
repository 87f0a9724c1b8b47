import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The shared schemas use zod/mini: its functional API tree-shakes, so the islands that validate
// with them stay within the island budget of DESIGN §8 (classic zod ships whole, ~24 KB gzip).
// Unlike classic zod, mini registers no locale; English is set here once, for browser and server,
// so checks without a message of their own keep zod's usual English text instead of 'Invalid input'.
z.config(en());

export { z };
