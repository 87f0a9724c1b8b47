import { CLOSURES, dayInTurkey } from '~/features/listings/closure.ts';
import { HOLIDAY_MODES, parseDayHours } from '~/features/listings/opening-hours.ts';
import { z } from '~/lib/zod.ts';

const CLOSURE_MSG = {
  closure: 'Geçerli bir durum seçin',
  newAddress: 'Taşınan işletmenin yeni adresini yazın (en az 5 karakter)',
  movedAt: 'Taşınma tarihi GG.AA.YYYY değil, YYYY-AA-GG biçiminde olmalıdır',
  reopensAt: 'Yeniden açılış tarihi GG.AA.YYYY değil, YYYY-AA-GG biçiminde olmalıdır',
  reopensAtPast: 'Yeniden açılış tarihi geçmişte olamaz; bugünü ya da ileri bir günü seçin (bilinmiyorsa boş bırakın)',
  holidayMode: 'Geçerli bir bayram ve tatil seçeneği seçin',
  holidayHours: "Özel saatleri '10:00-16:00' veya '24 Saat' biçiminde yazın",
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.core.$ZodType>(schema: T) => z.pipe(z.transform(blankToUndefined), z.optional(schema));

/**
 * The desk's form of a listing's state: moved (new address, since when) or closed (for now: until when, if
 * known), and its holiday hours.
 */
export const closureSchema = z
  .object({
    closure: optional(z.enum(CLOSURES, { error: CLOSURE_MSG.closure })),
    newAddress: optional(z.string().check(z.trim(), z.maxLength(300, CLOSURE_MSG.newAddress))),
    movedAt: optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, CLOSURE_MSG.movedAt))),
    reopensAt: optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, CLOSURE_MSG.reopensAt))),
    holidayMode: optional(z.enum(HOLIDAY_MODES, { error: CLOSURE_MSG.holidayMode })),
    holidayHours: optional(z.string().check(z.trim(), z.maxLength(30, CLOSURE_MSG.holidayHours))),
  })
  .check(
    z.refine((v) => v.closure !== 'moved' || (v.newAddress?.length ?? 0) >= 5, {
      message: CLOSURE_MSG.newAddress,
      path: ['newAddress'],
    }),
    // Only a day still to come says something; a past one would read as a promise already broken.
    z.refine((v) => v.closure !== 'closed_temporarily' || !v.reopensAt || v.reopensAt >= dayInTurkey(), {
      message: CLOSURE_MSG.reopensAtPast,
      path: ['reopensAt'],
    }),
    z.refine((v) => v.holidayMode !== 'special' || parseDayHours(v.holidayHours) !== null, {
      message: CLOSURE_MSG.holidayHours,
      path: ['holidayHours'],
    }),
  );

export type ClosureData = z.infer<typeof closureSchema>;
