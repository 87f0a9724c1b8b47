import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { exportAccount } from '~/features/accounts/accounts.server.ts';
import { ownerOf } from '~/features/accounts/guard.server.ts';

export const prerender = false;

/** GET /api/account/export (owner) → everything stored about the account, as a JSON download (KVKK). */
export const GET: APIRoute = async (context) => {
  const owner = ownerOf(context);
  if (owner instanceof Response) return owner;
  const data = await exportAccount(getDb(), owner.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="hesap-verilerim.json"',
      'Cache-Control': 'no-store',
    },
  });
};
