import { AUTH_MSG } from '~/features/identity/messages.ts';
import { buttonClass } from '~/lib/ui/recipes.ts';

export interface Props {
  /** Page to return to after logging in. */
  next: string;
  /** True when someone is logged in but is not an admin. */
  notAdmin?: boolean;
}

/** What a visitor without an admin session sees on an admin page: a way to the login. */
export default function AdminLoginNotice({ next, notAdmin = false }: Props) {
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-center">
      <p className="font-semibold text-amber-900">{notAdmin ? AUTH_MSG.notAdmin : AUTH_MSG.adminRequired}</p>
      <a href={`/admin/login?next=${encodeURIComponent(next)}`} className={`mt-4 ${buttonClass('primary', 'md')}`}>
        {AUTH_MSG.loginLink}
      </a>
    </div>
  );
}
