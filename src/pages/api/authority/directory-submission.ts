import type { APIRoute } from 'astro';
import { requireAdmin } from '../../../lib/server/auth.ts';
import { recordDirectorySubmission } from '../../../lib/server/authority-builder.ts';
import { getDb } from '../../../lib/server/db.ts';
import { jsonError, readJson } from '../../../lib/server/http.ts';
import { AUTHORITY_MSG, directorySubmissionSchema } from '../../../lib/shared/authority-builder-schema.ts';

export const prerender = false;

/** POST /api/authority/directory-submission (admin) → 201 { submitted, directory }; 409 when already submitted. */
export const POST: APIRoute = async (context) => {
  const denied = requireAdmin(context);
  if (denied) return denied;
  const parsed = await readJson(context.request, directorySubmissionSchema);
  if (!parsed.ok) return parsed.response;
  const result = await recordDirectorySubmission(getDb(), parsed.data, context.locals.user!.id);
  if (!result.ok) return jsonError(409, AUTHORITY_MSG.alreadySubmitted);
  return Response.json({ submitted: true, directory: parsed.data.directory, status: 'submitted' }, { status: 201 });
};
