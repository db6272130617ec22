import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';
import { createMailer } from '../src/mail/mailer';

/** The production side of e-mail: nodemailer over SMTP, against a real SMTP server on loopback. */
describe('mail over SMTP', () => {
  let smtp: SMTPServer;
  let port: number;
  let database: DatabaseHandle;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    database = await openDatabase({});
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
  });

  it('delivers the message over SMTP and keeps no copy in the outbox', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'CAO Scan <no-reply@caoscan.test>',
      log: () => {},
    });
    await mailer.send({
      to: 'lid@demo-uitzend.test',
      subject: 'Uw inlogcode voor CAO Scan',
      text: 'Uw code is 123456.',
    });

    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['lid@demo-uitzend.test']);
    expect(received[0]?.from).toBe('no-reply@caoscan.test');
    expect(received[0]?.data).toContain('Uw code is 123456.');
    // A sign-in code kept in the database would be readable without the mailbox.
    expect(await database.db.selectFrom('outbox_emails').selectAll().execute()).toEqual([]);
  });

  it('keeps the message in the outbox (unsent) without SMTP', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: database.db, from: 'x@caoscan.test', log: (line) => lines.push(line) });
    await mailer.send({ to: 'admin@demo-uitzend.test', subject: 'Test', text: 'Hallo' });
    const row = await database.db
      .selectFrom('outbox_emails')
      .selectAll()
      .where('to_email', '=', 'admin@demo-uitzend.test')
      .executeTakeFirstOrThrow();
    expect(row.sent_at).toBeNull();
    expect(lines[0]).toContain('/api/dev/outbox?to=admin@demo-uitzend.test');
  });
});
