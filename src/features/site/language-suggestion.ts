// The language suggestion of the bar's switcher (LanguageSwitcher.astro), run by the bar's script.
// The first wanted language the page has in another version, once, until the visitor dismisses it
// or picks a language.
const box = document.querySelector<HTMLElement>('[data-lang-suggest]');
const KEY = 'lang-suggest-dismissed';
let seen = false;
try {
  seen = localStorage.getItem(KEY) !== null;
} catch {
  seen = true;
}
const remember = () => {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    // Storage is off: the suggestion shows again on the next page.
  }
};
if (box && !seen) {
  const wanted = navigator.languages.map((l) => l.toLowerCase().split('-')[0]).map((l) => (l === 'kmr' ? 'ku' : l));
  const first = wanted.find((l) => l === box.dataset.langSuggest || box.querySelector(`template[data-lang="${l}"]`));
  const template = first && box.querySelector<HTMLTemplateElement>(`template[data-lang="${first}"]`);
  if (template) {
    box.append(template.content.cloneNode(true));
    box.hidden = false;
    box.querySelector('[data-lang-dismiss]')?.addEventListener('click', () => {
      remember();
      box.hidden = true;
    });
  }
}
for (const link of document.querySelectorAll('[data-lang-link]')) link.addEventListener('click', remember);
