import nodemailer from 'nodemailer';
import type { MailSettings } from '../config/env.ts';

/** One mail: a plain-text part and a simple HTML part of the same text (both written by the caller, escaped). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  /** A Message-ID of the caller's (a digest resent after a crash carries the same one, so mail systems can drop the copy). */
  messageId?: string;
}

/** Sends mail; send() rejects with MailUnavailable when the SMTP server refuses it or cannot be reached. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The mail was not accepted by the SMTP server (down, refused, timed out): nothing was sent. */
export class MailUnavailable extends Error {}

/** Seconds to wait for the SMTP server before giving up: a request that sends a mail must still answer in time. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** A mailer over SMTP (SMTP_URL: smtp://user:pass@host:port, smtps://… for TLS from the start). */
export function smtpMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...TIMEOUTS }, { from: settings.from });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.messageId ? { messageId: message.messageId } : {}),
        });
      } catch (error) {
        throw new MailUnavailable(`the mail could not be sent: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    },
    close: () => transport.close(),
  };
}
