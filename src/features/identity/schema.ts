import { AUTH_MSG } from '~/features/identity/messages.ts';
import { z } from '~/lib/zod.ts';

/** The /admin/login form: user name (or e-mail) and password. */
export const loginSchema = z.object({
  username: z
    .string({ error: AUTH_MSG.usernameRequired })
    .check(z.trim(), z.minLength(1, AUTH_MSG.usernameRequired), z.maxLength(200)),
  password: z
    .string({ error: AUTH_MSG.passwordRequired })
    .check(z.minLength(1, AUTH_MSG.passwordRequired), z.maxLength(1000)),
});
