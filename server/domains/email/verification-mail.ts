import type { Language } from '../../../shared/language.ts';
import { mailDocument, type MailBody } from './mail-document.ts';
import { mailText } from './mail-text.ts';

/** The mail with the link that verifies an address, in the language the account chose. */
export function verificationMail(language: Language, input: { site: string; name: string; link: string }): MailBody & { subject: string } {
  const subject = mailText(language, 'mail.verify.subject', { site: input.site });
  const body = mailDocument(language, subject)
    .paragraph(mailText(language, 'mail.verify.greeting', { name: input.name }))
    .paragraph(mailText(language, 'mail.verify.text', { site: input.site }))
    .button(mailText(language, 'mail.verify.button'), input.link)
    .small(mailText(language, 'mail.verify.ignore'))
    .done();
  return { subject, ...body };
}
