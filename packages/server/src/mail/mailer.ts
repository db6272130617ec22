import nodemailer from 'nodemailer';
import type { Db } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every e-mail is written to the outbox table. With SMTP_URL it is also sent over SMTP (and marked
 * sent); without, a console line says where to read it (GET /api/dev/outbox outside production).
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
      const row = await options.db
        .insertInto('outbox_emails')
        .values({
          to_email: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!transport) {
        log(
          `[mail] to=${message.to} subject="${message.subject}" (outbox: /api/dev/outbox?to=${message.to})`,
        );
        return;
      }
      await transport.sendMail({ from: options.from, ...message });
      await options.db
        .updateTable('outbox_emails')
        .set({ sent_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    },
  };
}
