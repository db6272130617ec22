import { formatDateTime, getRoleLabel } from '@caoscan/core';
import type { MailMessage } from '../mail/mailer';

export interface InvitationEmailInput {
  to: string;
  link: string;
  organizationName: string;
  roleName: string;
  expiresAt: Date;
  inviterName: string | null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Dutch invitation e-mail: who invites, for which organisation and role, and until when. */
export function composeInvitationEmail(input: InvitationEmailInput): MailMessage {
  const role = getRoleLabel(input.roleName, 'admin');
  const expires = formatDateTime(input.expiresAt);
  const who = input.inviterName ? `${input.inviterName} nodigt u uit` : 'U bent uitgenodigd';
  const lines = [
    'Hallo,',
    '',
    `${who} om deel te nemen aan ${input.organizationName} in CAO Scan, met de rol ${role}.`,
    '',
    'Open deze link om de uitnodiging te accepteren:',
    input.link,
    '',
    `De link is geldig tot ${expires} en werkt één keer. Daarna logt u in met een code per e-mail,`,
    'of met Microsoft of Google op dit e-mailadres.',
    '',
    'Verwachtte u deze uitnodiging niet? Dan kunt u deze e-mail negeren.',
    '',
    'Met vriendelijke groet,',
    'CAO Scan',
  ];
  const html = [
    '<p>Hallo,</p>',
    `<p>${escapeHtml(who)} om deel te nemen aan <strong>${escapeHtml(input.organizationName)}</strong> in CAO Scan, met de rol ${escapeHtml(role)}.</p>`,
    `<p><a href="${escapeHtml(input.link)}">Uitnodiging accepteren</a></p>`,
    `<p>De link is geldig tot ${escapeHtml(expires)} en werkt één keer.</p>`,
    '<p>Verwachtte u deze uitnodiging niet? Dan kunt u deze e-mail negeren.</p>',
    '<p>Met vriendelijke groet,<br>CAO Scan</p>',
  ].join('\n');
  return {
    to: input.to,
    subject: `Uitnodiging voor ${input.organizationName} in CAO Scan`,
    text: lines.join('\n'),
    html,
  };
}
