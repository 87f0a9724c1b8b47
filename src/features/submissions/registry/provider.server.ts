import type { RegistryRecord, RegistrySource } from '~/features/submissions/registry-schema.ts';

/** One official business registry the import dialog can ask (DESIGN §7). */
export interface RegistryProvider {
  readonly source: RegistrySource;
  /** The record of a tax number, or null when the registry does not know it. */
  findByTaxId(taxId: string): Promise<RegistryRecord | null>;
  /** Businesses whose trade name matches, optionally within a province. */
  searchByName(name: string, province: string): Promise<RegistryRecord[]>;
}

/** Thrown when a configured registry cannot be reached or answers nonsense. */
export class RegistryUnavailableError extends Error {}
