// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { FALLBACK_SITE_URL } from './src/features/site/origin.ts';

export default defineConfig({
  site: process.env.SITE_URL || FALLBACK_SITE_URL,
  output: 'static',
  // Each build goes to its own folder so the running server can switch builds atomically.
  outDir: process.env.BUILD_OUT_DIR || './dist',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), sitemap({ filter: (page) => !page.includes('/admin/') })],
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  security: {
    checkOrigin: true,
    // A CSP <meta> with hashes of every script and style Astro emits; Stripe.js is the one
    // third-party script (payment pages), and its frames and API calls are allowed too.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: https:",
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
    plugins: [tailwindcss()],
  },
});
