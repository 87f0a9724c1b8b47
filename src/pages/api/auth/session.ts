import type { APIRoute } from 'astro';
import type { SessionInfo } from '~/features/identity/messages.ts';

export const prerender = false;

/** GET /api/auth/session → who is logged in (null when nobody); islands use it to show admin controls. */
export const GET: APIRoute = ({ locals }) => {
  const user = locals.user;
  const body: SessionInfo = {
    user: user ? { id: user.id, username: user.username, role: user.role } : null,
    isAdmin: user?.role === 'admin',
  };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
};
