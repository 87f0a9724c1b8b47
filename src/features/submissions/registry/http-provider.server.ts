import { type RegistryProvider, RegistryUnavailableError } from '~/features/submissions/registry/provider.server.ts';
import type { RegistryRecord, RegistrySource } from '~/features/submissions/registry-schema.ts';
import { type Env, registrySettings } from '~/lib/env.server.ts';

// A registry reached over HTTP with a bearer key: REGISTRY_API_URL, REGISTRY_API_KEY and an
// optional display name REGISTRY_API_NAME. Contract:
//   GET {url}/companies/{taxId}            → 200 record | 404
//   GET {url}/companies?name=…&province=…  → 200 { results: record[] }

const TIMEOUT_MS = 8000;

/** A string property of a nested object of the registry's answer, or ''. */
function stringField(value: unknown, key: string): string {
  const field = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : '';
}

function asRecord(value: unknown): RegistryRecord | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.vergiNo !== 'string' || typeof v.unvan !== 'string') return null;
  return {
    vergiNo: v.vergiNo,
    unvan: v.unvan,
    faaliyet: typeof v.faaliyet === 'string' ? v.faaliyet : '',
    adres: { detay: stringField(v.adres, 'detay') },
    iletisim: { telefon: stringField(v.iletisim, 'telefon') },
    durum: typeof v.durum === 'string' ? v.durum : '',
  };
}

export class HttpRegistryProvider implements RegistryProvider {
  readonly source: RegistrySource;
  private readonly baseUrl: string;
  private readonly apiKey: string;

  constructor(options: { baseUrl: string; apiKey: string; name?: string }) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.source = { id: 'http', name: options.name || new URL(this.baseUrl).hostname };
  }

  private async get(path: string): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        headers: { Authorization: `Bearer ${this.apiKey}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new RegistryUnavailableError(`registry unreachable: ${(error as Error).message}`);
    }
  }

  private async json(response: Response): Promise<unknown> {
    if (!response.ok) throw new RegistryUnavailableError(`registry answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new RegistryUnavailableError('registry answered with invalid JSON');
    }
  }

  async findByTaxId(taxId: string): Promise<RegistryRecord | null> {
    const response = await this.get(`/companies/${encodeURIComponent(taxId)}`);
    if (response.status === 404) return null;
    return asRecord(await this.json(response));
  }

  async searchByName(name: string, province: string): Promise<RegistryRecord[]> {
    const query = new URLSearchParams({ name });
    if (province) query.set('province', province);
    const body = (await this.json(await this.get(`/companies?${query}`))) as { results?: unknown };
    const list = Array.isArray(body?.results) ? body.results : [];
    return list.map(asRecord).filter((r): r is RegistryRecord => r !== null);
  }
}

/** The HTTP registry when REGISTRY_API_URL and REGISTRY_API_KEY are set, else null. */
export function httpRegistryFromEnv(env?: Env): HttpRegistryProvider | null {
  const settings = registrySettings(env);
  return settings && new HttpRegistryProvider({ ...settings, name: settings.name ?? undefined });
}
