import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_TEXT } from '~/features/contact/contact-i18n.ts';
import { INQUIRY_TEXT } from '~/features/inquiries/inquiry-i18n.ts';
import { PARTNERSHIP_FORM_TEXT } from '~/features/partnerships/partnership-i18n.ts';
import { REPORT_TEXT } from '~/features/reports/report-i18n.ts';
import { REVIEW_FORM_TEXT } from '~/features/reviews/reviews-i18n.ts';
import { FORM_PAGE_TEXT, FORM_PAGES, type FormName } from '~/features/site/forms.ts';
import { ADD_BUSINESS_TEXT, MAPS_IMPORT_TEXT } from '~/features/submissions/add-business-i18n.ts';
import { REGISTER_FORM_TEXT } from '~/features/submissions/register-i18n.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import { FORM_TEXT } from '~/lib/i18n/form-text.ts';
import { type Lang, PREFIXED_LANGS } from '~/lib/i18n/langs.ts';
import * as inquiries from '~/pages/api/businesses/[id]/inquiries/index.ts';
import * as report from '~/pages/api/businesses/[id]/report.ts';
import * as reviews from '~/pages/api/businesses/[id]/reviews.ts';
import * as mapsImport from '~/pages/api/businesses/import-google-maps.ts';
import * as businesses from '~/pages/api/businesses/index.ts';
import * as register from '~/pages/api/businesses/register.ts';
import * as contact from '~/pages/api/contact.ts';
import * as apply from '~/pages/api/partnerships/apply.ts';
import { callEndpoint } from '../support/api.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { mainOf, renderLocalized, turkishWordsIn } from '../support/localized-pages.ts';
import { countRows, insertBusiness } from '../support/rows.ts';
import { partnershipApplication, registrationBody } from '../support/submissions.ts';

// The visitor forms in English and Kurmanji: a post from /en/… or /ku/… lands on the confirmation in
// that language, a refused one is shown again in it with its messages and values, a hostile language
// is ignored, and the form pages and confirmations carry no Turkish words of the site's own.

const t = withTestDb();
beforeEach(() => resetRateLimits());

interface FormCase {
  name: FormName;
  route: typeof contact.POST;
  path: string;
  table: 'contactMessages' | 'businesses' | 'partnershipApplications';
  valid: Record<string, string>;
  /** A field to spoil, its spoiled value and its message in each language. */
  bad: { field: string; value: string; message: (lang: Lang) => string };
}

const FORMS: FormCase[] = [
  {
    name: 'contact',
    route: contact.POST,
    path: '/api/contact',
    table: 'contactMessages',
    valid: { name: 'Jane Doe', email: 'jane@example.com', phone: '', subject: 'Nemrut', message: 'Hello!' },
    bad: { field: 'email', value: 'jane@', message: (lang) => CONTACT_TEXT[lang].email },
  },
  {
    name: 'register',
    route: register.POST,
    path: '/api/businesses/register',
    table: 'businesses',
    valid: registrationBody(),
    bad: { field: 'district', value: 'Malatya', message: (lang) => REGISTER_FORM_TEXT[lang].district },
  },
  {
    name: 'add-business',
    route: businesses.POST,
    path: '/api/businesses',
    table: 'businesses',
    valid: { name: 'Perre Kahvaltı', category: 'Restoranlar', address: 'Atatürk Bulvarı 12', district: 'Merkez' },
    bad: { field: 'address', value: 'x', message: (lang) => ADD_BUSINESS_TEXT[lang].address },
  },
  {
    name: 'partnership',
    route: apply.POST,
    path: '/api/partnerships/apply',
    table: 'partnershipApplications',
    valid: partnershipApplication(),
    bad: { field: 'email', value: 'x', message: (lang) => PARTNERSHIP_FORM_TEXT[lang].email },
  },
];

