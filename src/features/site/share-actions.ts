// Browser side of sharing, used by ShareDialog and ShareWidget.
import { networkShareUrl, popupFeatures, SHARE_MSG, type ShareNetwork } from '~/features/site/share.ts';
import { showToast } from '~/lib/client/toast.ts';

/** Copies text; false when the browser refuses (no permission, insecure page). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function copyFailed(): void {
  showToast({ title: SHARE_MSG.copyFailedTitle, description: SHARE_MSG.copyFailedText, variant: 'destructive' });
}

/** Copies a link with the spec's success or failure toast; resolves true on success. */
export async function copyLinkWithToast(url: string): Promise<boolean> {
  const ok = await copyText(url);
  if (ok) showToast({ title: SHARE_MSG.copiedTitle, description: SHARE_MSG.copiedText });
  else copyFailed();
  return ok;
}

/**
 * Shares to a network: a 600×400 popup for the ones with a share URL; Instagram has none, so
 * its toast shows and the text with the link is copied for the app.
 */
export async function shareTo(network: ShareNetwork, url: string, text: string): Promise<void> {
  if (network === 'instagram') {
    showToast({ title: SHARE_MSG.instagramTitle, description: SHARE_MSG.instagramText });
    if (!(await copyText(`${text} ${url}`))) copyFailed();
    return;
  }
  const popup = window.open(
    networkShareUrl(network, url, text),
    'share',
    popupFeatures(window.screen.width, window.screen.height),
  );
  // The share page must not be able to script this one.
  if (popup) popup.opener = null;
}
