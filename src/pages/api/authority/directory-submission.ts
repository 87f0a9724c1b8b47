import type { APIRoute } from 'astro';
import { adminOf } from '~/features/admin/auth.server.ts';
import { recordDirectorySubmission } from '~/features/seo/authority-builder.server.ts';
import { AUTHORITY_MSG, directorySubmissionSchema } from '~/features/seo/authority-builder-schema.ts';
import { getDb } from '~/lib/db/db.server.ts';
import { jsonError, readJson } from '~/lib/http/http.server.ts';

export const prerender = false;

/** POST /api/authority/directory-submission (admin) → 201 { submitted, directory }; 409 when already submitted. */
export const POST: APIRoute = async (context) => {
  const admin = adminOf(context);
  if (admin instanceof Response) return admin;
  const parsed = await readJson(context.request, directorySubmissionSchema);
  if (!parsed.ok) return parsed.response;
  const result = await recordDirectorySubmission(getDb(), parsed.data, admin.id);
  if (!result.ok) return jsonError(409, AUTHORITY_MSG.alreadySubmitted);
  return Response.json({ submitted: true, directory: parsed.data.directory, status: 'submitted' }, { status: 201 });
};
