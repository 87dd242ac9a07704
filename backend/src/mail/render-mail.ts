import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toPlainText } from '@react-email/render';
import type { UserMail } from './mail-message';

// React Email's render() is async; renderToStaticMarkup renders the same components synchronously, so the mail
// functions stay synchronous inside the transactions that queue them. The doctype is the one render() writes.
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** Headings keep their case in the plain-text part; the layout's tables read as lines of text, not as a grid. */
const TEXT_SELECTORS = [
  { selector: 'h1', options: { uppercase: false } },
  { selector: 'h2', options: { uppercase: false } },
  { selector: 'table', format: 'block' },
  { selector: 'tr', format: 'block' },
  { selector: 'td', format: 'inline' },
];

/** A mail from its React Email template: the HTML, and the plain-text part made from it (every link in full). */
export function renderMail(subject: string, element: ReactElement): UserMail {
  const html = DOCTYPE + renderToStaticMarkup(element);
  return { subject, html, text: toPlainText(html, { selectors: TEXT_SELECTORS }) };
}
