/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

const root = fileURLToPath(new URL('..', import.meta.url));

// Astro's Vite config, so tests can import modules that use astro: virtual modules or render components.
export default getViteConfig(
  {
    test: {
      root,
      reporters: [
        'default',
        [
          'json',
          {
            outputFile: `.cache/reports/${process.env.TEST_ENGINE === 'postgres' ? 'vitest-postgres' : 'vitest'}.json`,
          },
        ],
      ],
      projects: [
        { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'] } },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['tests/integration/**/*.test.ts'],
            // TEST_ENGINE=postgres: the same suite on a PostgreSQL server this setup starts.
            globalSetup: ['tests/support/postgres-setup.ts'],
            pool: 'forks',
            testTimeout: 20_000,
          },
        },
      ],
    },
  },
  { root, logLevel: 'error' },
);
