import { describe, expect, it } from 'vitest';
import { attrs, escapeHtml, html } from '~/lib/ui/html.ts';

describe('html fragments', () => {
  it('escapes every value and keeps the template and nested fragments as written', () => {
    const name = `Şükrü'nün "Kebap" <Evi> & Sofrası`;
    const inner = html`<b>${name}</b>`;
    expect(html`<p title="${name}">${inner}</p>`.markup).toBe(
      '<p title="Şükrü&#39;nün &quot;Kebap&quot; &lt;Evi&gt; &amp; Sofrası"><b>Şükrü&#39;nün &quot;Kebap&quot; &lt;Evi&gt; &amp; Sofrası</b></p>',
    );
  });

  it('writes nothing for null, undefined and booleans, numbers as they are, lists in order', () => {
    expect(html`${null}${undefined}${false}${true}|${0}|${[1, html`<i>2</i>`, '<3>']}`.markup).toBe(
      '|0|1<i>2</i>&lt;3&gt;',
    );
  });

  it('leaves out attributes without a value and escapes the others', () => {
    expect(attrs({ href: '/a?b=1&c="2"', hidden: true, 'aria-current': false, title: null, width: 64 }).markup).toBe(
      ' href="/a?b=1&amp;c=&quot;2&quot;" hidden width="64"',
    );
  });

  it('returns text without special characters unchanged', () => {
    expect(escapeHtml('Adıyaman Kâhta')).toBe('Adıyaman Kâhta');
  });
});
