import { describe, expect, it } from 'vitest';
import { describeOwner, getContinuePath, getScanProgress, labelScanStatus } from './scan-status';

const creator = { id: 'u2', email: 'anouk@demo.test', display_name: null, displayName: null };

describe('labelScanStatus', () => {
  it.each([
    ['draft', 'Concept'],
    ['in_progress', 'In behandeling'],
    ['processing', 'Bezig'],
    ['completed', 'Voltooid'],
    ['failed', 'Mislukt'],
    ['archived', 'Onbekend'],
    ['', 'Onbekend'],
  ])('%j reads %j', (status, label) => {
    expect(labelScanStatus(status)).toBe(label);
  });
});

describe('getScanProgress', () => {
  it('is 100 when completed, else the step out of 4', () => {
    expect(getScanProgress({ status: 'completed', current_step: 3 })).toBe(100);
    expect(getScanProgress({ status: 'draft', current_step: 1 })).toBe(25);
    expect(getScanProgress({ status: 'in_progress', current_step: 2 })).toBe(50);
    expect(getScanProgress({ status: 'processing', current_step: 3 })).toBe(75);
    expect(getScanProgress({ status: 'failed', current_step: 9 })).toBe(100);
  });
});

describe('getContinuePath', () => {
  it('opens the results of a completed scan and the stored step of others', () => {
    expect(getContinuePath({ id: 's1', status: 'completed', current_step: 4 })).toBe('/cao-scan/s1');
    expect(getContinuePath({ id: 's1', status: 'in_progress', current_step: 2 })).toBe('/cao-scan/s1/step/2');
    expect(getContinuePath({ id: 's1', status: 'draft', current_step: 0 })).toBe('/cao-scan/s1/step/1');
    expect(getContinuePath({ id: 's1', status: 'failed', current_step: 3 })).toBe('/cao-scan/s1/step/3');
  });
});

describe('describeOwner', () => {
  it('names the owner of scans of others by display name, else e-mail', () => {
    expect(describeOwner({ is_owner: true, created_by: creator })).toBe('Jij');
    expect(describeOwner({ is_owner: false, created_by: creator })).toBe('anouk@demo.test');
    expect(describeOwner({ is_owner: false, created_by: { ...creator, displayName: 'Anouk' } })).toBe(
      'Anouk',
    );
    expect(describeOwner({ is_owner: false, created_by: null })).toBe('Onbekend');
  });
});
