import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi-controls';
import { CaoSelectionSchema, ScanCreateSchema, ScanUpdateSchema } from './schemas/scans';

const RLO = '\u202E';

describe('bidi control characters', () => {
  it('are stripped from a name, so it displays as what it is', () => {
    expect(stripBidiControls(`cao${RLO}fdp.exe`)).toBe('caofdp.exe');
    expect(stripBidiControls('\u2066Bouw\u2069 \u200Fcao')).toBe('Bouw cao');
  });

  it('never reach a scan name or description', () => {
    expect(ScanCreateSchema.parse({ name: `Scan ${RLO}gnirts`, description: `a${RLO}b` })).toEqual({
      name: 'Scan gnirts',
      description: 'ab',
    });
    expect(ScanUpdateSchema.parse({ name: `  ${RLO}Nieuw  ` })).toEqual({ name: 'Nieuw' });
  });

  it('do not count towards the minimum length of a scan name', () => {
    const result = ScanCreateSchema.safeParse({ name: `ab${RLO}${RLO}` });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Scan naam moet minimaal 3 karakters bevatten');
  });

  it('never reach the cao names and sectors of a selection', () => {
    const selection = CaoSelectionSchema.parse({
      is_abu_cao: false,
      client_cao_name: `Cao ${RLO}uoB`,
      client_cao_sector: `${RLO}Bouw`,
    });
    expect(selection.client_cao_name).toBe('Cao uoB');
    expect(selection.client_cao_sector).toBe('Bouw');
  });
});
