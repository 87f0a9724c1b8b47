import { describe, expect, it } from 'vitest';
import { safeNextPath } from '~/features/admin/messages.ts';

describe('safeNextPath', () => {
  it('follows only same-site paths after login', () => {
    expect(safeNextPath('/admin/blog/create')).toBe('/admin/blog/create');
    expect(safeNextPath('//evil.example/x')).toBe('/admin/approval');
    expect(safeNextPath('https://evil.example')).toBe('/admin/approval');
    expect(safeNextPath('/\\evil.example')).toBe('/admin/approval');
    expect(safeNextPath(null)).toBe('/admin/approval');
  });
});
