import { describe, expect, it } from 'vitest';
import { safeNextPath } from '~/features/identity/messages.ts';
import { itMapsEach } from '../../../tests/support/each.ts';

describe('safeNextPath', () => {
  itMapsEach('follows a same-site path after login', safeNextPath, [
    ['/admin/blog/create', '/admin/blog/create'],
    ['/admin/blog?durum=taslak#liste', '/admin/blog?durum=taslak#liste'],
  ]);

  it.each([
    null,
    '//evil.example/x',
    'https://evil.example',
    '/\\evil.example',
    // A form field's %09 arrives as a tab, which browsers drop from a Location: '/\t/x' would be '//x'.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\t\\evil.example',
    // Dot segments and encodings that resolve to a path a browser would read as another host.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/./\\evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/\t.//evil.example',
  ])('sends %j to the approval desk instead', (outside) => {
    expect(safeNextPath(outside)).toBe('/admin/approval');
  });

  it('keeps encoded slashes a path of this site', () => {
    expect(new URL(safeNextPath('/%2F%2Fevil.example'), 'http://site.example').origin).toBe('http://site.example');
  });
});
