import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './api-client';
import { AdvanceStepSchema, ScanCreateSchema, ScanListQuerySchema } from './schemas/scans';
import { CreditHistoryQuerySchema } from './schemas/credits';
import { InvitationCreateInputSchema } from './schemas/team';
import { checkFields, describeInvalidInput, dutchIssueMessage } from './validation-messages';

/** The message a person sees for `input`, as every app and the server ask zod for it. */
function messageFor(schema: z.ZodType, input: unknown): string | undefined {
  return schema.safeParse(input, { error: dutchIssueMessage }).error?.issues[0]?.message;
}

describe('zod issues in Dutch', () => {
  it('asks for a number where a number field was left empty or filled with text', () => {
    expect(messageFor(z.number(), undefined)).toBe('Vul een getal in.');
    expect(messageFor(z.number(), Number.NaN)).toBe('Vul een getal in.');
    expect(messageFor(z.coerce.number(), 'veel')).toBe('Vul een getal in.');
    expect(messageFor(z.number().int(), 'twee')).toBe('Vul een getal in.');
    expect(messageFor(z.number().int(), 1.5)).toBe('Vul een heel getal in.');
    expect(messageFor(z.coerce.number().int(), '2,5')).toBe('Vul een getal in.');
  });

  it('names the bounds of a number in Dutch notation', () => {
    expect(messageFor(z.number().min(1), 0)).toBe('Vul een getal van minstens 1 in.');
    expect(messageFor(z.number().positive(), 0)).toBe('Vul een getal groter dan 0 in.');
    expect(messageFor(z.number().max(9999), 12_000)).toBe('Vul een getal van hoogstens 9.999 in.');
    expect(messageFor(z.number().lt(10), 10)).toBe('Vul een getal kleiner dan 10 in.');
    expect(messageFor(z.number().multipleOf(5), 3)).toBe('Vul een veelvoud van 5 in.');
  });

  it('asks for text, its length, and its form', () => {
    expect(messageFor(z.string(), undefined)).toBe('Vul dit veld in.');
    expect(messageFor(z.string(), 12)).toBe('Vul hier tekst in.');
    expect(messageFor(z.string().min(1), '')).toBe('Vul dit veld in.');
    expect(messageFor(z.string().min(8), 'kort')).toBe('Gebruik minstens 8 tekens.');
    expect(messageFor(z.string().max(3), 'lang')).toBe('Gebruik hoogstens 3 tekens.');
    expect(messageFor(z.email(), 'iemand@')).toBe('Vul een geldig e-mailadres in.');
    expect(messageFor(z.url(), 'geen adres')).toBe(
      'Vul een geldig webadres in, bijvoorbeeld https://voorbeeld.nl.',
    );
    expect(messageFor(z.iso.date(), '31-12-2025')).toBe('Vul een datum in als jjjj-mm-dd.');
    expect(messageFor(z.string().startsWith('+31'), '06')).toBe('Begin met "+31".');
    expect(messageFor(z.string().regex(/^\d+$/), 'abc')).toBe('Deze waarde heeft niet de juiste vorm.');
  });

  it('lists the choices, and says which fields do not belong', () => {
    expect(messageFor(z.enum(['current', 'client']), 'ander')).toBe("Kies een van: 'current', 'client'.");
    expect(messageFor(z.literal('eur'), 'usd')).toBe("Hier hoort 'eur'.");
    expect(messageFor(z.boolean(), 'ja')).toBe('Kies ja of nee (true of false).');
    expect(messageFor(z.array(z.string()).min(1), [])).toBe('Kies er minstens één.');
    expect(messageFor(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe(
      'Het veld b hoort hier niet.',
    );
  });

  it("keeps a schema's own message (the spec's texts)", () => {
    expect(messageFor(ScanCreateSchema, { name: '' })).toBe('Scan naam is verplicht');
  });

  it("never answers with zod's wording for the request schemas of the API", () => {
    const wrong = ['veel', '', Number.NaN, -1, 1.5, 10_000, null, undefined, {}];
    const schemas = [
      AdvanceStepSchema,
      ScanListQuerySchema,
      CreditHistoryQuerySchema,
      InvitationCreateInputSchema,
    ];
    for (const schema of schemas) {
      const shape = schema.shape as Record<string, unknown>;
      for (const field of Object.keys(shape)) {
        for (const value of wrong) {
          const message = messageFor(schema, { [field]: value }) ?? '';
          expect(message).not.toMatch(/ontving|verwacht|expected|received|Invalid|NaN|Too (small|big)/);
        }
      }
    }
  });
});

describe('describeInvalidInput', () => {
  it('says per field what is wrong, each as a sentence', () => {
    expect(
      describeInvalidInput([
        { path: ['limit'], message: 'Vul een getal in.' },
        { path: ['items', 0, 'name'], message: 'Scan naam is verplicht' },
        { path: [], message: 'Deze waarde is ongeldig.' },
      ]),
    ).toBe(
      'Ongeldige invoer (limit: Vul een getal in. items.0.name: Scan naam is verplicht. invoer: Deze waarde is ongeldig.)',
    );
  });
});

describe('checkFields', () => {
  it('gives the parsed data, or the first Dutch message per field', () => {
    expect(checkFields(AdvanceStepSchema, { new_step: 2 })).toEqual({ data: { new_step: 2 }, errors: {} });
    expect(checkFields(AdvanceStepSchema, { new_step: Number.NaN })).toEqual({
      data: null,
      errors: { new_step: 'Vul een getal in.' },
    });
    expect(checkFields(ScanCreateSchema, { name: 'ab', description: 'x'.repeat(1001) }).errors).toEqual({
      name: 'Scan naam moet minimaal 3 karakters bevatten',
      description: 'Beschrijving mag maximaal 1000 karakters bevatten',
    });
  });
});

describe('a request body the API client refuses', () => {
  it('is an ApiError with the Dutch detail the server would give, and nothing is sent', async () => {
    let isSent = false;
    const api = createApiClient({
      baseUrl: 'http://api.invalid/api',
      getAccessToken: () => null,
      fetch: async () => {
        isSent = true;
        return new Response('{}');
      },
    });
    const refusal = await api.advanceStep('scan-1', Number.NaN).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 400,
      message: 'Ongeldige invoer (new_step: Vul een getal in.)',
      body: { code: 'validation_failed' },
    });
    expect(isSent).toBe(false);
  });
});
