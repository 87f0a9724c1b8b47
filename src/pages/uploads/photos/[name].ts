import fs from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { variantFile } from '~/features/photos/storage.server.ts';

export const prerender = false;

/**
 * A resized photo: only names of the shape the server writes (no folders, no other files), with its type;
 * a name is never reused, so it is cached for a year.
 */
export const GET: APIRoute = async ({ params }) => {
  const variant = variantFile(params.name ?? '');
  const body = variant ? await fs.readFile(variant.file).catch(() => null) : null;
  if (!variant || !body) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(body, {
    headers: {
      'Content-Type': variant.type,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
};
