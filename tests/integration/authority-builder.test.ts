import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '~/features/identity/admin-users.server.ts';
import { createSession } from '~/features/identity/sessions.server.ts';
import { AUTHORITY_MSG } from '~/features/seo/authority-builder-schema.ts';
import { SESSION_COOKIE } from '~/lib/constants.ts';
import * as actionsRoute from '~/pages/api/authority/actions.ts';
import * as directoryRoute from '~/pages/api/authority/directory-submission.ts';
import * as outreachRoute from '~/pages/api/authority/partnership-outreach.ts';
import * as progressRoute from '~/pages/api/authority/progress.ts';
import { type CallOptions, callEndpoint, expectJsonOnly } from '../support/api.ts';
import { countRows, storedRow } from '../support/rows.ts';
import { signedInUser } from '../support/sessions.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let t: TestDb;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  t = await createTestDb({ seed: true });
  await ensureFirstAdmin(t.db, 'Nemrut-Zirve-2150');
  const admin = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  adminToken = (await createSession(t.db, admin.id)).token;
  userToken = (await signedInUser(t.db, 'user', 'operator-degil')).token;
});
afterAll(() => t.cleanup());

const submissionData = {
  businessName: 'Adıyaman Rehberi',
  website: 'https://adiyamanrehberi.example',
  description: 'Adıyaman ve ilçelerinin işletme rehberi ve turizm kılavuzu.',
  category: 'Turizm Rehberi',
  contactEmail: 'info@adiyamanrehberi.example',
  contactPhone: '+905320000000',
};
const asAdmin = (options: CallOptions = {}): CallOptions => ({ ...options, bearer: adminToken });

const count = (table: 'directorySubmissions' | 'partnershipOutreach' | 'authorityActions') => countRows(t.db, table);

const endpoints = [
  {
    name: 'POST /api/authority/directory-submission',
    call: (o: CallOptions) =>
      callEndpoint(directoryRoute.POST, '/api/authority/directory-submission', {
        ...o,
        body: { directory: 'foursquare', submissionData },
      }),
  },
  {
    name: 'POST /api/authority/partnership-outreach',
    call: (o: CallOptions) =>
      callEndpoint(outreachRoute.POST, '/api/authority/partnership-outreach', {
        ...o,
        body: {
          partnerName: 'Adıyaman Belediyesi',
          partnerEmail: 'info@adiyaman.bel.tr',
          message: 'Rehberimizle iş birliği yapmak istiyoruz, görüşelim.',
        },
      }),
  },
  {
    name: 'POST /api/authority/actions',
    call: (o: CallOptions) =>
      callEndpoint(actionsRoute.POST, '/api/authority/actions', {
        ...o,
        body: { action: 'tourism-department', status: 'started' },
      }),
  },
  {
    name: 'GET /api/authority/progress',
    call: (o: CallOptions) => callEndpoint(progressRoute.GET, '/api/authority/progress', o),
  },
];

describe('authority endpoints are admin-only', () => {
  for (const endpoint of endpoints) {
    it(`${endpoint.name}: 401 anonymous or unknown token, 403 for a non-admin, nothing stored`, async () => {
      const before = [
        await count('directorySubmissions'),
        await count('partnershipOutreach'),
        await count('authorityActions'),
      ];
      expect((await endpoint.call({})).status).toBe(401);
      expect((await endpoint.call({ cookies: { [SESSION_COOKIE]: 'yok' } })).status).toBe(401);
      expect((await endpoint.call({ bearer: userToken })).status).toBe(403);
      expect([
        await count('directorySubmissions'),
        await count('partnershipOutreach'),
        await count('authorityActions'),
      ]).toEqual(before);
    });
  }

  it('403 for a cookie session posting from another site', async () => {
    const res = await callEndpoint(directoryRoute.POST, '/api/authority/directory-submission', {
      cookies: { [SESSION_COOKIE]: adminToken },
      headers: { origin: 'https://evil.example' },
      body: { directory: 'foursquare', submissionData },
    });
    expect(res.status).toBe(403);
  });
});

