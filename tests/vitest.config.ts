/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

const root = fileURLToPath(new URL('..', import.meta.url));

// Astro's Vite config, so tests can import modules that use astro: virtual modules or render components.
export default getViteConfig(
  {
    test: {
      root,
      reporters: ['default', ['json', { outputFile: '.cache/reports/vitest.json' }]],
      projects: [
        { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['tests/integration/**/*.test.ts'],
            pool: 'forks',
            testTimeout: 20_000,
          },
        },
      ],
    },
  },
  { root, logLevel: 'error' },
);
