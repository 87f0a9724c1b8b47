import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox } from '~/features/mail/mail.server.ts';
import { resetRateLimits } from '~/lib/http/rate-limit.server.ts';
import * as approve from '~/pages/api/businesses/[id]/approve.ts';
import * as reject from '~/pages/api/businesses/[id]/reject.ts';
import * as register from '~/pages/api/businesses/register.ts';
import { callEndpoint } from '../support/api.ts';
import { withSmtpServer, withTestDb } from '../support/lifecycle.ts';
import { signedInUser } from '../support/sessions.ts';

const t = withTestDb();
const smtp = withSmtpServer();
let admin: string;

const registration = (businessName: string, email: string) => ({
  businessName,
  ownerName: 'Mehmet Kaya',
  email,
  phone: '0416 123 45 67',
  category: 'Restaurant & Cafe',
  address: 'Atatürk Bulvarı No:12',
  district: 'Merkez',
  description: 'Adıyaman Merkez’de çiğ köfte ve ev yemekleri sunan aile işletmesi.',
  website: '',
  socialMedia: '',
  workingHours: 'Her gün 09:00-22:00',
  services: 'Paket servis',
  priceRange: 'Orta (₺₺)',
});

beforeAll(async () => {
  admin = (await signedInUser(t.db, 'admin')).token;
});
beforeEach(() => resetRateLimits());

describe('notifications of a submission', () => {
  it('an anonymous registration gets “received” and the invitation to open an account; approval is told', async () => {
    const res = await callEndpoint(register.POST, '/api/businesses/register', {
      body: registration('Çiğköfteci Mehmet Usta', 'mehmet@example.com'),
    });
    expect(res.status).toBe(201);
    const received = await smtp.waitFor('mehmet@example.com', 'Başvurunuz alındı');
    expect(received.text).toContain('“Çiğköfteci Mehmet Usta” için başvurunuzu aldık.');
    const invitation = await smtp.waitFor('mehmet@example.com', 'İşletmenizi yönetmek için hesap açın');
    expect(invitation.text).toContain('/hesap/kayit');

    const approved = await callEndpoint(approve.POST, `/api/businesses/${res.json.business.id}/approve`, {
      bearer: admin,
      method: 'POST',
      params: { id: String(res.json.business.id) },
    });
    expect(approved.status).toBe(200);
    const mail = await smtp.waitFor('mehmet@example.com', 'İşletmeniz yayında');
    expect(mail.subject).toBe('İşletmeniz yayında | Adıyaman Rehberi');
    expect(mail.text).toContain(`/business/${res.json.business.id}`);
  });

  it('a rejection reaches the owner with the reason', async () => {
    const res = await callEndpoint(register.POST, '/api/businesses/register', {
      body: registration('Samsat Balıkçısı', 'samsat@example.com'),
    });
    const id = String(res.json.business.id);
    const rejected = await callEndpoint(reject.POST, `/api/businesses/${id}/reject`, {
      bearer: admin,
      body: { reason: 'Telefon numarasına ulaşılamadı' },
      params: { id },
    });
    expect(rejected.status).toBe(200);
    const mail = await smtp.waitFor('samsat@example.com', 'Başvurunuz onaylanmadı');
    expect(mail.text).toContain('Gerekçe: Telefon numarasına ulaşılamadı');
  });

  it('with the mail server down, the message is in the outbox and waits for a retry', async () => {
    smtp.refuse = true;
    try {
      const res = await callEndpoint(register.POST, '/api/businesses/register', {
        body: registration('Tut Kahvaltı Evi', 'tut@example.com'),
      });
      expect(res.status).toBe(201);
      const rows = await listOutbox(t.db, { to: 'tut@example.com' });
      expect(rows.map((r) => r.status)).toEqual(['retrying', 'retrying']);
      expect(rows.map((r) => r.kind).sort()).toEqual(['invitation', 'submissionReceived']);
    } finally {
      smtp.refuse = false;
    }
  });
});
