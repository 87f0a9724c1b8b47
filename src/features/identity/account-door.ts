// The account door's script (AccountDoor.astro): 'Hesabım' and 'Çıkış' instead of 'Giriş' when the sign-in
// hint cookie says an owner or an admin is signed in. The cookie's name comes from the markup, so the bar's
// script carries none of the shared constants.
const cookie = document.querySelector<HTMLElement>('[data-signed-in-cookie]')?.dataset.signedInCookie;
const role = cookie
  ? document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${cookie}=`))
      ?.slice(cookie.length + 1)
  : undefined;
if (role === 'owner' || role === 'admin') {
  for (const item of document.querySelectorAll<HTMLElement>('[data-door]')) {
    item.hidden = item.dataset.door === 'in';
    const link = item.querySelector<HTMLAnchorElement>('a[data-desk-href]');
    if (link && role === 'admin') link.href = link.dataset.deskHref ?? link.href;
  }
}
