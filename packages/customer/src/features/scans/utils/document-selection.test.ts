import type { CaoOption } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import {
  buildCaoSelection,
  CLIENT_REQUIRED,
  CURRENT_REQUIRED,
  CUSTOM_NAME_REQUIRED,
  validateDocuments,
  type SideChoice,
} from './document-selection';

const option = (hoofdsector: string, subsector: string): CaoOption => ({
  hoofdsector,
  subsector,
  link: null,
  pdf_link: null,
  datum_van: null,
  datum_tot: null,
});
const metaal = option('Metaal en techniek', 'Cao Metalektro');
const own = option('Eigen Regeling', 'Eigen Regeling');
const empty: SideChoice = { option: null, customName: '', fileId: null, hasPendingFile: false };
const filled = (o: CaoOption, extra: Partial<SideChoice> = {}): SideChoice => ({
  ...empty,
  option: o,
  hasPendingFile: true,
  ...extra,
});

describe('validateDocuments', () => {
  it('needs a scan id first', () => {
    expect(
      validateDocuments({ scanId: undefined, isAbu: true, current: empty, client: filled(metaal) }),
    ).toBe('CAO Scan ID is missing. Please try again.');
  });

  it('needs the client file and selection, and with Nee the current ones too', () => {
    const base = { scanId: 's1', current: empty };
    expect(validateDocuments({ ...base, isAbu: true, client: empty })).toBe(CLIENT_REQUIRED);
    expect(
      validateDocuments({ ...base, isAbu: true, client: { ...filled(metaal), hasPendingFile: false } }),
    ).toBe(CLIENT_REQUIRED);
    expect(validateDocuments({ ...base, isAbu: true, client: filled(metaal) })).toBeNull();
    expect(validateDocuments({ ...base, isAbu: false, client: filled(metaal) })).toBe(CURRENT_REQUIRED);
  });

  it('needs a name for an own arrangement on either side', () => {
    const input = {
      scanId: 's1',
      isAbu: false,
      current: filled(own),
      client: filled(metaal, { fileId: 'f' }),
    };
    expect(validateDocuments(input)).toBe(CUSTOM_NAME_REQUIRED);
    expect(validateDocuments({ ...input, current: filled(own, { customName: 'Huisregeling' }) })).toBeNull();
  });
});

describe('buildCaoSelection', () => {
  it('leaves the current side empty for ABU and names an own arrangement by its typed name', () => {
    expect(buildCaoSelection(true, filled(own), filled(metaal, { fileId: 'f2' }))).toEqual({
      is_abu_cao: true,
      current_cao_file_id: null,
      current_cao_name: null,
      current_cao_sector: null,
      client_cao_file_id: 'f2',
      client_cao_name: 'Cao Metalektro',
      client_cao_sector: 'Metaal en techniek',
    });
    const selection = buildCaoSelection(false, filled(own, { customName: ' Huis ', fileId: 'f1' }), empty);
    expect(selection).toMatchObject({
      current_cao_file_id: 'f1',
      current_cao_name: 'Huis',
      current_cao_sector: 'Eigen Regeling',
      client_cao_name: null,
    });
  });
});
