// The rules of the house (DESIGN §3) that a tool can check, run over the whole of src/, and a self-test
// that plants each forbidden kind in a copy of the tree and expects the check to catch it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_ARROWS, HOST_INTERFACE, LISTINGS_OWNER } from '../../tests/support/arrows.ts';
import { areaOf, type HouseRules, houseViolations } from '../../tests/support/house-rules.ts';

const root = path.resolve(import.meta.dirname, '../..');

function sourceTree(): Map<string, string> {
  const tree = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
    const posix = path.posix.join('src', file.split(path.sep).join('/'));
    if (/\.(ts|tsx|astro)$/.test(posix)) tree.set(posix, fs.readFileSync(path.join(root, posix), 'utf8'));
  }
  return tree;
}

const rules: HouseRules = {
  allowedArrows: new Set(Object.keys(ALLOWED_ARROWS)),
  listingsOwner: LISTINGS_OWNER,
  hostInterface: HOST_INTERFACE,
};

describe('boundaries of the house', () => {
  const tree = sourceTree();

  it('src/ keeps every rule: no SQL in routes, no server code in the browser, lib imports no feature, only listed arrows', () => {
    expect(houseViolations(tree, rules)).toEqual([]);
  });

  it('every allowed arrow exists in the code (the table keeps no stale rows)', () => {
    const arrows = new Set<string>();
    for (const [file, code] of tree) {
      if (/\.test\.tsx?$/.test(file)) continue;
      const from = areaOf(file);
      for (const m of code.matchAll(/(?:\bfrom|\bimport\()\s*['"]~\/features\/([^/'"]+)\//g)) {
        if (m[1] !== from && file.startsWith('src/features/')) arrows.add(`${from} -> ${m[1]}`);
      }
    }
    expect(Object.keys(ALLOWED_ARROWS).filter((arrow) => !arrows.has(arrow))).toEqual([]);
  });

  it('a pair of features importing each other is listed with a reason for each direction', () => {
    const pairs = Object.keys(ALLOWED_ARROWS).filter((arrow) => {
      const [from, to] = arrow.split(' -> ');
      return ALLOWED_ARROWS[`${to} -> ${from}`] !== undefined;
    });
    expect(pairs.filter((arrow) => !ALLOWED_ARROWS[arrow])).toEqual([]);
  });

  it('the arrows between features run one way: no cycle through three or more features', () => {
    expect(longerCycles(Object.keys(ALLOWED_ARROWS))).toEqual([]);
  });
});

/**
 * The cycles of the feature graph that pass through three or more features (a listed pair that runs both
 * ways is its own reasoned exception and is left out): each as `a -> b -> c -> a`, found by a walk from
 * every feature that never revisits one.
 */
function longerCycles(arrows: readonly string[]): string[] {
  const next = new Map<string, string[]>();
  for (const arrow of arrows) {
    const [from = '', to = ''] = arrow.split(' -> ');
    if (arrows.includes(`${to} -> ${from}`)) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const found = new Set<string>();
  const walk = (start: string, path: string[]) => {
    for (const to of next.get(path.at(-1) ?? '') ?? []) {
      if (to === start && path.length >= 3) found.add([...path, start].join(' -> '));
      else if (to > start && !path.includes(to)) walk(start, [...path, to]);
    }
  };
  for (const start of next.keys()) walk(start, [start]);
  return [...found];
}

describe('the boundary check catches each forbidden kind planted in a copy of the tree', () => {
  const planted: [kind: string, file: string, code: string][] = [
    [
      'SQL in a page through getDb()',
      'src/pages/planted.astro',
      "---\nimport { getDb } from '~/database.server.ts';\nconst rows = await getDb().selectFrom('businesses').selectAll().execute();\n---\n<p>{rows.length}</p>\n",
    ],
    [
      'a server import in an .astro <script>',
      'src/features/directory/Planted.astro',
      "<div></div>\n<script>\n  import { getDb } from '~/features/search/search.server.ts';\n  getDb;\n</script>\n",
    ],
    [
      'kysely in a .tsx',
      'src/features/directory/Planted.tsx',
      "import { sql } from 'kysely';\nexport const x = sql;\n",
    ],
    [
      'a bare fs import in browser code',
      'src/features/directory/planted-fs.ts',
      "import fs from 'fs';\nexport const x = fs;\n",
    ],
    [
      'a bare pg import in browser code',
      'src/lib/client/planted-pg.ts',
      "import pg from 'pg';\nexport const x = pg;\n",
    ],
    [
      'a bare sharp import in browser code',
      'src/features/photos/planted.ts',
      "import sharp from 'sharp';\nexport const x = sharp;\n",
    ],
    [
      'a bare nodemailer import in browser code',
      'src/features/mail/planted.ts',
      "import nodemailer from 'nodemailer';\nexport const x = nodemailer;\n",
    ],
    [
      'a template-literal dynamic import',
      'src/features/blog/planted.server.ts',
      // The planted file holds a template literal; split so this file holds none.
      ['export const load = (name: string) => import(`./parts/$', '{name}.ts`);\n'].join(''),
    ],
    [
      'a lib → feature import',
      'src/lib/planted.ts',
      "import { BLOG_MSG } from '~/features/blog/messages.ts';\nexport const x = BLOG_MSG;\n",
    ],
    [
      'a lib → composition root import (which reaches every feature)',
      'src/lib/http/planted.server.ts',
      "import { getDb } from '~/database.server.ts';\nexport const x = getDb;\n",
    ],
    [
      'an arrow between features that the table does not list',
      'src/features/favorites/planted.server.ts',
      "import { recordAudit } from '~/features/audit/audit.server.ts';\nexport const x = recordAudit;\n",
    ],
    [
      'a write of businesses outside the listings core',
      'src/features/reviews/planted.server.ts',
      "import type { Db } from '~/lib/db/db.server.ts';\nexport const hide = (db: Db) => db.updateTable('businesses').set({ status: 'hidden' }).execute();\n",
    ],
    [
      'a form post\'s "sent" address written by hand instead of sentPath',
      'src/features/reviews/planted-notice.ts',
      "export const done = (page: string) => page + '?durum=alindi';\n",
    ],
    [
      "a form post's outcome read by hand instead of sentCode",
      'src/pages/planted-notice.astro',
      "---\nconst sent = Astro.url.searchParams.get('durum') === 'alindi';\n---\n<p>{sent}</p>\n",
    ],
    [
      'a feature reaching the host other than through its interface',
      'src/features/blog/planted-host.server.ts',
      "import { createRenderCache } from '~/lib/serve/render-cache.server.ts';\nexport const x = createRenderCache;\n",
    ],
  ];

  const tree = sourceTree();
  it.each(planted)('%s', (_kind, file, code) => {
    const copy = new Map(tree);
    copy.set(file, code);
    const found = houseViolations(copy, rules);
    expect(found.some((line) => line.startsWith(`${file}:`))).toBe(true);
  });
});
