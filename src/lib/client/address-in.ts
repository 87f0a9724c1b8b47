import type { QueryAddress } from '~/lib/query-state.ts';

/** A reading island's addresses on its page's language: under the prefix ('' for Turkish, '/en', '/ku'). */
export function addressIn(address: QueryAddress, prefix: string): QueryAddress {
  return prefix ? { filtered: prefix + address.filtered, plain: prefix + address.plain } : address;
}
