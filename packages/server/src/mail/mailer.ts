import nodemailer from 'nodemailer';
import type { Db } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A Message-ID of the sender's choosing (`<…@…>`): the same on every attempt of one e-mail. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With SMTP_URL every e-mail is sent over SMTP and nothing is kept: sign-in codes must not be
 * readable anywhere else. Without, it is written to the outbox table and a console line says where
 * to read it (GET /api/dev/outbox, from this machine only, outside production).
 */
export function createMailer(options: {
  db: Db;
  smtpUrl?: string | undefined;
  from: string;
  log?: (line: string) => void;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    async send(message) {
      if (transport) {
        await transport.sendMail({ from: options.from, ...message });
        return;
      }
      await options.db
        .insertInto('outbox_emails')
        .values({
          to_email: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .execute();
      log(`[mail] to=${message.to} subject="${message.subject}" (outbox: /api/dev/outbox?to=${message.to})`);
    },
  };
}
