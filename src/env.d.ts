/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The logged-in user of this request's session, if any. */
    user: import('~/features/admin/sessions.server.ts').SessionUser | null;
    /** The session token this request carried, if any. */
    sessionToken: string | null;
  }
}
