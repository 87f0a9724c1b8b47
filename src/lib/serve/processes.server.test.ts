import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { servingProcesses } from '~/lib/serve/processes.server.ts';

describe('serving processes', () => {
  it('takes SERVE_PROCESSES when it is a whole number of at least one', () => {
    expect(servingProcesses({ SERVE_PROCESSES: '1' })).toBe(1);
    expect(servingProcesses({ SERVE_PROCESSES: '3' })).toBe(3);
  });

  it('is one per core, at most eight, when SERVE_PROCESSES is unset or not a count', () => {
    const perCore = Math.max(1, Math.min(8, os.availableParallelism()));
    for (const value of [undefined, '', '0', '-2', '1.5', 'iki'])
      expect(servingProcesses({ SERVE_PROCESSES: value })).toBe(perCore);
  });
});
