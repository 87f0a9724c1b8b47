// The installability half of `npm run bench`: Lighthouse 12+ has no PWA category any more, so the web app
// manifest is checked by Chromium itself (what decides whether it offers "Install"), through the DevTools
// protocol: Page.getInstallabilityErrors and the manifest's own parse errors, after the page's service
// worker is ready.
import { chromium } from '@playwright/test';

interface Installability {
  /** Chromium's installability errors (id and its arguments); empty when the site can be installed. */
  errors: string[];
  /** Errors and warnings of the manifest's parse. */
  manifestErrors: string[];
  /** Whether the page's service worker became ready within the time allowed. */
  workerReady: boolean;
}

/** Installability of the page at `url`, in a profile of its own (an incognito context is never installable). */
export async function checkInstallability(url: string, profileDir: string): Promise<Installability> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    viewport: { width: 390, height: 844 },
    locale: 'tr-TR',
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const workerReady = await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]),
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest', {});
    const argumentsOf = (e: (typeof installabilityErrors)[number]) =>
      e.errorArguments.length ? ` (${e.errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : '';
    return {
      errors: installabilityErrors.map((e) => `${e.errorId}${argumentsOf(e)}`),
      manifestErrors: manifest.errors.map((e) => `${e.critical ? 'critical: ' : ''}${e.message}`),
      workerReady,
    };
  } finally {
    await context.close();
  }
}
