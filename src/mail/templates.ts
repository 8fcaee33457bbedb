import fs from 'node:fs';
import path from 'node:path';

export type MailLocale = 'ja' | 'en';
export const MAIL_TEMPLATES = ['signup', 'magiclink', 'recovery', 'email_change', 'sales_digest'] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATES)[number];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Templates are files beside this module, `templates/<name>.<locale>.txt` and `.html`, so that
 * wording is edited without touching code (and `npm run build` copies them to dist/). The text file
 * starts with a `Subject:` line and a blank line. `{{name}}` is replaced by a value, HTML-escaped in
 * the HTML file; a placeholder without a value is an error, never an empty hole in a mail.
 */
const DIR = path.join(import.meta.dirname, 'templates');

const cache = new Map<string, string>();

function read(file: string): string {
  let text = cache.get(file);
  if (text === undefined) {
    text = fs.readFileSync(path.join(DIR, file), 'utf8');
    cache.set(file, text);
  }
  return text;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function fill(template: string, values: Record<string, string>, escape: (v: string) => string, file: string): string {
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`mail template ${file}: no value for {{${key}}}`);
    return escape(value);
  });
}

export function renderMail(name: MailTemplateName, locale: MailLocale, values: Record<string, string>): RenderedMail {
  const textFile = `${name}.${locale}.txt`;
  const htmlFile = `${name}.${locale}.html`;
  const source = read(textFile);
  const match = /^Subject: *(.+)\r?\n\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`mail template ${textFile} must start with a "Subject:" line and a blank line`);
  const subject = fill(match[1]!.trim(), values, (v) => v.replace(/[\r\n]+/g, ' '), textFile);
  return {
    subject,
    text: fill(match[2]!, values, (v) => v, textFile),
    html: fill(read(htmlFile), values, (v) => v.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!), htmlFile),
  };
}
