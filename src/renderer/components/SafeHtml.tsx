import DOMPurify from 'dompurify';
import { createElement, useMemo } from 'react';

/**
 * The one sanitiser for server-provided HTML (notices, help articles, VIP benefits, about us).
 * Operators write this content, but an operator account can be stolen and the content API
 * accepts any markup, so the browser trusts none of it: a strict allow-list of formatting
 * tags and attributes, links only to http(s), mailto, tel or same-site paths, images only
 * from http(s) or same-site paths. Nothing else in the renderer may set innerHTML (lint rule).
 */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel'];
/** http(s), mailto and tel, or a path on this site; never javascript:, data: or vbscript:. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'src']) {
      const value = node.getAttribute(name);
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
    // Links leave the site in a new tab without handing it window.opener.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Sanitised HTML as a string; '' for nothing. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  addHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['style', 'script', 'iframe', 'object', 'embed', 'form', 'svg', 'math'],
  });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'span' | 'section';
}

/** Renders server HTML after sanitising it; the only place the renderer sets inner HTML. */
export function SafeHtml({ html, className, as = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return createElement(as, { className, dangerouslySetInnerHTML: { __html: clean } });
}
