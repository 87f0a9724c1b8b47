import type { RegistryRecord } from '~/features/submissions/registry-schema.ts';
import { type FakeJsonApi, startFakeJsonApi } from './fake-json-api.ts';

export const FAKE_REGISTRY_KEY = 'test-registry-key';

/** Records the fake registry knows; tax numbers carry valid VKN check digits. */
export const FAKE_REGISTRY_RECORDS: RegistryRecord[] = [
  activeRecord(
    '4540536920',
    'Kâhta Turizm Ltd. Şti.',
    'Turizm',
    'Mustafa Kemal Mah. 1. Cad. No:4 Kâhta/Adıyaman',
    '0416 725 00 00',
  ),
  activeRecord(
    '1234567890',
    'Adıyaman Lokantacılık A.Ş.',
    'Restoranlar',
    'Atatürk Blv. No:20 Merkez/Adıyaman',
    '0416 216 00 00',
  ),
];

/** An active company as the registry answers it. */
function activeRecord(
  vergiNo: string,
  unvan: string,
  faaliyet: string,
  adres: string,
  telefon: string,
): RegistryRecord {
  return { vergiNo, unvan, faaliyet, adres: { detay: adres }, iletisim: { telefon }, durum: 'aktif' };
}

export type FakeRegistryServer = FakeJsonApi;

/** A tiny registry API on 127.0.0.1 with a random port, speaking the HTTP provider's contract. */
export function startFakeRegistryServer(): Promise<FakeRegistryServer> {
  return startFakeJsonApi({ error: 'failure' }, ({ headers }, url) => {
    if (headers.authorization !== `Bearer ${FAKE_REGISTRY_KEY}`) return [401, { error: 'unauthorized' }];
    const byId = /^\/companies\/(\d+)$/.exec(url.pathname);
    if (byId) {
      const record = FAKE_REGISTRY_RECORDS.find((r) => r.vergiNo === byId[1]);
      return record ? [200, record] : [404, { error: 'not found' }];
    }
    if (url.pathname === '/companies') {
      const name = (url.searchParams.get('name') ?? '').toLocaleLowerCase('tr');
      return [200, { results: FAKE_REGISTRY_RECORDS.filter((r) => r.unvan.toLocaleLowerCase('tr').includes(name)) }];
    }
    return [404, { error: 'unknown' }];
  });
}
