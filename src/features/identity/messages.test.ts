import { describe, expect, it } from 'vitest';
import { safeNextPath } from '~/features/identity/messages.ts';

describe('safeNextPath', () => {
  it('follows only same-site paths after login', () => {
    expect(safeNextPath('/admin/blog/create')).toBe('/admin/blog/create');
    expect(safeNextPath('//evil.example/x')).toBe('/admin/approval');
    expect(safeNextPath('https://evil.example')).toBe('/admin/approval');
    expect(safeNextPath('/\\evil.example')).toBe('/admin/approval');
    expect(safeNextPath(null)).toBe('/admin/approval');
    // A form field's %09 arrives as a tab, which browsers drop from a Location: '/\t/x' would be '//x'.
    for (const outside of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example'])
      expect(safeNextPath(outside), JSON.stringify(outside)).toBe('/admin/approval');
    expect(safeNextPath('/admin/blog?durum=taslak#liste')).toBe('/admin/blog?durum=taslak#liste');
    // Dot segments and encodings that resolve to a path a browser would read as another host.
    for (const outside of [
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/./\\evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/\t.//evil.example',
    ])
      expect(safeNextPath(outside), JSON.stringify(outside)).toBe('/admin/approval');
    // Encoded slashes stay a path of this site.
    expect(new URL(safeNextPath('/%2F%2Fevil.example'), 'http://site.example').origin).toBe('http://site.example');
  });
});
