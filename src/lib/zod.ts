import { z } from 'zod/mini';

// The shared schemas use zod/mini: its functional API tree-shakes, so the islands that validate
// with them stay within the island budget of DESIGN §8 (classic zod ships whole, ~24 KB gzip).
// Mini registers no locale. Every check a visitor meets carries its own Turkish message; the few that
// do not fall back to these Turkish texts (set once, for browser and server), never to zod's English.

const count = (value: number | bigint) => Number(value).toLocaleString('tr-TR');

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

/** Turkish text for a check that carries no message of its own. */
function turkishIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'Bu alan zorunludur.' : 'Geçersiz değer.';
    case 'too_big':
      if (issue.origin === 'string') return `En fazla ${count(issue.maximum)} karakter olabilir.`;
      if (issue.origin === 'array') return `En fazla ${count(issue.maximum)} seçim yapılabilir.`;
      return `En fazla ${count(issue.maximum)} olabilir.`;
    case 'too_small':
      if (issue.origin === 'string') return `En az ${count(issue.minimum)} karakter olmalıdır.`;
      if (issue.origin === 'array') return `En az ${count(issue.minimum)} seçim yapılmalıdır.`;
      return `En az ${count(issue.minimum)} olmalıdır.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Geçersiz e-posta adresi.';
      if (issue.format === 'url') return 'Geçersiz web adresi.';
      return 'Geçersiz biçim.';
    case 'invalid_value':
      return 'Geçersiz seçim.';
    default:
      return 'Geçersiz değer.';
  }
}

z.config({ localeError: turkishIssue });

export { z };
