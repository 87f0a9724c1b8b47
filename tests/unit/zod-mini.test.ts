import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from '../../src/lib/shared/analytics-schema.ts';
import { businessQuerySchema } from '../../src/lib/shared/business-query-schema.ts';

const root = path.resolve(import.meta.dirname, '../..');
const browserDirs = ['src/lib/shared', 'src/islands', 'src/stores'];

describe('zod in the browser bundle', () => {
  it('browser-side modules take zod only from src/lib/shared/zod.ts (zod/mini), never classic zod', () => {
    // Classic zod cannot be tree-shaken (~24 KB gzip): one import in an island's graph breaks the
    // island budget of DESIGN §8.
    const offenders: string[] = [];
    for (const dir of browserDirs) {
      for (const file of fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|tsx)$/.test(file)) continue;
        const rel = path.posix.join(dir, file.split(path.sep).join('/'));
        const code = fs.readFileSync(path.join(root, rel), 'utf8');
        const imports = [...code.matchAll(/from\s+['"](zod[^'"]*)['"]/g)].map((m) => m[1]);
        if (imports.some((spec) => rel !== 'src/lib/shared/zod.ts' || (spec !== 'zod/mini' && spec !== 'zod/v4/locales/en.js'))) offenders.push(rel);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('keeps zod’s English default text for checks that carry no message of their own', () => {
    const tooLong = analyticsEventSchema.safeParse({ name: 'click', category: 'x'.repeat(101) });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues).toEqual([
      expect.objectContaining({ path: ['category'], message: 'Too big: expected string to have <=100 characters' }),
    ]);
    const wrongType = analyticsEventSchema.safeParse({ name: 'click', value: 'x' });
    expect(wrongType.error?.issues[0]?.message).toBe('Invalid input: expected number, received string');
  });

  it('reports an unknown district from inside a transform with the Turkish message and the field path', () => {
    const result = businessQuerySchema.safeParse({ district: 'Atlantis' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', path: ['district'], message: 'Geçersiz ilçe. Adıyaman ilçelerinden birini seçin.' }),
    ]);
    expect(businessQuerySchema.parse({ district: 'kahta', limit: '5' })).toMatchObject({ district: 'Kâhta', limit: 5, offset: 0 });
  });
});
