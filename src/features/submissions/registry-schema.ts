import { REGISTRY_MSG } from '~/features/submissions/messages.ts';
import { isValidVkn } from '~/features/submissions/vkn.ts';
import { REGISTRY_SEARCH_MIN, TAX_ID_LENGTH } from '~/lib/constants.ts';
import { z } from '~/lib/zod.ts';

/** Tax number: digits only, exactly 10, official check digit. */
const taxIdField = z
  .string({ error: REGISTRY_MSG.taxIdLength })
  .check(
    z.trim(),
    z.regex(new RegExp(`^\\d{${TAX_ID_LENGTH}}$`), REGISTRY_MSG.taxIdLength),
    z.refine(isValidVkn, REGISTRY_MSG.taxIdChecksum),
  );

export const taxIdSchema = z.object({ taxId: taxIdField });

/** Import request: the spec also sends a userId, which the server ignores (the owner is the session user). */
export const registryImportSchema = z.object({ taxId: taxIdField, userId: z.optional(z.unknown()) });

export const registrySearchSchema = z.object({
  name: z
    .string({ error: REGISTRY_MSG.searchMin })
    .check(z.trim(), z.minLength(REGISTRY_SEARCH_MIN, REGISTRY_MSG.searchMin), z.maxLength(200)),
  province: z._default(z.optional(z.string().check(z.trim(), z.maxLength(100))), ''),
});

/** A registry business record as the spec reads it (SPEC §3). */
export interface RegistryRecord {
  vergiNo: string;
  unvan: string;
  faaliyet: string;
  adres: { detay: string };
  iletisim: { telefon: string };
  /** 'aktif' or another status. */
  durum: string;
}

/** A registry search hit, converted for the dialog. */
export interface RegistrySearchResult {
  name: string;
  category: string;
  address: string;
  taxId: string;
}

export interface RegistrySource {
  id: string;
  name: string;
}
