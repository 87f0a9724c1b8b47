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
  SEO_TOOLS_RATE_LIMIT,
  type SeoToolsStart,
} from '~/features/seo/seo-tools-schema.ts';
import { choiceOf } from '~/lib/choices.ts';
import { fieldErrorsOf } from '~/lib/client/api.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { FormState } from '~/lib/forms/form-state.ts';
import { checkSchema } from '~/lib/http/http.server.ts';
import { takeToken } from '~/lib/http/rate-limit.server.ts';
import { MSG } from '~/lib/messages.ts';
import type { z } from '~/lib/zod.ts';

// A tool's own address, /seo-tools/{tab}: the tools with that tab open, and what a visitor without
// scripts gets from the tab's form (a plain GET, as nothing is stored): the same schema, the same
// per-address limit (one count with the API's, by scope) and the same answer the API gives a script.

/** A form sent on the address: checked, counted against the limit and answered; or not sent (no field in the query). */
async function answerForm<S extends z.core.$ZodType & { shape: object }, R>(
  query: Record<string, string>,
  form: { schema: S; scope: string; ip: string },
  answer: (data: z.infer<S>) => Promise<R>,
): Promise<{ state?: FormState; result?: R }> {
  const fields = Object.keys(form.schema.shape);
  if (!fields.some((name) => name in query)) return {};
  const checked = checkSchema(form.schema, query);
  if (!checked.ok) {
    return { state: { status: 400, message: checked.error, values: query, errors: fieldErrorsOf(checked.issues) } };
  }
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
      const sent = { schema: generateBlogSchema, scope: 'generate-blog', ip };
      const { state, result } = await answerForm(query, sent, (data) => generateBlogPost(db, data));
      return { tab: open, state, blog: result };
    }
    case 'keyword-research': {
      const sent = { schema: keywordResearchSchema, scope: 'keyword-research', ip };
      const { state, result } = await answerForm(query, sent, (data) => keywordResearch(db, data));
      return { tab: open, state, research: result?.research };
    }
    case 'technical-seo':
      return { tab: open, technical: await technicalAnalysis(db) };
    case 'content-calendar': {
      // A month or year out of range is refused beside its field; the plan shown is then this month's.
      const checked = checkSchema(calendarQuerySchema, query);
      const plan = await contentCalendar(db, checked.ok ? checked.data : { businessCategory: 'Turizm' });
      if (checked.ok) return { tab: open, calendar: plan };
      const state = { status: 400, message: checked.error, values: query, errors: fieldErrorsOf(checked.issues) };
      return { tab: open, calendar: plan, state };
    }
    default:
      return { tab: open };
  }
}
