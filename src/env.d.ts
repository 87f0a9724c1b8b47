/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The logged-in user of this request's session, if any. */
    user: import('~/features/identity/sessions.server.ts').SessionUser | null;
    /** The session token this request carried, if any. */
    sessionToken: string | null;
    /** The visitor's address (lib/http/client-ip) on a page rendered on demand; null when it cannot be told. */
    clientIp?: string | null;
    /** The visitor page's language, from its address (/en/…, /ku/…; middleware.ts). */
    lang?: import('~/lib/i18n/langs.ts').Lang;
    /** A browser's form post the endpoint refused, for the form page to show again (lib/http/form-post). */
    formState?: import('~/lib/forms/form-state.ts').FormState;
    /** What a bulk import posted by a browser's form did, for /bulk-import to show (features/imports). */
    importResult?: import('~/features/imports/messages.ts').BulkImportResult;
  }
}
