/**
 * `pnpm cao …`: the engine without the web.
 *   cao extract FILE [--json] [--llm] [--password PW]
 *   cao compare CURRENT CLIENT [--json] [--xlsx OUT] [--name NAME] [--llm]
 *   cao structure FILE [--json] [--password PW]
 * A refused document prints its Dutch message on stderr and exits 1; a usage error exits 2.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  describeSide,
  formatArticle,
  formatComparisonTable,
  formatElementValue,
  labelCategory,
} from './compare';
import { LlmConfigError, readLlmConfig } from './extract/llm/read-llm-config';
import { DocumentFileError, extractFile, readFileStructure, runComparison, toGoldFormat } from './pipeline';
import { checkStructure, summarizeCheck } from './structure';
import { DocumentError, type CategoryExtractor, type Extraction } from './types';

const USAGE = `Gebruik:
  cao extract BESTAND [--json] [--llm] [--password WACHTWOORD]
  cao compare HUIDIGE_CAO CAO_KLANT [--json] [--xlsx UITVOER.xlsx] [--name SCANNAAM] [--llm]
  cao structure BESTAND [--json] [--password WACHTWOORD]   (artikelen, bijlagen en de zelfcontrole)

  --json      uitvoer als JSON (extract: in het gold-formaat van de testcorpus)
  --xlsx      schrijf de vergelijking ook als Excel-bestand
  --llm       gebruik de LLM-extractor (LLM_PROVIDER, LLM_MODEL, LLM_API_KEY, LLM_BASE_URL)
  --password  wachtwoord van een beveiligde PDF`;

/** A problem with how the CLI was called (exit 2, with usage) or with an input file (exit 1). */
class UsageError extends Error {}

/** `pnpm cao` runs in the repository root; INIT_CWD is where the user typed it, so paths resolve there. */
function resolvePath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}
class InputError extends Error {}

async function readInput(path: string): Promise<Uint8Array> {
  try {
    return await readFile(resolvePath(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new InputError(`Bestand niet gevonden: ${path}`);
    if (code === 'EISDIR') throw new InputError(`Dit is een map, geen bestand: ${path}`);
    throw new InputError(`Bestand kan niet worden gelezen: ${path}`);
  }
}

/** The LLM SDKs and exceljs are loaded only when asked for: they would double the start-up time. */
async function chooseExtractor(useLlm: boolean): Promise<CategoryExtractor | undefined> {
  if (!useLlm) return undefined;
  const config = readLlmConfig(process.env);
  if (!config)
    throw new UsageError('Geen LLM geconfigureerd: zet LLM_PROVIDER en LLM_MODEL (en LLM_API_KEY).');
  const { createLlmExtractor } = await import('./extract/llm/create-llm-extractor');
  return createLlmExtractor(config);
}

function formatExtraction(extraction: Extraction): string {
  const lines = [`${extraction.cao_name ?? extraction.document} (${extraction.page_count} pagina's)`];
  for (const [category, elements] of Object.entries(extraction.values)) {
    lines.push('', labelCategory(category).toUpperCase());
    for (const element of Object.values(elements)) {
      const value = describeSide(formatElementValue(element), element.outcome);
      const article = formatArticle(element);
      const where = [
        article ? `art. ${article}` : null,
        element.pages.length ? `p. ${element.pages.join(', ')}` : null,
      ]
        .filter(Boolean)
        .join(', ');
      lines.push(`  ${element.label.padEnd(48)} ${value}${where ? `  (${where})` : ''}`);
    }
  }
  for (const warning of extraction.warnings) lines.push('', `Let op: ${warning}`);
  return lines.join('\n');
}

async function runExtract(files: string[], flags: Flags): Promise<void> {
  if (files.length !== 1) throw new UsageError('extract verwacht precies één bestand.');
  const file = files[0]!;
  const extraction = await extractFile(await readInput(file), {
    filename: basename(file),
    password: flags.password,
    extractor: await chooseExtractor(flags.llm),
  });
  console.log(flags.json ? JSON.stringify(toGoldFormat(extraction), null, 2) : formatExtraction(extraction));
}

/** The units found (page, kind, number, title) and the self-check's verdicts. */
async function runStructure(files: string[], flags: Flags): Promise<void> {
  if (files.length !== 1) throw new UsageError('structure verwacht precies één bestand.');
  const file = files[0]!;
  const structure = await readFileStructure(await readInput(file), {
    filename: basename(file),
    password: flags.password,
  });
  const check = checkStructure(structure);
  if (flags.json) {
    console.log(JSON.stringify({ units: structure.units, check }, null, 2));
    return;
  }
  for (const unit of structure.units) {
    const page = structure.lines[unit.firstLine]?.page ?? '';
    const label = unit.label ?? (unit.kind === 'preamble' ? '(inleiding)' : '');
    console.log(`p. ${String(page).padStart(3)}  ${label.padEnd(12)} ${unit.title}`);
  }
  console.log('');
  for (const verdict of check.verdicts)
    console.log(`${verdict.name}: ${verdict.status}${verdict.reasons.map((r) => `\n  - ${r}`).join('')}`);
  console.log(`Structuur: ${summarizeCheck(check)}`);
}

async function runCompare(files: string[], flags: Flags): Promise<void> {
  if (files.length !== 2)
    throw new UsageError('compare verwacht twee bestanden: de huidige cao en de cao van de klant.');
  const [currentPath, clientPath] = files as [string, string];
  const [currentBytes, clientBytes] = await Promise.all([readInput(currentPath), readInput(clientPath)]);
  const { current, client, comparison } = await runComparison(currentBytes, clientBytes, {
    currentFilename: basename(currentPath),
    clientFilename: basename(clientPath),
    extractor: await chooseExtractor(flags.llm),
  });
  console.log(flags.json ? JSON.stringify(comparison, null, 2) : formatComparisonTable(comparison));
  if (flags.xlsx) {
    const { writeComparisonXlsx } = await import('./excel');
    const buffer = await writeComparisonXlsx(comparison, {
      scanName: flags.name ?? `${basename(currentPath)} – ${basename(clientPath)}`,
      currentName: current.cao_name ?? current.document,
      clientName: client.cao_name ?? client.document,
      currentDocument: current.document,
      clientDocument: client.document,
      createdAt: new Date(),
    });
    await writeFile(resolvePath(flags.xlsx), buffer);
    console.error(`Excel geschreven: ${flags.xlsx}`);
  }
}

interface Flags {
  json: boolean;
  llm: boolean;
  xlsx?: string;
  name?: string;
  password?: string;
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      llm: { type: 'boolean', default: false },
      xlsx: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...files] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const flags: Flags = values;
  if (command === 'extract') await runExtract(files, flags);
  else if (command === 'compare') await runCompare(files, flags);
  else if (command === 'structure') await runStructure(files, flags);
  else throw new UsageError(`Onbekende opdracht: ${command}`);
  return 0;
}

function report(error: unknown): number {
  if (error instanceof DocumentError || error instanceof InputError) {
    console.error(error instanceof DocumentFileError ? `${error.filename}: ${error.message}` : error.message);
    return 1;
  }
  if (error instanceof UsageError || error instanceof LlmConfigError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
    return 2;
  }
  // parseArgs rejects unknown or malformed options with a TypeError carrying an ERR_PARSE_ARGS code.
  if ((error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  console.error(
    `Onverwachte fout: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Exit now: the other document of a comparison may still be in work, and its result is moot.
    process.exit(report(error));
  },
);
