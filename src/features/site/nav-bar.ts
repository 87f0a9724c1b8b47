// The bar's script (browser only): hover and one dropdown open at a time, closing on an outside click or
// Escape, and the share button of the phone menu. The <details> menus work without it. Its settings come
// from the markup, so it carries none of the shared constants.
const header = document.querySelector<HTMLElement>('[data-nav]');
if (header) {
  const dropdowns = [...header.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]')];
  const menus = [...header.querySelectorAll<HTMLDetailsElement>('details')];
  // One dropdown open at a time: none, categories or more ('name' does this natively in newer browsers).
  const openOnly = (target: HTMLDetailsElement | null) => {
    for (const d of dropdowns) d.open = d === target;
  };
  // A click right after the pointer opened a dropdown by hover keeps it open instead of closing it.
  let hoverOpenedAt = 0;
  const hovering = () => matchMedia('(hover: hover)').matches;
  for (const dropdown of dropdowns) {
    dropdown.querySelector('summary')?.addEventListener('click', (event) => {
      if (dropdown.open && Date.now() - hoverOpenedAt < 500) event.preventDefault();
    });
    dropdown.addEventListener('toggle', () => dropdown.open && openOnly(dropdown));
    dropdown.addEventListener('mouseenter', () => {
      if (!hovering() || dropdown.open) return;
      hoverOpenedAt = Date.now();
      openOnly(dropdown);
    });
    dropdown.addEventListener('mouseleave', () => {
      if (hovering()) dropdown.open = false;
    });
  }
  document.addEventListener('click', (event) => {
    for (const menu of menus) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of menus) menu.open = false;
  });

  const status = header.querySelector<HTMLElement>('[data-share-status]');
  for (const button of header.querySelectorAll<HTMLButtonElement>('[data-share]')) {
    button.addEventListener('click', async () => {
      const data = { title: document.title, url: location.href };
      if (navigator.share) {
        try {
          await navigator.share(data);
        } catch {
          // The visitor closed the share sheet.
        }
        return;
      }
      const label = button.textContent;
      let message = status?.dataset.copied ?? '';
      try {
        await navigator.clipboard.writeText(data.url);
      } catch {
        message = status?.dataset.copyFailed ?? '';
      }
      button.textContent = message;
      if (status) status.textContent = message;
      setTimeout(() => {
        button.textContent = label;
        if (status) status.textContent = '';
      }, Number(status?.dataset.shownMs));
    });
  }
}
