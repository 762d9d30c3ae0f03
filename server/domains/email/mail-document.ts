import type { Language } from '../../../shared/language.ts';
import { escapeHtml } from './mail-text.ts';

/** A mail written once as plain text and as simple HTML of the same text; every value is escaped, no HTML of anyone's goes in. */
export interface MailBody {
  text: string;
  html: string;
}

const SAFE_LINK = /^https?:\/\//i;

/** Builds a mail's two parts side by side: headings, paragraphs, list items with a link, small print. */
export function mailDocument(language: Language, title: string) {
  const text: string[] = [];
  const html: string[] = [];
  const link = (label: string, href: string) =>
    SAFE_LINK.test(href) ? `<a href="${escapeHtml(href)}" style="color:#3b6fd8">${escapeHtml(label)}</a>` : escapeHtml(label);
  let inList = false;
  const closeList = () => {
    if (inList) html.push('</ul>');
    inList = false;
  };
  const document = {
    heading(line: string) {
      closeList();
      text.push('', line, '-'.repeat(Math.min(40, line.length * 2)));
      html.push(`<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(line)}</h2>`);
      return document;
    },
    paragraph(line: string) {
      closeList();
      text.push('', line);
      html.push(`<p style="margin:0 0 12px">${escapeHtml(line)}</p>`);
      return document;
    },
    /** A link on a line of its own (text: the label, then the address). */
    button(label: string, href: string) {
      closeList();
      text.push('', `${label}:`, href);
      html.push(
        `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:8px 20px;border-radius:999px;background:#3b6fd8;color:#fff;text-decoration:none">${escapeHtml(label)}</a></p>`,
      );
      return document;
    },
    item(line: string, href: string, openLabel: string, note?: string) {
      if (!inList) html.push('<ul style="padding-left:20px;margin:0 0 12px">');
      inList = true;
      text.push(`- ${line}`, ...(note ? [`  ${note}`] : []), `  ${openLabel}: ${href}`);
      html.push(`<li style="margin:0 0 8px">${link(line, href)}${note ? `<br><span style="color:#5c6370">${escapeHtml(note)}</span>` : ''}</li>`);
      return document;
    },
    small(line: string, href?: string) {
      closeList();
      text.push(href ? `${line}: ${href}` : line);
      html.push(`<p style="margin:0 0 6px;font-size:12px;color:#5c6370">${href ? link(line, href) : escapeHtml(line)}</p>`);
      return document;
    },
    rule() {
      closeList();
      text.push('', '--');
      html.push('<hr style="border:none;border-top:1px solid #d8dbe0;margin:20px 0">');
      return document;
    },
    done(): MailBody {
      closeList();
      return {
        text: `${text.join('\n').trim()}\n`,
        html: `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="margin:0;padding:24px;background:#f4f5f7;color:#23272f;font:15px/1.6 -apple-system,'PingFang SC','Microsoft YaHei',sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px;background:#fff;border-radius:12px">${html.join('')}</div></body></html>`,
      };
    },
  };
  return document;
}
