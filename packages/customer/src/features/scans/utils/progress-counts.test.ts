import type { SectionTask, TaskStatus, TaskType } from '@caoscan/core';
import { describe, expect, it } from 'vitest';
import {
  chooseStartAction,
  countSections,
  getTotalProgress,
  groupSections,
  hasEarlierProgress,
} from './progress-counts';

function task(status: TaskStatus, type: TaskType = 'comparison', n = 0): SectionTask {
  return {
    id: `${type}-${n}-${status}`,
    section_name: `sectie_${n}`,
    section_display_name: `Sectie ${n}`,
    task_type: type,
    status,
    error_message: null,
    started_at: null,
    completed_at: null,
  };
}

describe('countSections', () => {
  it('counts cancelled and incomplete as queued', () => {
    const statuses: TaskStatus[] = ['completed', 'completed', 'failed', 'in_progress', 'queued'];
    const counts = countSections([...statuses, 'cancelled', 'incomplete'].map((s) => task(s as TaskStatus)));
    expect(counts).toEqual({ total: 7, completed: 2, failed: 1, inProgress: 1, queued: 3 });
  });
});

describe('chooseStartAction', () => {
  it('restarts when any failed, even with completed ones; resumes when some completed', () => {
    expect(chooseStartAction({ completed: 0, failed: 0 })).toBe('start');
    expect(chooseStartAction({ completed: 5, failed: 0 })).toBe('resume');
    expect(chooseStartAction({ completed: 5, failed: 1 })).toBe('restart');
    expect(chooseStartAction({ completed: 0, failed: 2 })).toBe('restart');
  });
});

describe('hasEarlierProgress', () => {
  it('is true with sections or any overall status but not_started', () => {
    expect(hasEarlierProgress({ sections: [], overall_status: 'not_started' })).toBe(false);
    expect(hasEarlierProgress({ sections: [task('queued')], overall_status: 'not_started' })).toBe(true);
    expect(hasEarlierProgress({ sections: [], overall_status: 'processing' })).toBe(true);
    expect(hasEarlierProgress({ sections: [], overall_status: 'failed' })).toBe(true);
  });
});

describe('progress bars', () => {
  it('gives each group its share of 16 and the total its share of 48', () => {
    const sections = [
      ...Array.from({ length: 16 }, (_, n) => task('completed', 'extraction_current', n)),
      ...Array.from({ length: 8 }, (_, n) => task('completed', 'extraction_client', n)),
      ...Array.from({ length: 8 }, (_, n) => task('queued', 'extraction_client', n + 8)),
    ];
    expect(groupSections(sections).map((g) => [g.label, g.completed, g.total, g.percentage])).toEqual([
      ['Scan Huidig CAO', 16, 16, 100],
      ['Scan Klant CAO', 8, 16, 50],
      ['AI Vergelijking', 0, 16, 0],
    ]);
    expect(getTotalProgress(sections)).toEqual({ completed: 24, total: 48, percentage: 50 });
    expect(getTotalProgress([])).toEqual({ completed: 0, total: 48, percentage: 0 });
  });
});
