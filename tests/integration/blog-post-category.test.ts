import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '~/features/blog/categories.ts';
import { findSessionUser } from '~/features/identity/sessions.server.ts';
import EditPostPage from '~/pages/admin/blog/[id]/index.astro';
import * as editPostRoute from '~/pages/api/desk/posts/[id].ts';
import { callEndpoint } from '../support/api.ts';
import { renderPage } from '../support/pages.ts';
import { insertBlogPost } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

// A post keeps its category through the desk's edit form: the form offers every category a post can have
// (the spec's Culture and Events too), shows the stored one selected, and saving it unchanged keeps it.

let t: TestDb;
let admin: { id: number; token: string };

beforeAll(async () => {
  t = await createTestDb();
  admin = await signedInUser(t.db, 'admin', 'kategori-yonetici');
});
afterAll(() => t.cleanup());

const addPost = (slug: string, category: string) =>
  insertBlogPost(t.db, slug, { title: `Kategori deneme yazısı ${slug}`, category });

/** The edit page's fields as a browser would send them unchanged: inputs, textareas and each select's chosen option. */
function formFields(html: string): Record<string, string> {
  const form = /<form[^>]*action="\/api\/desk\/posts\/\d+"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  const unescapeHtml = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const [, tag = ''] of form.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const type = /type="([^"]*)"/.exec(tag)?.[1] ?? 'text';
    if (!name || ((type === 'checkbox' || type === 'radio') && !/\bchecked\b/.test(tag))) continue;
    fields[name] = unescapeHtml(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
  }
  for (const [, attrs = '', body = ''] of form.matchAll(/<textarea([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    const name = /name="([^"]*)"/.exec(attrs)?.[1];
    if (name) fields[name] = unescapeHtml(body);
  }
  for (const [, attrs = '', body = ''] of form.matchAll(/<select([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = /name="([^"]*)"/.exec(attrs)?.[1];
    const options = [...body.matchAll(/<option([^>]*)>/g)].map(([, o = '']) => o);
    // A browser sends the selected option, or the first when none is.
    const chosen = options.find((o) => /\bselected\b/.test(o)) ?? options[0] ?? '';
    if (name) fields[name] = unescapeHtml(/value="([^"]*)"/.exec(chosen)?.[1] ?? '');
  }
  return fields;
}

describe('a post’s category in the desk’s edit form', () => {
  it('offers every category a post can have, in Turkish', async () => {
    const id = await addPost('kategori-secenekleri', 'Events');
    const html = await renderEditPage(id);
    for (const category of BLOG_CATEGORIES) expect(html).toContain(`value="${category.replace('&', '&amp;')}"`);
    expect(html).toContain('>Kültür</option>');
    expect(html).toContain('>Etkinlikler</option>');
  });

  it.each(['Culture', 'Events'])('saving a %s post without changes keeps its category', async (category) => {
    const id = await addPost(`kategori-korunur-${category.toLowerCase()}`, category);
    const fields = formFields(await renderEditPage(id));
    expect(fields.category).toBe(category);
    const saved = await callEndpoint(editPostRoute.POST, `/api/desk/posts/${id}`, {
      method: 'POST',
      form: fields,
      bearer: admin.token,
      params: { id: String(id) },
    });
    expect(saved.status).toBe(303);
    const row = await t.db.selectFrom('blogPosts').select('category').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.category).toBe(category);
  });
});

async function renderEditPage(id: number): Promise<string> {
  const user = await findSessionUser(t.db, admin.token);
  const response = await renderPage(EditPostPage, `/admin/blog/${id}`, {
    params: { id: String(id) },
    locals: { user, sessionToken: admin.token },
  });
  expect(response.status).toBe(200);
  return response.text();
}
