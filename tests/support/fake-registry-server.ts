import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RegistryRecord } from '~/features/submissions/registry-schema.ts';

export const FAKE_REGISTRY_KEY = 'test-registry-key';

/** Records the fake registry knows; tax numbers carry valid VKN check digits. */
export const FAKE_REGISTRY_RECORDS: RegistryRecord[] = [
  {
    vergiNo: '4540536920',
    unvan: 'Kâhta Turizm Ltd. Şti.',
    faaliyet: 'Turizm',
    adres: { detay: 'Mustafa Kemal Mah. 1. Cad. No:4 Kâhta/Adıyaman' },
    iletisim: { telefon: '0416 725 00 00' },
    durum: 'aktif',
  },
  {
    vergiNo: '1234567890',
    unvan: 'Adıyaman Lokantacılık A.Ş.',
    faaliyet: 'Restoranlar',
    adres: { detay: 'Atatürk Blv. No:20 Merkez/Adıyaman' },
    iletisim: { telefon: '0416 216 00 00' },
    durum: 'aktif',
  },
];

export interface FakeRegistryServer {
  baseUrl: string;
  requests: { path: string; authorization: string | undefined }[];
  failWith(status: number): void;
  close(): Promise<void>;
}

/** A tiny registry API on 127.0.0.1 with a random port, speaking the HTTP provider's contract. */
export async function startFakeRegistryServer(): Promise<FakeRegistryServer> {
  const requests: FakeRegistryServer['requests'] = [];
  let failStatus = 200;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ path: url.pathname + url.search, authorization: req.headers.authorization });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (failStatus !== 200) return send(failStatus, { error: 'failure' });
    if (req.headers.authorization !== `Bearer ${FAKE_REGISTRY_KEY}`) return send(401, { error: 'unauthorized' });
    const byId = /^\/companies\/(\d+)$/.exec(url.pathname);
    if (byId) {
      const record = FAKE_REGISTRY_RECORDS.find((r) => r.vergiNo === byId[1]);
      return record ? send(200, record) : send(404, { error: 'not found' });
    }
    if (url.pathname === '/companies') {
      const name = (url.searchParams.get('name') ?? '').toLocaleLowerCase('tr');
      return send(200, {
        results: FAKE_REGISTRY_RECORDS.filter((r) => r.unvan.toLocaleLowerCase('tr').includes(name)),
      });
    }
    send(404, { error: 'unknown' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => (failStatus = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
