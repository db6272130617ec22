import type { MailMessage } from '../mail/mailer';

/** The Dutch sign-in e-mail; the code stands on its own line so it is easy to copy. */
export function composeCodeEmail(to: string, code: string): MailMessage {
  const text = [
    'Hallo,',
    '',
    'Uw inlogcode voor CAO Scan is:',
    '',
    `    ${code}`,
    '',
    'De code is 10 minuten geldig en werkt één keer. Vul hem in op het inlogscherm.',
    'Heeft u deze code niet aangevraagd? Dan kunt u deze e-mail negeren; er is niets gewijzigd.',
    '',
    'Met vriendelijke groet,',
    'CAO Scan',
  ].join('\n');
  const html = [
    '<p>Hallo,</p>',
    '<p>Uw inlogcode voor CAO Scan is:</p>',
    `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${code}</p>`,
    '<p>De code is 10 minuten geldig en werkt één keer. Vul hem in op het inlogscherm.</p>',
    '<p>Heeft u deze code niet aangevraagd? Dan kunt u deze e-mail negeren; er is niets gewijzigd.</p>',
    '<p>Met vriendelijke groet,<br>CAO Scan</p>',
  ].join('\n');
  return { to, subject: 'Uw inlogcode voor CAO Scan', text, html };
}
