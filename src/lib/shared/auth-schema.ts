import { z } from 'zod';
import { AUTH_MSG } from './auth.ts';

/** The /admin/login form: user name (or e-mail) and password. */
export const loginSchema = z.object({
  username: z.string({ error: AUTH_MSG.usernameRequired }).trim().min(1, AUTH_MSG.usernameRequired).max(200),
  password: z.string({ error: AUTH_MSG.passwordRequired }).min(1, AUTH_MSG.passwordRequired).max(1000),
});
export type LoginInput = z.infer<typeof loginSchema>;
