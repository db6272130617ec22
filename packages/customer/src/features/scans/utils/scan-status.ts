import { SCAN_STEPS, type Scan, type ScanStatus } from '@caoscan/core';
import { paths } from '../../../config/paths';

/** Spec 02 §4 "Scan status"; anything the server might add later reads as 'Onbekend'. */
export const SCAN_STATUS_LABELS: Record<ScanStatus, string> = {
  draft: 'Concept',
  in_progress: 'In behandeling',
  processing: 'Bezig',
  completed: 'Voltooid',
  failed: 'Mislukt',
};

export function labelScanStatus(status: string): string {
  return SCAN_STATUS_LABELS[status as ScanStatus] ?? 'Onbekend';
}

export type StatusColor = 'default' | 'info' | 'warning' | 'success' | 'error';

export function colorScanStatus(status: string): StatusColor {
  if (status === 'completed') return 'success';
  if (status === 'failed') return 'error';
  if (status === 'processing') return 'warning';
  if (status === 'in_progress') return 'info';
  return 'default';
}

/**
 * A scan whose comparison runs or is done: its name, details and documents can no longer be
 * changed (the server refuses too), so the wizard shows them read-only.
 */
export function isScanLocked(scan: Pick<Scan, 'status'>): boolean {
  return scan.status === 'processing' || scan.status === 'completed';
}

/** 100 when completed, otherwise the stored step out of 4 (spec 02 §4). */
export function getScanProgress(scan: Pick<Scan, 'status' | 'current_step'>): number {
  if (scan.status === 'completed') return 100;
  const step = Math.min(Math.max(scan.current_step, 0), SCAN_STEPS);
  return Math.round((step / SCAN_STEPS) * 100);
}

/** 'Verder': the results of a completed scan, otherwise the wizard at the stored step. */
export function getContinuePath(scan: Pick<Scan, 'id' | 'status' | 'current_step'>): string {
  if (scan.status === 'completed') return paths.caoScan.scan(scan.id);
  const step = Math.min(Math.max(scan.current_step, 1), SCAN_STEPS);
  return step >= SCAN_STEPS ? paths.caoScan.scan(scan.id) : paths.caoScan.scanStep(scan.id, step);
}

/** The owner's display name, else e-mail. */
export function nameOwner(scan: Pick<Scan, 'created_by'>): string {
  const creator = scan.created_by;
  return creator?.displayName || creator?.display_name || creator?.email || 'Onbekend';
}

/** The owner in lists: 'Jij' for the user's own scans, the name for scans of others. */
export function describeOwner(scan: Pick<Scan, 'is_owner' | 'created_by'>): string {
  return scan.is_owner ? 'Jij' : nameOwner(scan);
}
