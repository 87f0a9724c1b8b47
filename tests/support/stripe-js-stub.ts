import type { Page } from '@playwright/test';

/**
 * Stripe.js cannot load here (no internet), so e2e serves this stand-in for https://js.stripe.com/**.
 * It implements only what StripePaymentForm calls: Stripe(), elements(), create('payment'), mount,
 * destroy and confirmPayment, whose result the test chooses. The client secret the page passed to
 * elements() is kept on window.__stripeStub for assertions.
 */
function stubSource(outcome: 'succeeded' | 'declined'): string {
  return `
window.__stripeStub = { clientSecret: null, confirmed: null };
window.Stripe = function (publishableKey) {
  return {
    _registerWrapper: function () {},
    elements: function (options) {
      window.__stripeStub.clientSecret = options.clientSecret;
      return {
        create: function (type) {
          var node = null;
          return {
            mount: function (target) {
              node = document.createElement('div');
              node.setAttribute('data-stripe-stub', type);
              node.textContent = 'Test kart alanı (' + publishableKey + ')';
              (typeof target === 'string' ? document.querySelector(target) : target).appendChild(node);
            },
            destroy: function () { if (node) node.remove(); },
            on: function () {},
          };
        },
      };
    },
    confirmPayment: function (params) {
      window.__stripeStub.confirmed = params.confirmParams.return_url;
      return Promise.resolve(${JSON.stringify(outcome)} === 'succeeded'
        ? { paymentIntent: { status: 'succeeded' } }
        : { error: { type: 'card_error', message: 'Kartınız reddedildi.' } });
    },
  };
};
window.Stripe.version = 'endive';
`;
}

/** Routes every request for Stripe.js to the stand-in. */
export async function stubStripeJs(page: Page, outcome: 'succeeded' | 'declined'): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: stubSource(outcome) }),
  );
}

/** Resolves once every island on the page has hydrated (Astro drops the `ssr` attribute then). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}
