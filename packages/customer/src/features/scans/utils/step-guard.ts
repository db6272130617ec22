import { SCAN_STEPS, type Scan } from '@caoscan/core';
import { paths } from '../../../config/paths';

/** A step from the URL: a whole number 1–4, anything else is null (spec 02 §2). */
export function parseStep(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const step = Number(value);
  return step >= 1 && step <= SCAN_STEPS ? step : null;
}

export type StepDecision = { kind: 'show'; step: number } | { kind: 'redirect'; to: string };

interface StepRequest {
  /** The raw `:step` of the URL. */
  step: string | undefined;
  /** Continue mode: the scan's id from the URL (create mode: undefined). */
  scanId?: string | undefined;
  isContinueMode: boolean;
  /** The scan once loaded (continue mode). */
  scan?: Pick<Scan, 'id' | 'current_step'> | undefined;
}

/**
 * Which wizard step to show, or where to go instead. A bad step or continue mode without a scan id
 * leads to the overview; a new scan only has step 1; a step beyond the scan's stored current step
 * leads to that stored step; step 4 (results) is the scan page.
 */
export function decideWizardStep({ step, scanId, isContinueMode, scan }: StepRequest): StepDecision {
  const requested = parseStep(step);
  if (requested === null) return { kind: 'redirect', to: paths.caoScan.overview };
  if (isContinueMode && !scanId) return { kind: 'redirect', to: paths.caoScan.overview };
  if (!isContinueMode) {
    return requested === 1
      ? { kind: 'show', step: 1 }
      : { kind: 'redirect', to: paths.caoScan.createStep(1) };
  }
  if (!scan) return { kind: 'show', step: requested };
  const stored = Math.min(Math.max(scan.current_step, 1), SCAN_STEPS);
  if (requested > stored) return { kind: 'redirect', to: stepPath(scan.id, stored) };
  if (requested === SCAN_STEPS) return { kind: 'redirect', to: paths.caoScan.scan(scan.id) };
  return { kind: 'show', step: requested };
}

function stepPath(scanId: string, step: number): string {
  return step >= SCAN_STEPS ? paths.caoScan.scan(scanId) : paths.caoScan.scanStep(scanId, step);
}

export type StepState = 'completed' | 'in_progress' | 'not_started';

/**
 * Below the stored step: completed; equal: in progress; above: not started. Every step of a
 * completed scan is completed, the results (step 4) too.
 */
export function getStepState(step: number, currentStep: number, isScanCompleted = false): StepState {
  if (isScanCompleted || step < currentStep) return 'completed';
  return step === currentStep ? 'in_progress' : 'not_started';
}

/** Only completed steps and the current one may be opened from the indicator. */
export function isStepClickable(step: number, currentStep: number, isScanCompleted = false): boolean {
  return getStepState(step, currentStep, isScanCompleted) !== 'not_started';
}
