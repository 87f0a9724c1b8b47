/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORT = process.env.TEST_PROCESSES
  ? 'vitest-processes'
  : process.env.TEST_ENGINE === 'postgres'
    ? 'vitest-postgres'
    : 'vitest';

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
            outputFile: `.cache/reports/${REPORT}.json`,
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
        // TEST_PROCESSES=1 (npm test, after the build): several server processes on SQLite and on PostgreSQL.
        ...(process.env.TEST_PROCESSES
          ? [
              {
                extends: true,
                test: { name: 'processes', include: ['tests/processes/**/*.test.ts'], testTimeout: 60_000 },
              },
            ]
          : []),
      ],
    },
  },
  { root, logLevel: 'error' },
);
