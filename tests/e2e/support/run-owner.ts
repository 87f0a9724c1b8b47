import { type Page, test } from '@playwright/test';
import { ownedListing, signInOwner } from './owners.ts';

/** An owner made for one run of a spec file, and their approved listing. */
export interface RunOwner {
  email: string;
  /** The listing's name: the given one with the run's mark after it. */
  name: string;
  /** The run's mark (from the clock), for other names a spec needs unique to the run (a post's title). */
  mark: number;
  /** The listing's id. */
  listing: number;
  /** Signs the owner in on `page` and waits for the dashboard. */
  signIn: (page: Page) => Promise<void>;
}

const PASSWORD = 'Sahip-Deneme-Sifresi-9';

/**
 * For the tests of the file: an owner with an approved listing (at the district's centre unless an address
 * is given), made before the first test. The e-mail and the listing's name carry the run's mark, so a spec
 * run again against the same database meets nothing of the run before.
 */
export function ownerForRun(
  slug: string,
  listing: { name: string; category: string; district: string; address?: string },
): RunOwner {
  const owner: RunOwner = {
    email: '',
    name: '',
    mark: 0,
    listing: 0,
    signIn: (page) => signInOwner(page, owner.email, PASSWORD),
  };
  test.beforeAll(async () => {
    const stamp = Date.now();
    owner.mark = stamp % 100_000;
    owner.email = `${slug}-${stamp}@example.com`;
    owner.name = `${listing.name} ${owner.mark}`;
    owner.listing = await ownedListing(owner.email, PASSWORD, {
      address: `${listing.district} Merkez`,
      ...listing,
      name: owner.name,
    });
  });
  return owner;
}
