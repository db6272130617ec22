import type { z } from 'zod';
import { ApiError } from './api-error';

/*
 * zod's own wording ('Ongeldige invoer: verwacht getal, ontving NaN', 'Too small: expected string to
 * have >=1 characters') as a Dutch sentence a person can act on, said of the one field it is about.
 * A schema's own message (the spec's texts) still wins: zod asks this map only where a schema gives
 * none. The server installs it for every schema it checks; forms and the API client pass it along.
 */

type RawIssue = z.core.$ZodRawIssue;

/** What is left to say when nothing more specific is known. */
export const INVALID_VALUE_MESSAGE = 'Deze waarde is ongeldig.';

const formatNumber = (value: number | bigint) => new Intl.NumberFormat('nl-NL').format(value);

const isMissing = (input: unknown) => input === undefined || input === null;

function describeWrongType(issue: Extract<RawIssue, { code: 'invalid_type' }>): string {
  switch (issue.expected) {
    case 'int':
      return 'Vul een heel getal in.';
    case 'number':
    case 'bigint':
      return 'Vul een getal in.';
    case 'boolean':
      return isMissing(issue.input) ? 'Kies ja of nee.' : 'Kies ja of nee (true of false).';
    case 'date':
      return 'Vul een geldige datum in.';
    case 'string':
      return isMissing(issue.input) ? 'Vul dit veld in.' : 'Vul hier tekst in.';
    case 'array':
      return isMissing(issue.input) ? 'Deze lijst ontbreekt.' : 'Hier hoort een lijst.';
    default:
      return isMissing(issue.input) ? 'Vul dit veld in.' : 'Deze waarde is van het verkeerde soort.';
  }
}

function describeTooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const minimum = formatNumber(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? 'Vul dit veld in.' : `Gebruik minstens ${minimum} tekens.`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Kies er minstens één.' : `Kies er minstens ${minimum}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive
        ? `Vul een getal van minstens ${minimum} in.`
        : `Vul een getal groter dan ${minimum} in.`;
    default:
      return `Deze waarde is te klein (minstens ${minimum}).`;
  }
}

function describeTooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const maximum = formatNumber(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Gebruik hoogstens ${maximum} tekens.`;
    case 'array':
    case 'set':
      return `Kies er hoogstens ${maximum}.`;
    case 'file':
      return 'Het bestand is te groot.';
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive
        ? `Vul een getal van hoogstens ${maximum} in.`
        : `Vul een getal kleiner dan ${maximum} in.`;
    default:
      return `Deze waarde is te groot (hoogstens ${maximum}).`;
  }
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Vul een geldig e-mailadres in.',
  url: 'Vul een geldig webadres in, bijvoorbeeld https://voorbeeld.nl.',
  date: 'Vul een datum in als jjjj-mm-dd.',
  datetime: 'Vul een datum en tijd in als jjjj-mm-ddTuu:mm.',
  time: 'Vul een tijd in als uu:mm.',
  uuid: 'Dit is geen geldige verwijzing.',
  guid: 'Dit is geen geldige verwijzing.',
};

function describeFormat(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  if ('prefix' in issue && typeof issue.prefix === 'string') return `Begin met "${issue.prefix}".`;
  if ('suffix' in issue && typeof issue.suffix === 'string') return `Eindig met "${issue.suffix}".`;
  if ('includes' in issue && typeof issue.includes === 'string') return `Gebruik "${issue.includes}" hierin.`;
  return FORMAT_MESSAGES[issue.format] ?? 'Deze waarde heeft niet de juiste vorm.';
}

const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** zod's error map in Dutch: pass it as `{ error: dutchIssueMessage }` or install it with z.config. */
export function dutchIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return describeWrongType(issue);
    case 'too_small':
      return describeTooSmall(issue);
    case 'too_big':
      return describeTooBig(issue);
    case 'invalid_format':
      return describeFormat(issue);
    case 'not_multiple_of':
      return `Vul een veelvoud van ${formatNumber(Number(issue.divisor))} in.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Hier hoort ${quote(issue.values[0])}.`
        : `Kies een van: ${issue.values.map(quote).join(', ')}.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Het veld ${issue.keys[0]} hoort hier niet.`
        : `De velden ${issue.keys.join(', ')} horen hier niet.`;
    case 'invalid_key':
    case 'invalid_element':
      return 'Deze lijst bevat een ongeldige waarde.';
    default:
      return INVALID_VALUE_MESSAGE;
  }
}

/** A field's path as the API names it ('items.0.name'); the whole input when there is none. */
function describePath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : 'invoer';
}

/** Every problem of one input in one sentence, as the server answers it (`detail`, spec 02 §8). */
export function describeInvalidInput(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  // Each as a sentence (the spec's own texts have no full stop), so several read one after another.
  const sentences = issues.map(({ path, message }) => {
    const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
    return `${describePath(path)}: ${sentence}`;
  });
  return `Ongeldige invoer (${sentences.join(' ')})`;
}

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * A form's check with the schema the server uses: the parsed data, or per top-level field its first
 * message in Dutch.
 */
export function checkFields<S extends z.ZodType>(
  schema: S,
  values: z.input<S>,
):
  | { data: z.output<S>; errors: FieldErrors<keyof z.input<S> & string> }
  | { data: null; errors: FieldErrors<keyof z.input<S> & string> } {
  const parsed = schema.safeParse(values, { error: dutchIssueMessage });
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { data: null, errors };
}

/**
 * A request body the API client refuses before sending, with the Dutch `detail` the server would
 * have given: callers show an ApiError's message, never zod's list of issues.
 */
export function checkRequestBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body, { error: dutchIssueMessage });
  if (parsed.success) return parsed.data;
  const detail = describeInvalidInput(parsed.error.issues);
  throw new ApiError(detail, 400, { detail, code: 'validation_failed' }, { cause: parsed.error });
}
