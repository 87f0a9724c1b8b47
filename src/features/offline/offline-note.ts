// The offline kit's note on a page: that it is the device's saved copy, or that a form cannot be sent now.

export function say(text: string, where: Element | null, role: 'status' | 'alert') {
  const p = document.createElement('p');
  p.setAttribute('role', role);
  p.dataset.offlineNote = '';
  p.className = 'm-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-semibold text-amber-900';
  p.textContent = text;
  where?.prepend(p);
}
