import { NEMRUT_MSG } from '~/features/tourism/messages.ts';
import { ROAD_STATUSES } from '~/features/tourism/nemrut.ts';
import { z } from '~/lib/zod.ts';

const minutes = z
  .number({ error: NEMRUT_MSG.minutesRange })
  .check(
    z.int(NEMRUT_MSG.minutesRange),
    z.minimum(0, NEMRUT_MSG.minutesRange),
    z.maximum(600, NEMRUT_MSG.minutesRange),
  );

/** The desk's form of the Nemrut trip's figures. */
export const nemrutSettingsSchema = z.object({
  driveFromKahtaMin: minutes,
  driveFromCentreMin: minutes,
  walkMin: minutes,
  marginMin: minutes,
  roadStatus: z.enum(ROAD_STATUSES, { error: NEMRUT_MSG.roadInvalid }),
  season: z
    .string({ error: NEMRUT_MSG.seasonLength })
    .check(z.trim(), z.minLength(3, NEMRUT_MSG.seasonLength), z.maxLength(300, NEMRUT_MSG.seasonLength)),
});

/** The figures' form fields that are numbers. */
export const NEMRUT_NUMBER_FIELDS = ['driveFromKahtaMin', 'driveFromCentreMin', 'walkMin', 'marginMin'] as const;
