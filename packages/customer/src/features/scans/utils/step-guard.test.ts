import { describe, expect, it } from 'vitest';
import { decideWizardStep, getStepState, isStepClickable, parseStep } from './step-guard';

const scan = { id: 's1', current_step: 2 };

describe('parseStep', () => {
  it('accepts 1 to 4 only', () => {
    expect([1, 2, 3, 4].map((n) => parseStep(String(n)))).toEqual([1, 2, 3, 4]);
    for (const bad of ['0', '5', '2.5', 'twee', '', ' 2', '-1', undefined]) expect(parseStep(bad)).toBeNull();
  });
});

describe('decideWizardStep', () => {
  it('sends a bad step to the overview', () => {
    expect(decideWizardStep({ step: '7', isContinueMode: false })).toEqual({
      kind: 'redirect',
      to: '/cao-scan/overview',
    });
    expect(decideWizardStep({ step: 'x', scanId: 's1', isContinueMode: true, scan })).toEqual({
      kind: 'redirect',
      to: '/cao-scan/overview',
    });
  });

  it('sends continue mode without a scan id to the overview', () => {
    expect(decideWizardStep({ step: '2', isContinueMode: true })).toEqual({
      kind: 'redirect',
      to: '/cao-scan/overview',
    });
  });

  it('lets a new scan start at step 1 only', () => {
    expect(decideWizardStep({ step: '1', isContinueMode: false })).toEqual({ kind: 'show', step: 1 });
    expect(decideWizardStep({ step: '3', isContinueMode: false })).toEqual({
      kind: 'redirect',
      to: '/cao-scan/create/step/1',
    });
  });

  it('allows going back, never beyond the stored step', () => {
    const request = { scanId: 's1', isContinueMode: true, scan };
    expect(decideWizardStep({ ...request, step: '1' })).toEqual({ kind: 'show', step: 1 });
    expect(decideWizardStep({ ...request, step: '2' })).toEqual({ kind: 'show', step: 2 });
    expect(decideWizardStep({ ...request, step: '3' })).toEqual({
      kind: 'redirect',
      to: '/cao-scan/s1/step/2',
    });
  });

  it('treats step 4 as the results page', () => {
    const request = { scanId: 's1', isContinueMode: true, scan: { id: 's1', current_step: 4 } };
    expect(decideWizardStep({ ...request, step: '4' })).toEqual({ kind: 'redirect', to: '/cao-scan/s1' });
    expect(decideWizardStep({ ...request, step: '3' })).toEqual({ kind: 'show', step: 3 });
  });
});

describe('step states', () => {
  it('marks steps below, at and above the stored step', () => {
    expect([1, 2, 3, 4].map((step) => getStepState(step, 2))).toEqual([
      'completed',
      'in_progress',
      'not_started',
      'not_started',
    ]);
    expect([1, 2, 3, 4].map((step) => isStepClickable(step, 2))).toEqual([true, true, false, false]);
    // A completed scan: all four completed, the results included.
    expect([1, 2, 3, 4].map((step) => getStepState(step, 4, true))).toEqual([
      'completed',
      'completed',
      'completed',
      'completed',
    ]);
  });
});
