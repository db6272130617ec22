/**
 * Where the OCR programs live. Debian packages: tesseract-ocr + tesseract-ocr-nld (tesseract) and
 * poppler-utils (pdftoppm, pdfimages). The paths can be overridden, and OCR switched off, from the
 * environment, so a server without the packages (or a test) behaves as if they were missing.
 */
export interface OcrConfig {
  tesseract: string;
  pdftoppm: string;
  pdfimages: string;
  /** Tesseract language pack: Dutch. */
  language: string;
  /** false when CAOSCAN_OCR=off: scans are refused as before. */
  isEnabled: boolean;
}

export function readOcrConfig(env: Record<string, string | undefined> = process.env): OcrConfig {
  return {
    tesseract: env.CAOSCAN_TESSERACT || 'tesseract',
    pdftoppm: env.CAOSCAN_PDFTOPPM || 'pdftoppm',
    pdfimages: env.CAOSCAN_PDFIMAGES || 'pdfimages',
    language: 'nld',
    isEnabled: !/^(0|off|false|no)$/i.test(env.CAOSCAN_OCR ?? ''),
  };
}
