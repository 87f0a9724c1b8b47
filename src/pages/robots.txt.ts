import type { APIRoute } from 'astro';
import { publicOrigin } from '~/features/site/origin.ts';

export const GET: APIRoute = ({ isPrerendered, url }) => {
  const origin = publicOrigin(isPrerendered ? null : url.origin);
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