describe('directory submissions', () => {
  it('stores a submission; the directory becomes submitted and progress moves', async () => {
    const before = (await callEndpoint(progressRoute.GET, '/api/authority/progress', asAdmin())).json;
    expect(before.directories.find((d: { id: string }) => d.id === 'tripadvisor').status).toBe('pending');
    expect(before.summary).toEqual({ directoryTargets: 8, partnershipOpportunities: 5, approvedListings: 0 });

    const res = await callEndpoint(
      directoryRoute.POST,
      '/api/authority/directory-submission',
      asAdmin({ body: { directory: 'tripadvisor', submissionData } }),
    );
    expect(res.status).toBe(201);
    const row = await storedRow(t.db, 'directorySubmissions', 'directory', 'tripadvisor');
    expect(row.businessName).toBe('Adıyaman Rehberi');
    expect(row.contactPhone).toBe('+905320000000');

    const after = (await callEndpoint(progressRoute.GET, '/api/authority/progress', asAdmin())).json;
    const trip = after.directories.find((d: { id: string }) => d.id === 'tripadvisor');
    expect(trip.status).toBe('submitted');
    expect(trip.submittedAt).toBeTruthy();
    const high = (p: { progress: { label: string; done: number }[] }) =>
      p.progress.find((x) => x.label === 'Yüksek öncelikli rehberler')!.done;
    expect(high(after)).toBe(high(before) + 1);
    expect(after.nextSteps.join(' ')).toContain('takip edin');
  });

  it('409 for a directory already submitted to, without a second row', async () => {
    await callEndpoint(
      directoryRoute.POST,
      '/api/authority/directory-submission',
      asAdmin({ body: { directory: 'bing-places', submissionData } }),
    );
    const again = await callEndpoint(
      directoryRoute.POST,
      '/api/authority/directory-submission',
      asAdmin({ body: { directory: 'bing-places', submissionData } }),
    );
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(AUTHORITY_MSG.alreadySubmitted);
    const rows = await t.db
      .selectFrom('directorySubmissions')
      .select('id')
      .where('directory', '=', 'bing-places')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('400 with Turkish messages for bad input and stores nothing', async () => {
    const before = await count('directorySubmissions');
    const cases: [unknown, string][] = [
      [{ directory: 'myspace', submissionData }, AUTHORITY_MSG.unknownDirectory],
      [
        { directory: 'yandex-maps', submissionData: { ...submissionData, website: 'javascript:alert(1)' } },
        AUTHORITY_MSG.websiteInvalid,
      ],
      [
        { directory: 'yandex-maps', submissionData: { ...submissionData, description: 'kısa' } },
        AUTHORITY_MSG.descriptionMin,
      ],
      [
        { directory: 'yandex-maps', submissionData: { ...submissionData, contactEmail: 'e-posta' } },
        AUTHORITY_MSG.emailInvalid,
      ],
      [
        { directory: 'yandex-maps', submissionData: { ...submissionData, contactPhone: '123' } },
        AUTHORITY_MSG.phoneInvalid,
      ],
      [{ directory: 'yandex-maps' }, AUTHORITY_MSG.submissionDataMissing],
      [
        { directory: 'yandex-maps', submissionData: { ...submissionData, businessName: ' ' } },
        AUTHORITY_MSG.businessNameRequired,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await callEndpoint(directoryRoute.POST, '/api/authority/directory-submission', asAdmin({ body }));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect(await count('directorySubmissions')).toBe(before);
  });

  it('415 for a non-JSON body, 400 for malformed JSON', async () => {
    await expectJsonOnly(directoryRoute.POST, '/api/authority/directory-submission', asAdmin());
  });
});

describe('partnership outreach', () => {
  const message = 'Adıyaman Rehberi olarak kurumunuzla iş birliği yapmak istiyoruz.';

  it('records the outreach; the institution becomes contacted', async () => {
    const res = await callEndpoint(
      outreachRoute.POST,
      '/api/authority/partnership-outreach',
      asAdmin({ body: { partnerName: 'Adıyaman Üniversitesi', partnerEmail: 'info@adiyaman.edu.tr', message } }),
    );
    expect(res.status).toBe(201);
    const progress = (await callEndpoint(progressRoute.GET, '/api/authority/progress', asAdmin())).json;
    expect(progress.partners.find((p: { id: string }) => p.id === 'universite').status).toBe('contacted');
    expect(progress.partnerCounts.contacted).toBe(1);
    expect(progress.partnerCounts.identified).toBe(4);
    const again = await callEndpoint(
      outreachRoute.POST,
      '/api/authority/partnership-outreach',
      asAdmin({ body: { partnerName: 'Adıyaman Üniversitesi', partnerEmail: 'info@adiyaman.edu.tr', message } }),
    );
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(AUTHORITY_MSG.alreadyContacted);
  });

  it('400 for an unknown institution, a bad e-mail or a short message; 415 non-JSON', async () => {
    const before = await count('partnershipOutreach');
    for (const [body, error] of [
      [{ partnerName: 'Bilinmeyen Kurum', partnerEmail: 'a@b.example', message }, AUTHORITY_MSG.unknownPartner],
      [{ partnerName: 'Adıyaman Valiliği', partnerEmail: 'adres', message }, AUTHORITY_MSG.emailInvalid],
      [{ partnerName: 'Adıyaman Valiliği', partnerEmail: 'a@b.example', message: 'Merhaba' }, AUTHORITY_MSG.messageMin],
    ] as const) {
      const res = await callEndpoint(outreachRoute.POST, '/api/authority/partnership-outreach', asAdmin({ body }));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(error);
    }
    await expectJsonOnly(outreachRoute.POST, '/api/authority/partnership-outreach', asAdmin());
    expect(await count('partnershipOutreach')).toBe(before);
  });
});

describe('priority actions', () => {
  it('records Mark as Started and Mark as Sent, newest first', async () => {
    const started = await callEndpoint(
      actionsRoute.POST,
      '/api/authority/actions',
      asAdmin({ body: { action: 'tourism-department', status: 'started' } }),
    );
    expect(started.status).toBe(201);
    expect(started.json.action).toMatchObject({ action: 'tourism-department', status: 'started' });
    await callEndpoint(
      actionsRoute.POST,
      '/api/authority/actions',
      asAdmin({ body: { action: 'tourism-department', status: 'sent' } }),
    );
    const progress = (await callEndpoint(progressRoute.GET, '/api/authority/progress', asAdmin())).json;
    expect(progress.actions[0]).toMatchObject({ action: 'tourism-department', status: 'sent' });
    expect(progress.nextSteps.join(' ')).not.toContain('Turizm müdürlüğüne');
  });

  it('400 for an unknown action or status; 415 non-JSON', async () => {
    const before = await count('authorityActions');
    for (const body of [
      { action: 'hack', status: 'started' },
      { action: 'tourism-department', status: 'done' },
    ]) {
      const res = await callEndpoint(actionsRoute.POST, '/api/authority/actions', asAdmin({ body }));
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(AUTHORITY_MSG.unknownAction);
    }
    await expectJsonOnly(actionsRoute.POST, '/api/authority/actions', asAdmin());
    expect(await count('authorityActions')).toBe(before);
  });
});
