// @ts-check
import { fileURLToPath } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { buildServiceWorker } from './scripts/service-worker.ts';
import { DEFAULT_TILE_URL, tileOrigin } from './src/features/map/tiles.ts';
import { ADAPTER_BODY_LIMIT } from './src/lib/constants.ts';
import { alternateLinks } from './src/lib/i18n/sitemap.ts';
import { siteOrigin } from './src/lib/origin.ts';

/**
 * Tags the component of every `*.island.tsx` as React when it is rendered on the server, so Astro
 * takes the renderer from the tag instead of its renderer check, which renders each island once
 * more per request only to find out it is React. Islands keep the shape
 * `export default function Name(`; one that does not fails the build.
 * @returns {import('vite').Plugin}
 */
function reactIslandHint() {
  return {
    name: 'react-island-hint',
    enforce: 'pre',
    transform(code, id, options) {
      const file = id.split('?')[0] ?? '';
      const server = options?.ssr || this.environment?.config?.consumer === 'server';
      if (!server || !file.endsWith('.island.tsx')) return null;
      const name = /^export default function (\w+)\(/m.exec(code)?.[1];
      if (!name) throw new Error(`${file}: an island exports its component as \`export default function Name(\``);
      return { code: `${code}\n${name}[Symbol.for('astro:renderer')] = '@astrojs/react';\n`, map: null };
    },
  };
}

// Map tiles come from MAP_TILE_URL: its origin is allowed as an image source (https ones already are).
const tileImages = tileOrigin(process.env.MAP_TILE_URL || DEFAULT_TILE_URL);

/**
 * Astro hashes every inline script and style of a page for the page's CSP on every render, one Web
 * Crypto round trip each; the texts are the build's own and few, so each is hashed once (bounded).
 * @returns {import('vite').Plugin}
 */
function cspDigestOnce() {
  const signature = 'async function generateCspDigest(data, algorithm) {';
  return {
    name: 'csp-digest-once',
    enforce: 'pre',
    transform(code, id) {
      if (!(id.split('?')[0] ?? '').endsWith('/astro/dist/core/encryption.js')) return null;
      if (!code.includes(signature)) throw new Error(`${id}: generateCspDigest not found; update cspDigestOnce`);
      const memo = `const cspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const key = \`\${algorithm} \${data}\`;
  let digest = cspDigests.get(key);
  if (!digest) {
    if (cspDigests.size >= 500) cspDigests.clear();
    digest = generateCspDigestOf(data, algorithm);
    digest.catch(() => cspDigests.delete(key));
    cspDigests.set(key, digest);
  }
  return digest;
}
async function generateCspDigestOf(data, algorithm) {`;
      return { code: code.replace(signature, memo), map: null };
    },
  };
}

export default defineConfig({
  // The public origin (src/lib/origin.ts) as this build sees it: pre-rendered pages, the sitemap, browser code.
  site: siteOrigin(process.env),
  output: 'static',
  // Each build goes to its own folder so the running server can switch builds atomically.
  outDir: process.env.BUILD_OUT_DIR || './dist',
  // Our endpoints read bodies with their own smaller limits; this bounds anything read past them.
  adapter: node({ mode: 'middleware', bodySizeLimit: ADAPTER_BODY_LIMIT }),
  integrations: [
    react(),
    // The offline kit's service worker (src/features/offline), written beside the build's client files.
    {
      name: 'offline-service-worker',
      hooks: { 'astro:build:done': ({ dir }) => buildServiceWorker(fileURLToPath(dir)) },
    },
    sitemap({
      filter: (page) =>
        !page.includes('/admin/') && !page.includes('/favorilerim') && !/^\/(en|ku)(\/|$)/.test(new URL(page).pathname),
      // Each page at its canonical address, without the build folder's trailing slash (SeoHead's canonical);
      // a visitor page names its English and Kurmanji versions (listed in /sitemap-pages.xml).
      serialize: (item) => {
        const address = new URL(item.url);
        address.pathname = address.pathname.replace(/(.)\/$/, '$1');
        const url = address.href;
        const links = alternateLinks(address.pathname);
        const at = (/** @type {string} */ link) => new URL(new URL(link).pathname, url).href;
        const page = { ...item, url };
        return links.length > 0 ? { ...page, links: links.map((l) => ({ lang: l.lang, url: at(l.url) })) } : page;
      },
      // Pages rendered on demand from the data (landings, posts) list themselves there, always current.
      customSitemaps: [new URL('/sitemap-pages.xml', siteOrigin(process.env)).href],
    }),
  ],
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  security: {
    checkOrigin: true,
    // A CSP <meta> with hashes of every script and style Astro emits; Stripe.js is the one
    // third-party script (payment pages), and its frames and API calls are allowed too.
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: https:${tileImages?.startsWith('http:') ? ` ${tileImages}` : ''}`,
        "connect-src 'self' https://api.stripe.com",
        'frame-src https://js.stripe.com https://hooks.stripe.com',
        "font-src 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", 'https://js.stripe.com'] },
      styleDirective: { resources: ["'self'"] },
    },
  },
  server: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT) || 4321 },
  vite: {
    plugins: [tailwindcss(), reactIslandHint(), cspDigestOnce()],
    build: {
      // Small scripts are written into the page (the bar's, for one); the offline kit's form keeper never
      // is: it waits in every page's <template> and loads only where a visitor enters a form that posts
      // (features/offline/OfflineKit.astro), so inline it would weigh on every page instead.
      assetsInlineLimit: (file) => (file.includes('FormKeeper.astro') ? false : undefined),
    },
    // The small shared modules most islands load (the shared store, the limits): one chunk for them
    // instead of two (each chunk costs its own request and loses gzip's context). Only modules that
    // import nothing from React, so the group never pulls React in with it. The toast stays apart: it
    // comes only with the islands that show one.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [{ name: 'site', test: /[\\/]src[\\/]lib[\\/](client[\\/]store|constants)\.ts$/ }],
              },
            },
          },
        },
      },
    },
  },
});