describe.each(FORMS)('the $name form', (form) => {
  const count = () => countRows(t.db, form.table);

  it.each(PREFIXED_LANGS)('posted from /%s lands on the confirmation in that language', async (lang) => {
    const before = await count();
    const sent = await callEndpoint(form.route, form.path, { form: { ...form.valid, lang } });
    expect([sent.status, sent.headers.get('location')]).toEqual([303, `/${lang}${FORM_PAGES[form.name]}/sent`]);
    expect(await count()).toBe(before + 1);
  });

  it.each(PREFIXED_LANGS)(
    'refused from /%s: shown again in that language, values kept, nothing stored',
    async (lang) => {
      const before = await count();
      const values = { ...form.valid, [form.bad.field]: form.bad.value, lang };
      const refused = await callEndpoint(form.route, form.path, { form: values });
      expect(refused.status).toBe(400);
      expect(refused.rewrittenTo).toBe(`/${lang}/form/${form.name}`);
      expect(refused.formState?.errors[form.bad.field]).toBe(form.bad.message(lang));
      expect(refused.formState?.message).toBe(form.bad.message(lang));
      expect(refused.formState?.values).toEqual(values);
      expect(await count()).toBe(before);

      const json = await callEndpoint(form.route, form.path, { body: values });
      expect([json.status, json.json.error]).toEqual([400, form.bad.message(lang)]);
      expect(await count()).toBe(before);
    },
  );

  it('ignores a language the site does not have: the Turkish confirmation and messages', async () => {
    for (const lang of ['de', '../admin', 'EN', '']) {
      await resetRateLimits();
      const sent = await callEndpoint(form.route, form.path, { form: { ...form.valid, lang } });
      expect(sent.headers.get('location')).toBe(`${FORM_PAGES[form.name]}/sent`);
      const refused = await callEndpoint(form.route, form.path, {
        form: { ...form.valid, [form.bad.field]: form.bad.value, lang },
      });
      expect(refused.rewrittenTo).toBe(`/form/${form.name}`);
      expect(refused.formState?.errors[form.bad.field]).toBe(form.bad.message('tr'));
    }
  });

  it.each(PREFIXED_LANGS)('the rate limit is said in the language of /%s', async (lang) => {
    let last = await callEndpoint(form.route, form.path, { form: { ...form.valid, lang }, ip: '10.9.9.9' });
    for (let i = 0; i < 20 && last.status !== 429; i++) {
      last = await callEndpoint(form.route, form.path, { form: { ...form.valid, lang }, ip: '10.9.9.9' });
    }
    expect(last.status).toBe(429);
    expect(last.formState?.message).toBe(FORM_TEXT[lang].rateLimited);
    expect(last.rewrittenTo).toBe(`/${lang}/form/${form.name}`);
  });
});

describe.each(PREFIXED_LANGS)('the /%s form pages and confirmations', (lang) => {
  const pages = Object.values(FORM_PAGES).flatMap((page) => [`/${lang}${page}`, `/${lang}${page}/sent`]);

  it.each(pages)('%s has no Turkish word of the site’s own', async (path) => {
    const { status, html } = await renderLocalized(path);
    expect(status).toBe(200);
    expect(turkishWordsIn(mainOf(html))).toEqual([]);
  });

  it.each(Object.keys(FORM_PAGES) as FormName[])('a refused %s post is shown again in the language', async (name) => {
    const formState = { status: 400, message: 'x', values: {}, errors: {} };
    const { status, html } = await renderLocalized(`/${lang}/form/${name}`, { formState });
    expect(status).toBe(400);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(FORM_PAGE_TEXT[lang][`${name}Title`]);
    expect(html).toContain(`name="lang" value="${lang}"`);
    expect(turkishWordsIn(mainOf(html))).toEqual([]);
  });

  it('the confirmation says it in the language and links back to the form there', async () => {
    const { html } = await renderLocalized(`/${lang}/contact/sent`);
    expect(html).toContain(FORM_PAGE_TEXT[lang].contactSentTitle);
    expect(html).toContain(`href="/${lang}/contact"`);
  });
});

