import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { ContentFormat } from '~/features/blog/form-messages.ts';

// Allow-list for blog HTML (DESIGN §6): structure, links and images only. No styles, no event
// handlers, no frames or scripts; URLs limited to http(s), mailto (links) and relative paths.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Text inside these is dropped together with the tag, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // External links open normally but never pass the opener or referrer to other sites.
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs },
  },
};

/** Sanitizes blog HTML with the allow-list; the result is safe to render as given. */
function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Blog content as stored: Markdown is rendered with marked first, then everything is sanitized. */
export function renderBlogContent(content: string, format: ContentFormat): string {
  const html = format === 'markdown' ? (marked.parse(content, { async: false, gfm: true }) as string) : content;
  return sanitizeBlogHtml(html);
}
