import {
  contentCalendar,
  generateBlogPost,
  keywordResearch,
  technicalAnalysis,
} from '~/features/seo/seo-tools.server.ts';
import {
  calendarQuerySchema,
  generateBlogSchema,
  keywordResearchSchema,
  SEO_TAB_IDS,
  SEO_TOOLS_LIMIT_SCOPE,
  SEO_TOOLS_RATE_LIMIT,
  type SeoToolsStart,
} from '~/features/seo/seo-tools-schema.ts';
import { choiceOf } from '~/lib/choices.ts';
import { fieldErrorsOf } from '~/lib/client/api.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { type Checked, checkSchema } from '~/lib/http/http.server.ts';
import { takeToken } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import { z } from '~/lib/zod.ts';

// A tool's own address, /seo-tools/{tab}: the tools with that tab open, and what a visitor without
// scripts gets from the tab's form (a plain GET, as nothing is stored): the same schema, the same
// per-address limit (one count with the API's, by scope) and the same answer the API gives a script.

/** A refused query shown again: 400, its first message, each field's beside it, every value as sent. */
function refused(checked: Extract<Checked<unknown>, { ok: false }>, query: Record<string, string>): FormState {
  return { status: 400, message: checked.error, values: query, errors: fieldErrorsOf(checked.issues) };
}

/** A form sent on the address: checked, counted against the limit and answered; or not sent (no field in the query). */
async function answerForm<S extends z.core.$ZodType & { shape: object }, R>(
  query: Record<string, string>,
  form: { schema: S; scope: string; ip: string },
  answer: (data: z.infer<S>) => Promise<R>,
): Promise<{ state?: FormState; result?: R }> {
  const fields = Object.keys(form.schema.shape);
  if (!fields.some((name) => name in query)) return {};
  const checked = checkSchema(form.schema, query);
  if (!checked.ok) return { state: refused(checked, query) };
  const token = await takeToken(`${form.scope}:${form.ip}`, SEO_TOOLS_RATE_LIMIT);
  if (!token.allowed) return { state: { status: 429, message: MSG.rateLimited, values: query, errors: {} } };
  return { state: { status: 200, message: '', values: query, errors: {} }, result: await answer(checked.data) };
}

/**
 * The start of the tools on `/seo-tools/{tab}` with its query: null for a tab that does not exist. The
 * technical audit and the content calendar are read for their tab; the two forms answer when sent.
 */
export async function seoToolsStart(
  db: Db,
  tab: string | undefined,
  query: Record<string, string>,
  ip: string,
): Promise<SeoToolsStart | null> {
  const open = choiceOf(SEO_TAB_IDS, tab);
  switch (open) {
    case null:
      return null;
    case 'blog-generator': {
      const sent = { schema: generateBlogSchema, scope: SEO_TOOLS_LIMIT_SCOPE.blog, ip };
      const { state, result } = await answerForm(query, sent, (data) => generateBlogPost(db, data));
      return { tab: open, state, blog: result };
    }
    case 'keyword-research': {
      const sent = { schema: keywordResearchSchema, scope: SEO_TOOLS_LIMIT_SCOPE.keywords, ip };
      const { state, result } = await answerForm(query, sent, (data) => keywordResearch(db, data));
      return { tab: open, state, research: result?.research };
    }
    case 'technical-seo':
      return { tab: open, technical: await technicalAnalysis(db) };
    case 'content-calendar': {
      // A month or year out of range is refused beside its field; the plan shown is then the schema's
      // default (this month's).
      const checked = checkSchema(calendarQuerySchema, query);
      const plan = await contentCalendar(db, checked.ok ? checked.data : z.parse(calendarQuerySchema, {}));
      return checked.ok ? { tab: open, calendar: plan } : { tab: open, calendar: plan, state: refused(checked, query) };
    }
    default:
      return { tab: open };
  }
}
