// The slow-network half of `npm run bench` (DESIGN §8): each form page loaded in Chromium under emulated
// slow 3G with 4× CPU throttling: how long until its form is on screen, whether it can be sent right then
// (an HTML post form with an enabled submit button, before any script), and when its island took over.
import { chromium } from '@playwright/test';

// Chrome DevTools' "Slow 3G" preset: 400 kbit/s each way (500 × 0.8), 2,000 ms round trip (400 × 5).
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: (500 * 1000 * 0.8) / 8,
  uploadThroughput: (500 * 1000 * 0.8) / 8,
};
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 120_000;

export interface SlowFormResult {
  path: string;
  /** Milliseconds from navigation until the form was on screen; null when it never was. */
  onScreenMs: number | null;
  /** Whether it could be sent then, before any script: a post form with an enabled submit button. */
  sendableOnScreen: boolean;
  /** Milliseconds until every island of the page had hydrated; null when they did not in time. */
  hydratedMs: number | null;
}

export async function measureSlowForms(base: string, paths: readonly string[]): Promise<SlowFormResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results: SlowFormResult[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const started = performance.now();
      const since = () => Math.round(performance.now() - started);
      await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
      let onScreenMs: number | null = null;
      let sendableOnScreen = false;
      let hydratedMs: number | null = null;
      try {
        const form = page
          .locator('main form')
          .filter({ has: page.locator('button[type="submit"]') })
          .first();
        await form.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
        onScreenMs = since();
        sendableOnScreen = await form.evaluate(
          (el) =>
            el instanceof HTMLFormElement &&
            el.method === 'post' &&
            el.getAttribute('action') !== null &&
            Array.from(el.querySelectorAll('button[type="submit"]')).some((b) => !(b as HTMLButtonElement).disabled),
        );
      } catch {}
      try {
        await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, {
          timeout: TIMEOUT_MS,
          polling: 50,
        });
        hydratedMs = since();
      } catch {}
      results.push({ path, onScreenMs, sendableOnScreen, hydratedMs });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
