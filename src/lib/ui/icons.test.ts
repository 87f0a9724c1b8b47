// Icons are SVG (DESIGN §3): emoji and pictographic symbols render as empty boxes on phones and
// desktops without an emoji font, so none may stand in the markup or the data behind it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from '~/lib/ui/icon-names.ts';

const root = path.resolve(import.meta.dirname, '../../..');
// Emoji and pictographs, dingbats (✓ ★ ✗), geometric shapes (◆ ▾); not ©, ® or ™, and not the plain
// arrows ← → that every text font has.
const PICTOGRAPHIC = /(?![\u00a9\u00ae\u2122])[\p{Extended_Pictographic}\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf]/u;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|astro|json)$/.test(file) && !/\.test\.ts$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')));
}

describe('icons', () => {
  it('no emoji or pictographic symbol stands in src/ or the seed data', () => {
    const offenders = [...filesUnder('src'), ...filesUnder('db/seed')].flatMap((file) =>
      fs
        .readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (PICTOGRAPHIC.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('the check itself catches an emoji, a star and an arrow', () => {
    for (const sample of ['📍 Adres', '★★★', 'Paylaş ↗', '⚠️ Uyarı', 'Daha ▾', '✓ Doğrulanmış'])
      expect(PICTOGRAPHIC.test(sample)).toBe(true);
    for (const sample of ['Kâhta', '© 2026 Adıyaman Rehberi', 'Tümünü gör →', '4,5 / 5 puan', '%20’ye varan'])
      expect(PICTOGRAPHIC.test(sample)).toBe(false);
  });

  it('every icon name the Icon component draws is listed once', () => {
    const component = fs.readFileSync(path.join(root, 'src/lib/ui/icon-svg.ts'), 'utf8');
    for (const name of ICON_NAMES) expect(component).toMatch(new RegExp(`\\n  '?${name}'?: `));
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
  });
});
