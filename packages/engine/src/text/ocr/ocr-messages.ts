import { DocumentError } from '../../types';

/**
 * The Dutch sentences around OCR. The refusals keep the code 'no_text' and the words "scan zonder
 * tekstlaag" of the plain refusal, and add why OCR did not help and what the user can do.
 */
export const ocrMessages = {
  unavailable: () =>
    new DocumentError(
      'no_text',
      'De PDF bevat geen tekst: het is een scan zonder tekstlaag, en tekstherkenning (OCR) is hier niet beschikbaar. Upload een PDF met tekst (bijvoorbeeld het origineel in plaats van een scan) of een Word-bestand.',
    ),
  unreadable: () =>
    new DocumentError(
      'no_text',
      'De PDF bevat geen leesbare tekst: het is een scan zonder tekstlaag en de tekstherkenning (OCR) vond er geen tekst in. Upload een PDF met tekst (bijvoorbeeld het origineel in plaats van een scan), een scherpere scan of een Word-bestand.',
    ),
  tooManyPages: (pages: number, maxPages: number) =>
    new DocumentError(
      'too_large',
      `Deze PDF heeft ${pages.toLocaleString('nl-NL')} gescande pagina’s zonder tekstlaag; tekstherkenning (OCR) leest er hoogstens ${maxPages.toLocaleString('nl-NL')} per document. Upload een PDF met tekst (bijvoorbeeld het origineel in plaats van een scan), een Word-bestand of een scan van alleen de cao.`,
    ),
  tooSlow: (minutes: number) =>
    new DocumentError(
      'timeout',
      `De tekstherkenning (OCR) van deze scan duurde te lang en is afgebroken (hoogstens ${minutes} minuten per document). Upload een PDF met tekst (bijvoorbeeld het origineel in plaats van een scan), een Word-bestand of een kleinere scan.`,
    ),
  warning: (pages: number[], pageCount: number) =>
    pages.length === pageCount
      ? 'Deze PDF is een scan zonder tekstlaag; de tekst is met tekstherkenning (OCR) gelezen. Controleer de gevonden waarden in het origineel: OCR kan cijfers en letters verkeerd lezen.'
      : `Pagina ${formatPages(pages)} ${pages.length === 1 ? 'is een scan' : 'zijn scans'} zonder tekstlaag; de tekst daarvan is met tekstherkenning (OCR) gelezen. Controleer waarden van ${pages.length === 1 ? 'die pagina' : 'die pagina’s'} in het origineel: OCR kan cijfers en letters verkeerd lezen.`,
};

/** "2, 5 t/m 9, 12" */
export function formatPages(pages: number[]): string {
  const ranges: string[] = [];
  const sorted = [...pages].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    ranges.push(j - i >= 2 ? `${sorted[i]} t/m ${sorted[j]}` : sorted.slice(i, j + 1).join(', '));
    i = j + 1;
  }
  return ranges.join(', ');
}
