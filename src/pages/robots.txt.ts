import type { APIRoute } from 'astro';
import { siteOrigin } from '~/lib/origin.ts';

export const GET: APIRoute = () => {
  const origin = siteOrigin();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin/',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap-index.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
