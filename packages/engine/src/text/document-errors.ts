import { DocumentError } from '../types.ts';

/**
 * Every refusal the text layer can give, with the Dutch sentence the user sees.
 * One place, so the wording stays consistent across the upload screen, the CLI and the worker.
 */
export const documentErrors = {
  empty: () =>
    new DocumentError('empty', 'Het bestand is leeg. Controleer het bestand en upload het opnieuw.'),
  truncated: () =>
    new DocumentError(
      'truncated',
      'De PDF is beschadigd of onvolledig. Download of exporteer het document opnieuw en upload het dan nog een keer.',
    ),
  encrypted: () =>
    new DocumentError(
      'encrypted',
      'De PDF is beveiligd met een wachtwoord. Upload een versie zonder wachtwoord: open de PDF met het wachtwoord en sla hem op (of druk hem af) als PDF zonder beveiliging.',
    ),
  wrongPassword: () =>
    new DocumentError(
      'wrong_password',
      'Het wachtwoord voor deze PDF is onjuist. Controleer het wachtwoord en probeer het opnieuw.',
    ),
  image: (kind: string) =>
    new DocumentError(
      'image',
      `Dit bestand is geen PDF maar een afbeelding (${kind}). Upload de cao als PDF-, Word- of tekstbestand.`,
    ),
  notWord: () =>
    new DocumentError(
      'not_word',
      'Dit is geen geldig Word-document: het bestand is een ZIP-archief zonder Word-inhoud. Open de cao in Word en sla hem op als .docx of .pdf.',
    ),
  corruptWord: () =>
    new DocumentError(
      'not_word',
      'Dit is geen geldig Word-document: het bestand is beschadigd of kan niet worden gelezen. Open de cao in Word en sla hem opnieuw op als .docx of .pdf.',
    ),
  wordTooHeavy: () =>
    new DocumentError(
      'too_large',
      'Het Word-document is te groot of te ingewikkeld om te lezen. Sla de cao in Word op als PDF en upload die, of upload een kleinere versie.',
    ),
  unsupported: () =>
    new DocumentError(
      'unsupported',
      'Bestandstype wordt niet ondersteund. Upload een PDF-, Word- of tekstbestand.',
    ),
  rtf: () =>
    new DocumentError(
      'unsupported',
      'RTF-bestanden worden niet ondersteund. Open de cao in Word en sla hem op als .docx of .pdf.',
    ),
  encryptedWord: () =>
    new DocumentError(
      'encrypted',
      'Het Word-document is beveiligd met een wachtwoord. Open het in Word, verwijder het wachtwoord en upload het opnieuw (of upload een PDF).',
    ),
  tooLarge: (maxBytes: number) =>
    new DocumentError(
      'too_large',
      `Het bestand is te groot. De maximale grootte is ${formatMegabytes(maxBytes)}; upload een kleinere versie van de cao.`,
    ),
  tooManyPages: (maxPages: number) =>
    new DocumentError(
      'too_large',
      `De PDF heeft meer dan ${maxPages.toLocaleString('nl-NL')} pagina’s, en een cao heeft er hoogstens enkele honderden. Upload alleen de cao zelf.`,
    ),
  aborted: () =>
    new DocumentError('aborted', 'Het lezen van het document is afgebroken, omdat de upload werd gestopt.'),
  stopped: () =>
    new DocumentError(
      'aborted',
      'Het lezen van het document is afgebroken omdat de server stopt. Probeer het over een paar minuten opnieuw.',
    ),
  noText: () =>
    new DocumentError(
      'no_text',
      'De PDF bevat geen tekst: het is een scan zonder tekstlaag. Upload een PDF met tekst (bijvoorbeeld het origineel in plaats van een scan) of een Word-bestand.',
    ),
  timeout: () =>
    new DocumentError(
      'timeout',
      'Het lezen van het document duurde te lang en is afgebroken. Probeer het opnieuw of upload een kleinere versie van de cao.',
    ),
};

function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / 1024 / 1024).toLocaleString('nl-NL')} MB`;
}
