import { httpRegistryFromEnv } from '~/features/submissions/registry/http-provider.server.ts';
import type { RegistryProvider } from '~/features/submissions/registry/provider.server.ts';
import type { RegistryRecord, RegistrySearchResult, RegistrySource } from '~/features/submissions/registry-schema.ts';
import type { Env } from '~/lib/env.server.ts';

export { type RegistryProvider, RegistryUnavailableError } from '~/features/submissions/registry/provider.server.ts';

/** The registries configured in the environment; empty when none is. */
export function registryProvidersFromEnv(env?: Env): RegistryProvider[] {
  const http = httpRegistryFromEnv(env);
  return http ? [http] : [];
}

/** Sources listed by GET /api/business/registry-sources. */
export function listRegistrySources(providers: RegistryProvider[]): RegistrySource[] {
  return providers.map((p) => p.source);
}

/** The first record any provider has for the tax number, or null. */
export async function findRegistryRecord(providers: RegistryProvider[], taxId: string): Promise<RegistryRecord | null> {
  for (const provider of providers) {
    const record = await provider.findByTaxId(taxId);
    if (record) return record;
  }
  return null;
}

/** Search hits of every provider, converted for the dialog (name, category, address, tax id). */
export async function searchRegistries(
  providers: RegistryProvider[],
  name: string,
  province: string,
): Promise<RegistrySearchResult[]> {
  const results: RegistrySearchResult[] = [];
  for (const provider of providers) {
    for (const record of await provider.searchByName(name, province)) {
      results.push({
        name: record.unvan,
        category: record.faaliyet,
        address: record.adres.detay,
        taxId: record.vergiNo,
      });
    }
  }
  return results;
}
