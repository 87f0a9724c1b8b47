// Resolves the `~/` import alias (tsconfig paths: `~/*` → `src/*`) for scripts Node runs directly.
// Vite, Vitest and Playwright read the alias from tsconfig.json; plain Node needs this hook.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const srcUrl = pathToFileURL(`${import.meta.dirname}/../src/`).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('~/')) return nextResolve(new URL(specifier.slice(2), srcUrl).href, context);
    return nextResolve(specifier, context);
  },
});
