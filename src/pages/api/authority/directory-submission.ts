import type { APIRoute } from 'astro';
import { getDb } from '~/database.server.ts';
import { adminOf } from '~/features/identity/auth.server.ts';
import { recordDirectorySubmission } from '~/features/seo/authority-builder.server.ts';
import { AUTHORITY_MSG, directorySubmissionSchema } from '~/features/seo/authority-builder-schema.ts';
import { endpoint } from '~/lib/http/endpoint.server.ts';
import { jsonError } from '~/lib/http/http.server.ts';

export const prerender = false;

/** POST /api/authority/directory-submission (admin) → 201 { submitted, directory }; 409 when already submitted. */
export const POST: APIRoute = endpoint({
  guard: adminOf,
  body: { schema: directorySubmissionSchema },
  run: async ({ data, actor }) => {
    const result = await recordDirectorySubmission(getDb(), data, actor.id);
    if (!result.ok) return jsonError(409, AUTHORITY_MSG.alreadySubmitted);
    return Response.json({ submitted: true, directory: data.directory, status: 'submitted' }, { status: 201 });
  },
});