describe('the business page forms', () => {
  let id = 0;
  const params = () => ({ id: String(id) });
  const BUSINESS_FORMS: {
    what: string;
    route: typeof report.POST;
    path: () => string;
    table: 'businessInquiries' | 'listingReports' | 'reviews';
    valid: Record<string, string>;
    bad: { field: string; value: string; message: (lang: Lang) => string };
    sent: (lang: Lang) => string;
    again: (lang: Lang) => string;
  }[] = [
    {
      what: 'message',
      route: inquiries.POST,
      path: () => `/api/businesses/${id}/inquiries`,
      table: 'businessInquiries',
      valid: { name: 'Jane Doe', email: 'jane@example.com', phone: '', message: 'Are you open on Sunday?' },
      bad: { field: 'email', value: 'jane@', message: (lang: Lang) => INQUIRY_TEXT[lang].emailError },
      sent: (lang: Lang) => `/${lang}/business/${id}/mesaj?durum=gonderildi`,
      again: (lang: Lang) => `/${lang}/business/${id}/mesaj`,
    },
    {
      what: 'report',
      route: report.POST,
      path: () => `/api/businesses/${id}/report`,
      table: 'listingReports',
      valid: { reason: 'moved', message: 'They moved to Kâhta.', name: '', email: '' },
      bad: { field: 'reason', value: 'x', message: (lang: Lang) => REPORT_TEXT[lang].reasonError },
      sent: (lang: Lang) => `/${lang}/business/${id}/bildir?durum=bildirim-alindi`,
      again: (lang: Lang) => `/${lang}/business/${id}/bildir`,
    },
    {
      what: 'review',
      route: reviews.POST,
      path: () => `/api/businesses/${id}/reviews`,
      table: 'reviews',
      valid: { rating: '5', comment: 'Lovely breakfast, kind people.', authorName: 'Jane' },
      bad: { field: 'comment', value: 'short', message: (lang: Lang) => REVIEW_FORM_TEXT[lang].commentError },
      sent: (lang: Lang) => `/${lang}/business/${id}?durum=yorum-alindi#yorum-formu`,
      again: (lang: Lang) => `/${lang}/business/${id}`,
    },
  ];

  beforeEach(async () => {
    id ||= await insertBusiness(t.db, 'Dil Formu Kahvaltı', { status: 'approved' });
  });

  describe.each(BUSINESS_FORMS)('the $what form', (form) => {
    it.each(PREFIXED_LANGS)('posted from /%s: confirmed, or refused, in that language', async (lang) => {
      const count = () => countRows(t.db, form.table);
      const before = await count();
      const sent = await callEndpoint(form.route, form.path(), { form: { ...form.valid, lang }, params: params() });
      expect([sent.status, sent.headers.get('location')]).toEqual([303, form.sent(lang)]);
      expect(await count()).toBe(before + 1);

      const values = { ...form.valid, [form.bad.field]: form.bad.value, lang };
      const refused = await callEndpoint(form.route, form.path(), { form: values, params: params() });
      expect(refused.status).toBe(400);
      expect(refused.rewrittenTo).toBe(form.again(lang));
      expect(refused.formState?.errors[form.bad.field]).toBe(form.bad.message(lang));
      expect(refused.formState?.values).toEqual(values);
      expect(await count()).toBe(before + 1);
    });

    it('a language the site does not have is ignored', async () => {
      const sent = await callEndpoint(form.route, form.path(), {
        form: { ...form.valid, lang: 'fr' },
        params: params(),
      });
      expect(sent.headers.get('location')).toBe(form.sent('en').replace('/en', ''));
    });
  });
});

describe('the Maps import card without scripts', () => {
  const link =
    'https://www.google.com/maps/place/Nemrut+Sofras%C4%B1/@37.7636,38.2773,17z/data=!4m6!3m5!1s0x1530bc3f5a1d2c3b:0x5c7d9e1f2a3b4c5d!8m2!3d37.76412!4d38.27851';

  it.each(PREFIXED_LANGS)(
    'brings the add-business form back on /%s, filled in with what the link says',
    async (lang) => {
      const res = await callEndpoint(mapsImport.POST, '/api/businesses/import-google-maps', {
        form: { googleMapsUrl: link, lang },
      });
      expect(res.status).toBe(200);
      expect(res.rewrittenTo).toBe(`/${lang}/form/add-business`);
      expect(res.formState?.values).toMatchObject({
        name: 'Nemrut Sofrası',
        googleMapsUrl: link,
        latitude: '37.76412',
      });
    },
  );

  it('a link that is not Google Maps is refused there in the language', async () => {
    const res = await callEndpoint(mapsImport.POST, '/api/businesses/import-google-maps', {
      form: { googleMapsUrl: 'https://example.com', lang: 'ku' },
    });
    expect([res.status, res.rewrittenTo, res.formState?.message]).toEqual([
      400,
      '/ku/form/add-business',
      MAPS_IMPORT_TEXT.ku.url,
    ]);
  });
});
