import type { OcrConfig } from './ocr-config';
import { runTool } from './run-tool';

const checks = new Map<string, Promise<boolean>>();

/**
 * Whether tesseract with the Dutch language pack and pdftoppm can run here. A yes is remembered per
 * configuration; a no is asked again next time (a probe can fail under load, packages get installed).
 */
export function checkOcrTools(config: OcrConfig): Promise<boolean> {
  const key = [config.tesseract, config.pdftoppm, config.language].join('\0');
  let check = checks.get(key);
  if (!check) {
    check = probe(config);
    checks.set(key, check);
    void check.then((isAvailable) => isAvailable || checks.delete(key));
  }
  return check;
}

async function probe(config: OcrConfig): Promise<boolean> {
  const signal = AbortSignal.timeout(10_000);
  try {
    const [languages] = await Promise.all([
      runTool(config.tesseract, ['--list-langs'], { signal, timeoutMs: 10_000 }),
      runTool(config.pdftoppm, ['-v'], { signal, timeoutMs: 10_000 }),
    ]);
    return languages.split(/\s+/).includes(config.language);
  } catch {
    return false;
  }
}
