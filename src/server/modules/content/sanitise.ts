import sanitizeHtml from 'sanitize-html';

/**
 * The server's one HTML sanitiser: every piece of content HTML an operator writes (notices,
 * help articles, VIP texts, translations) passes through it before it is stored, so nothing
 * in the database can carry a script. The client sanitises again on render (defence in depth).
 *
 * Allow-list only: simple formatting tags, links and images. No script, style, iframe, svg,
 * math, form or object elements (their content is dropped too), no event handlers (on*), no
 * javascript:/data:/vbscript: URLs, no protocol-relative URLs, and inline styles only for a few
 * harmless properties with plain values (no url(), expression() or var()).
 */

const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\(\s*[\d.\s,%]+\))$/i;
const SAFE_LENGTH = /^\d{1,4}(\.\d{1,2})?(px|em|rem|%)$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    '*': ['style', 'class'],
  },
  allowedClasses: { '*': [/^ql-[a-z0-9-]+$/, /^content-[a-z0-9-]+$/] },
  allowedStyles: {
    '*': {
      color: [SAFE_COLOUR],
      'background-color': [SAFE_COLOUR],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-size': [SAFE_LENGTH],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just unwrapped.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'svg',
    'math',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'head',
  ],
  transformTags: {
    // A link that opens a new window must not hand it window.opener.
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      if (next.target && next.target !== '_blank') delete next.target;
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      return { tagName, attribs: next };
    },
  },
};

/** Sanitised HTML: what remains of `html` after the allow-list. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Elements whose text is code or metadata, never words: dropped with their content (to their end tag, or the end). */
const CODE_ELEMENTS =
  /<(script|style|template|noscript|textarea|title|xmp|iframe|noembed|noframes)\b[^<>]*>[^]*?(?:<\/\1\s*>|$)/gi;
/** A tag, comment or declaration: from its `<` to its `>`, or to where the next one starts or the text ends. */
const TAG = /<[a-z!/?][^<>]*>?/gi;
/** What is left that could still open a tag (a `<` run brought next to a letter by the removals). */
const TAG_OPENING = /(?<!<)<+(?=[a-z!/?])/gi;

/**
 * Plain text (titles, banner captions, feedback; clients render them as text, never as HTML):
 * tags and code elements removed from the text as typed, nothing escaped and nothing decoded, so
 * "Tom & Jerry" stays readable and "&lt;img&gt;" stays those characters. The result has no `<`
 * that could open a tag, so it carries no markup even where someone pastes it into HTML. Every
 * step is one linear pass (no re-scanning loop a crafted input could make quadratic).
 */
export function plainText(text: string): string {
  return text.replace(CODE_ELEMENTS, '').replace(TAG, '').replace(TAG_OPENING, '').trim();
}
