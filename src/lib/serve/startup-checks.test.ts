import { describe, expect, it } from 'vitest';
import { siteUrlWarning } from '~/lib/serve/startup-checks.ts';

describe('start-up checks', () => {
  it('warns when SITE_URL is unset and is silent when it is set', () => {
    expect(siteUrlWarning({})).toMatch(/SITE_URL/);
    expect(siteUrlWarning({ SITE_URL: 'https://adiyamanrehberi.com' })).toBeNull();
  });
});
