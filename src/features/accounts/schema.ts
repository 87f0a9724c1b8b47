import { ACCOUNT_LIMITS as L, ACCOUNT_MSG as M } from '~/features/accounts/messages.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '~/lib/constants.ts';
import { TOO_LONG } from '~/lib/messages.ts';
import { requiredEmail, requiredText } from '~/lib/schema-fields.ts';
import { z } from '~/lib/zod.ts';

const newPassword = () =>
  z.string({ error: M.password }).check(z.minLength(PASSWORD_MIN, M.password), z.maxLength(PASSWORD_MAX, TOO_LONG));
const currentPassword = () =>
  z
    .string({ error: M.passwordRequired })
    .check(z.minLength(1, M.passwordRequired), z.maxLength(PASSWORD_MAX, TOO_LONG));
const token = () => z.string({ error: 'Bağlantı eksik.' }).check(z.minLength(10, 'Bağlantı eksik.'), z.maxLength(200));

/** Owner sign-up: name, e-mail, password twice. */
export const signupSchema = z
  .object({
    name: requiredText(M.name, 2, L.name),
    email: requiredEmail(M.email),
    password: newPassword(),
    passwordRepeat: z.string({ error: M.passwordRepeat }),
    /** Where the owner was going (a listing to claim), kept through the verification link. */
    next: z.optional(z.string().check(z.maxLength(500))),
  })
  .check(z.refine((v) => v.password === v.passwordRepeat, { message: M.passwordRepeat, path: ['passwordRepeat'] }));

/** Owner login. */
export const ownerLoginSchema = z.object({ email: requiredEmail(M.email), password: currentPassword() });

/** Forgotten password: the account's address. */
export const forgotSchema = z.object({ email: requiredEmail(M.email) });

/** A new password from a reset link. */
export const resetSchema = z
  .object({ token: token(), password: newPassword(), passwordRepeat: z.string({ error: M.passwordRepeat }) })
  .check(z.refine((v) => v.password === v.passwordRepeat, { message: M.passwordRepeat, path: ['passwordRepeat'] }));

/** Change of password while signed in. */
export const changePasswordSchema = z.object({ currentPassword: currentPassword(), password: newPassword() });

/** Change of e-mail while signed in (confirmed with the password, verified at the new address). */
export const changeEmailSchema = z.object({ currentPassword: currentPassword(), email: requiredEmail(M.email) });

/** Account deletion (KVKK): confirmed with the password. */
export const deleteAccountSchema = z.object({ currentPassword: currentPassword() });
