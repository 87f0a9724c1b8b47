// A form post goes out only once the network answers; offline it stays on its page with everything
// typed, says why, and keeps a draft for a reload. Most pages have no form to post, so this is not part
// of the kit's script on every page: OfflineKit.astro holds it in a <template>, and register.ts puts it
// to work when a visitor enters a form that posts, or at once when a draft of the page waits.
import { DRAFT_PREFIX, REACHABILITY_PROBE } from '~/features/offline/keeper-messages.ts';

/** The kit's amber note saying, in the page's language, why the form stays (OfflineKit.astro's template), as an alert. */
function offlineAlert(): Node {
  const kit = document.querySelector<HTMLTemplateElement>('template[data-offline-note]');
  const p = (kit?.content.firstElementChild?.cloneNode(true) ?? document.createElement('p')) as HTMLElement;
  p.setAttribute('role', 'alert');
  p.textContent = kit?.dataset.formOffline ?? '';
  return p;
}

const NOT_KEPT = /^(password|file|hidden|submit|button|reset)$/;

function fieldsOf(form: HTMLFormElement) {
  return [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      'name' in el && !!(el as HTMLInputElement).name && !NOT_KEPT.test((el as HTMLInputElement).type),
  );
}

const draftKey = (form: HTMLFormElement) => `${DRAFT_PREFIX}${location.pathname}#${[...document.forms].indexOf(form)}`;

/** Whether the network answers (any answer will do): the browser's word when it knows it is offline, else a small request. */
const reachable = () =>
  navigator.onLine
    ? fetch(REACHABILITY_PROBE, { method: 'HEAD', cache: 'no-store' }).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);

let passing = false;

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    if (passing || form.method !== 'post') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = (event as SubmitEvent).submitter;
    reachable().then((online) => {
      if (online) {
        sessionStorage.removeItem(draftKey(form));
        passing = true;
        form.requestSubmit(submitter);
        passing = false;
        return;
      }
      const draft: Record<string, string> = {};
      for (const el of fieldsOf(form)) if (el.type !== 'checkbox' && el.type !== 'radio') draft[el.name] = el.value;
      sessionStorage.setItem(draftKey(form), JSON.stringify(draft));
      form.querySelector('[data-offline-note]')?.remove();
      form.prepend(offlineAlert());
    });
  },
  true,
);

for (const form of document.forms) {
  const draft = sessionStorage.getItem(draftKey(form));
  if (!draft) continue;
  const values = JSON.parse(draft) as Record<string, string>;
  for (const el of fieldsOf(form)) if (!el.value && values[el.name]) el.value = values[el.name] as string;
}
