import type { APIRoute } from 'astro';
import { it } from 'vitest';
import { callEndpoint } from './api.ts';
import {
  expectFormPosts,
  expectGuardedPublicForm,
  type FormPostCase,
  itRefusesEach,
  type RefusedCase,
} from './form-checks.ts';

export interface PublicForm {
  route: APIRoute | undefined;
  path: string;
  /** A valid JSON body. */
  valid: Record<string, unknown>;
  /** The number of rows of the form's table. */
  count: () => Promise<number>;
  /** What a refused body must leave as it was (the form's rows by default). */
  written?: () => Promise<unknown>;
  /** Bodies the schema refuses: what is wrong, the fields over `valid` that make it so, the Turkish message. */
  refused: RefusedCase[];
  /** The form as a browser posts it, one refused variant and where each is shown. */
  formPost: FormPostCase;
}

/**
 * The tests every public form endpoint shares: each refused body gets 400 with its message and writes nothing;
 * 415, 413, malformed JSON, honeypot and rate limit write nothing; a browser's form post is answered with the
 * confirmation or the form again with the message and values.
 */
export function itChecksPublicForm(form: PublicForm) {
  const { route, path, valid, count } = form;
  itRefusesEach(
    form.refused,
    (patch) => callEndpoint(route, path, { body: { ...valid, ...patch } }),
    form.written ?? count,
  );

  it('answers 415, 413, malformed JSON, honeypot and rate limit without writing', async () => {
    await expectGuardedPublicForm(route, path, valid, count);
  });

  it("answers a browser's form post with the confirmation or the form again, values kept", async () => {
    await expectFormPosts(route, path, form.formPost, count);
  });
}
