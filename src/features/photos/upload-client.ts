// The photo upload form with scripts (browser only): each chosen photo is made no wider than the widest
// variant the site keeps before it is sent, so a phone's 6 MB photo travels as a few hundred kilobytes,
// then sent on its own request with its progress bar. Without scripts the form posts every file at once.
import { PHOTO_PROGRESS_MSG, PHOTO_WIDTHS, uploadNotice } from '~/features/photos/messages.ts';
import { sentPath } from '~/lib/http/sent.ts';

const MAX_WIDTH = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? 1600;
const JPEG_QUALITY = 0.85;
/** Types the server reads as they are; another (HEIC) is converted even when small enough. */
const KEPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The photo as it will be sent: narrowed to MAX_WIDTH as a JPEG, or the file itself when that is not needed or fails. */
async function shrink(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    if (bitmap.width <= MAX_WIDTH && KEPT_TYPES.has(file.type)) return file;
    const scale = Math.min(1, MAX_WIDTH / bitmap.width);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', JPEG_QUALITY));
    return blob && blob.size < file.size ? blob : file;
  } finally {
    bitmap.close();
  }
}

type Sent = { ok: true; pending: boolean } | { ok: false; error: string };

/** Sends one photo as the form would (JSON answer), moving `bar` with the bytes sent. */
function send(form: HTMLFormElement, photo: Blob, name: string, bar: HTMLProgressElement): Promise<Sent> {
  const body = new FormData();
  body.set('photo', photo, name);
  body.set('caption', String(new FormData(form).get('caption') ?? ''));
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', form.action);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) bar.value = event.loaded / event.total;
    };
    xhr.onload = () => {
      let answer: { photos?: { status: string }[]; error?: string } = {};
      try {
        answer = JSON.parse(xhr.responseText);
      } catch {
        // An answer that is not JSON is a failure told below.
      }
      if (xhr.status === 200)
        resolve({ ok: true, pending: Boolean(answer.photos?.some((p) => p.status === 'pending')) });
      else resolve({ ok: false, error: answer.error ?? PHOTO_PROGRESS_MSG.failed });
    };
    xhr.onerror = () => resolve({ ok: false, error: PHOTO_PROGRESS_MSG.failed });
    xhr.send(body);
  });
}

/** One line of the list: the file's name, its progress bar and what is happening to it. */
function line(list: HTMLElement, name: string): { bar: HTMLProgressElement; state: HTMLElement } {
  const item = document.createElement('li');
  item.className = 'grid gap-1 text-sm';
  const label = document.createElement('span');
  label.className = 'font-medium text-slate-800';
  label.textContent = name;
  const bar = document.createElement('progress');
  bar.max = 1;
  bar.value = 0;
  bar.className = 'h-2 w-full';
  bar.setAttribute('aria-label', PHOTO_PROGRESS_MSG.progress(name));
  const state = document.createElement('span');
  state.className = 'text-slate-600';
  state.textContent = PHOTO_PROGRESS_MSG.shrinking;
  item.append(label, bar, state);
  list.append(item);
  return { bar, state };
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-photo-upload]')) {
  form.addEventListener('submit', async (event) => {
    const input = form.querySelector<HTMLInputElement>('input[type=file]');
    const list = form.querySelector<HTMLElement>('[data-upload-list]');
    const files = [...(input?.files ?? [])];
    if (!input || !list || files.length === 0 || typeof createImageBitmap !== 'function') return;
    event.preventDefault();
    const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
    if (button) button.disabled = true;
    list.replaceChildren();
    const lines = files.map((file) => line(list, file.name));
    let kept = 0;
    let pending = false;
    let failed = false;
    // One after the other: the server makes one photo's variants at a time anyway.
    for (const [i, file] of files.entries()) {
      const { bar, state } = lines[i] as ReturnType<typeof line>;
      const photo = await shrink(file);
      state.textContent = PHOTO_PROGRESS_MSG.sending;
      const sent = await send(form, photo, file.name.replace(/\.\w+$/, photo === file ? '$&' : '.jpg'), bar);
      if (sent.ok) {
        kept++;
        pending ||= sent.pending;
        bar.value = 1;
        state.textContent = PHOTO_PROGRESS_MSG.done;
      } else {
        failed = true;
        state.textContent = sent.error;
        state.className = 'font-medium text-red-800';
      }
    }
    const page = sentPath(form.dataset.page ?? '', uploadNotice(kept, pending));
    if (!failed) window.location.assign(page);
    else if (button) button.disabled = false;
  });
}
