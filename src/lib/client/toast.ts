// The one toast on screen (SPEC §4: one at a time), drawn into the live region ToastRegion.astro
// renders on every page with islands, from the toast template beside it (its look and its words
// in the page's language). Plain DOM: the code comes only with the scripts that show toasts.

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** Ids of the live region and of the toast's template (ToastRegion.astro). */
export const TOAST_REGION_ID = 'toast-region';
export const TOAST_TEMPLATE_ID = 'toast-template';

let hide: ReturnType<typeof setTimeout> | undefined;

/** Shows a toast, replacing any visible one; it hides itself after five seconds or on its close button. */
export function showToast({ title, description, variant }: Toast): void {
  const region = document.getElementById(TOAST_REGION_ID);
  const toast = (
    document.getElementById(TOAST_TEMPLATE_ID) as HTMLTemplateElement | null
  )?.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!region || !toast) return;
  const dismiss = () => {
    clearTimeout(hide);
    region.replaceChildren();
  };
  const [heading, text] = toast.querySelectorAll('p');
  if (heading) heading.textContent = title;
  if (description && text) text.textContent = description;
  else text?.remove();
  const destructive = variant === 'destructive';
  toast.toggleAttribute('data-destructive', destructive);
  toast.querySelector('button')?.addEventListener('click', dismiss);
  // Urgency first, then the content, so assistive technology announces it with the right priority.
  region.setAttribute('aria-live', destructive ? 'assertive' : 'polite');
  dismiss();
  region.append(toast);
  hide = setTimeout(dismiss, 5000);
}
