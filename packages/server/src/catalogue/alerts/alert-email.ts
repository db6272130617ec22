import { rerunScanPath, versionChangesPath, type CaoVersionAlertPayload } from '@caoscan/core';
import type { MailMessage } from '../../mail/mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const show = (value: string | null) => value ?? 'niet gevonden';

/**
 * The Dutch e-mail to an organisation admin: which cao has a new current version, which of the
 * organisation's scans used the previous one (each with its re-run link: the app asks for a
 * confirmation, one credit), the changed elements that matter (inlenersbeloning first for an
 * agency), the full change list's link, and where to switch these e-mails off.
 */
export function composeAlertEmail(input: {
  to: string;
  publicUrl: string;
  organizationName: string;
  alert: CaoVersionAlertPayload;
}): MailMessage {
  const { alert, publicUrl } = input;
  const version = `${alert.cao_name} (${alert.version_label})`;
  const previous = alert.previous_label ? ` (vorige versie: ${alert.previous_label})` : '';
  const changesLink = `${publicUrl}${versionChangesPath(alert.version_id)}`;
  const rerunLink = (scanId: string) => `${publicUrl}${rerunScanPath(scanId)}`;
  const more = alert.change_count - alert.changes.length;
  const change = (item: CaoVersionAlertPayload['changes'][number]) =>
    `${item.element} (${item.categorie}${item.is_inlenersbeloning ? ', inlenersbeloning' : ''}): ${show(
      item.waarde_oud,
    )} → ${show(item.waarde_nieuw)}`;
  const changeLines =
    alert.changes.length === 0
      ? ['Geen verschillen in de uitgelezen waarden; bekijk de wijzigingen voor de details.']
      : [
          ...alert.changes.map((item) => `- ${change(item)}`),
          ...(more > 0 ? [`- en nog ${more} ${more === 1 ? 'wijziging' : 'wijzigingen'}`] : []),
        ];
  const lines = [
    'Hallo,',
    '',
    `Er is een nieuwe versie van ${version} de huidige versie in CAO Scan${previous}.`,
    `Deze scans van ${input.organizationName} gebruikten de vorige versie:`,
    ...alert.scans.map(
      (scan) => `- ${scan.name}: opnieuw uitvoeren met de nieuwe versie: ${rerunLink(scan.id)}`,
    ),
    '',
    'Wat is er veranderd:',
    ...changeLines,
    '',
    `Alle wijzigingen: ${changesLink}`,
    '',
    'Een scan opnieuw uitvoeren kost 1 credit; u bevestigt dit eerst in CAO Scan.',
    `Geen e-mails meer over nieuwe cao-versies? Zet ze uit onder Configuratie: ${publicUrl}/configuratie`,
    '',
    'Met vriendelijke groet,',
    'CAO Scan',
  ];
  const html = [
    '<p>Hallo,</p>',
    `<p>Er is een nieuwe versie van <strong>${escapeHtml(version)}</strong> de huidige versie in CAO Scan${escapeHtml(previous)}.</p>`,
    `<p>Deze scans van ${escapeHtml(input.organizationName)} gebruikten de vorige versie:</p>`,
    '<ul>',
    ...alert.scans.map(
      (scan) =>
        `<li>${escapeHtml(scan.name)}: <a href="${escapeHtml(rerunLink(scan.id))}">opnieuw uitvoeren met de nieuwe versie</a></li>`,
    ),
    '</ul>',
    '<p>Wat is er veranderd:</p>',
    '<ul>',
    ...changeLines.map((line) => `<li>${escapeHtml(line.replace(/^- /, ''))}</li>`),
    '</ul>',
    `<p><a href="${escapeHtml(changesLink)}">Alle wijzigingen bekijken</a></p>`,
    '<p>Een scan opnieuw uitvoeren kost 1 credit; u bevestigt dit eerst in CAO Scan.</p>',
    `<p>Geen e-mails meer over nieuwe cao-versies? Zet ze uit onder <a href="${escapeHtml(
      `${publicUrl}/configuratie`,
    )}">Configuratie</a>.</p>`,
    '<p>Met vriendelijke groet,<br>CAO Scan</p>',
  ].join('\n');
  return {
    to: input.to,
    subject: `Nieuwe versie van ${alert.cao_name}: ${alert.scans.length === 1 ? '1 scan' : `${alert.scans.length} scans`} opnieuw uitvoeren?`,
    text: lines.join('\n'),
    html,
  };
}
