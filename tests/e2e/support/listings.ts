import { WEEK_DAYS } from '~/features/listings/options.ts';
import type { Db } from '~/lib/db/db.server.ts';
import type { NewBusiness } from '~/lib/db/schema.ts';
import { insertBusiness } from '../../support/rows.ts';

// Listings whose open-or-closed answer does not depend on the moment a test runs.

const everyDay = (value: string) => JSON.stringify(Object.fromEntries(WEEK_DAYS.map((day) => [day, value])));

/** Open round the clock every day, holidays included: open whenever the test runs. */
export const ALWAYS_OPEN = { workingHours: everyDay('24 Saat'), holidayMode: 'open' } as const;

/** Closed every day of the week and on holidays: never open. */
export const NEVER_OPEN = { workingHours: everyDay('Kapalı'), holidayMode: 'closed' } as const;

/** The id of the published listing of this name, added to the e2e database the first time it is asked for. */
export async function publishedListing(db: Db, name: string, values: Partial<NewBusiness> = {}): Promise<number> {
  const found = await db.selectFrom('businesses').select('id').where('name', '=', name).executeTakeFirst();
  return found ? found.id : insertBusiness(db, name, { status: 'approved', ...values });
}
