import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '~/features/contact/messages.ts';
import { PARTNERSHIP_LIMITS, PARTNERSHIP_MSG } from '~/features/partnerships/messages.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as contact from '~/pages/api/contact.ts';
import * as apply from '~/pages/api/partnerships/apply.ts';
import { callEndpoint } from '../support/api.ts';
import type { RefusedCase } from '../support/form-checks.ts';
import { withTestDb } from '../support/lifecycle.ts';
import { itChecksPublicForm } from '../support/public-form.ts';
import { countRows, storedRow } from '../support/rows.ts';
import { partnershipApplication } from '../support/submissions.ts';

const t = withTestDb();
const countOf = (table: 'partnershipApplications' | 'contactMessages' | 'analyticsEvents') => () =>
  countRows(t.db, table);

beforeEach(() => resetRateLimits());

// Years typed as words: stored as 0.
const application = partnershipApplication({ yearsInBusiness: 'on iki', specialOffers: 'İlk ay %50 indirim' });

describe('POST /api/partnerships/apply', () => {
  it('stores one application; non-numeric years become 0 and empty fields null', async () => {
    const before = await countOf('partnershipApplications')();
    const res = await callEndpoint(apply.POST, '/api/partnerships/apply', { body: application });
    expect(res.status).toBe(201);
    expect(await countOf('partnershipApplications')()).toBe(before + 1);
    const row = await storedRow(t.db, 'partnershipApplications', 'id', res.json.application.id);
    expect(row).toMatchObject({
      yearsInBusiness: 0,
      website: null,
      preferredCommission: null,
      marketingBudget: null,
      partnershipType: 'tourism_partner',
      status: 'new',
    });
  });

  const form = { ...application, yearsInBusiness: '12' };

  const badCases: RefusedCase[] = [
    ['no business name', { businessName: '' }, PARTNERSHIP_MSG.businessName],
    ['no owner name', { ownerName: '' }, PARTNERSHIP_MSG.ownerName],
    ['no phone', { phone: '' }, PARTNERSHIP_MSG.phone],
    ['an invalid email', { email: 'x' }, PARTNERSHIP_MSG.email],
    ['an unknown category', { category: 'casino' }, PARTNERSHIP_MSG.category],
    ['an unknown partnership type', { partnershipType: 'gold' }, PARTNERSHIP_MSG.partnershipType],
    ['no address', { address: '' }, PARTNERSHIP_MSG.address],
    ['no description', { description: ' ' }, PARTNERSHIP_MSG.description],
    ['an invalid website', { website: 'not a url' }, PARTNERSHIP_MSG.website],
    ['an unknown employee band', { employeeCount: '1000' }, PARTNERSHIP_MSG.option],
  ];
  itChecksPublicForm({
    route: apply.POST,
    path: '/api/partnerships/apply',
    valid: application,
    count: countOf('partnershipApplications'),
    refused: badCases,
    formPost: {
      valid: form,
      invalid: { ...form, email: 'mehmet@nemruttur' },
      field: 'email',
      message: PARTNERSHIP_MSG.email,
      formPage: '/form/partnership',
      sentPage: '/partnership/sent',
    },
  });

  it('reads the years typed in a form post as a number and refuses more than the limit', async () => {
    const sent = await callEndpoint(apply.POST, '/api/partnerships/apply', { form });
    expect(sent.status).toBe(303);
    const row = await t.db
      .selectFrom('partnershipApplications')
      .select(['yearsInBusiness', 'businessName'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ yearsInBusiness: 12, businessName: 'Nemrut Tur' });

    const before = await countOf('partnershipApplications')();
    const tooMany = { ...form, yearsInBusiness: String(PARTNERSHIP_LIMITS.yearsMax + 1) };
    const refused = await callEndpoint(apply.POST, '/api/partnerships/apply', { form: tooMany });
    expect(refused.status).toBe(400);
    expect(refused.rewrittenTo).toBe('/form/partnership');
    expect(refused.formState?.errors.yearsInBusiness).toBe(PARTNERSHIP_MSG.yearsInBusiness);
    expect(refused.formState?.values.yearsInBusiness).toBe(String(PARTNERSHIP_LIMITS.yearsMax + 1));
    expect(await countOf('partnershipApplications')()).toBe(before);
  });
});

const message = {
  name: 'Zeynep Kaya',
  email: 'zeynep@example.com',
  phone: '',
  subject: 'Kayıt',
  message: 'İşletmemi nasıl güncellerim?',
};

describe('POST /api/contact', () => {
  it("stores the message and records one 'contact_form_submit' event", async () => {
    const messagesBefore = await countOf('contactMessages')();
    const eventsBefore = await countOf('analyticsEvents')();
    const res = await callEndpoint(contact.POST, '/api/contact', { body: message });
    expect(res.status).toBe(201);
    expect(await countOf('contactMessages')()).toBe(messagesBefore + 1);
    expect(await countOf('analyticsEvents')()).toBe(eventsBefore + 1);
    const event = await t.db.selectFrom('analyticsEvents').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ name: 'contact_form_submit', path: '/contact' });
    const row = await storedRow(t.db, 'contactMessages', 'id', res.json.message.id);
    expect(row).toMatchObject({ name: 'Zeynep Kaya', phone: null, subject: 'Kayıt' });
  });

  const badCases: RefusedCase[] = [
    ['no name', { name: '' }, CONTACT_MSG.name],
    ['an invalid email', { email: 'zeynep' }, CONTACT_MSG.email],
    ['no subject', { subject: '' }, CONTACT_MSG.subject],
    ['no message', { message: '  ' }, CONTACT_MSG.message],
  ];
  itChecksPublicForm({
    route: contact.POST,
    path: '/api/contact',
    valid: message,
    count: countOf('contactMessages'),
    // Neither the message nor its event is written.
    written: async () => [await countOf('contactMessages')(), await countOf('analyticsEvents')()],
    refused: badCases,
    formPost: {
      valid: message,
      invalid: { ...message, email: 'zeynep@' },
      field: 'email',
      message: CONTACT_MSG.email,
      formPage: '/form/contact',
      sentPage: '/contact/sent',
    },
  });
});
