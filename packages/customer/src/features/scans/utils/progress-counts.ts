import {
  SECTION_TASKS_PER_GROUP,
  SECTION_TASKS_TOTAL,
  type SectionProgress,
  type SectionTask,
  type TaskStatus,
  type TaskType,
} from '@caoscan/core';

/** Spec 02 §4 "Section/task status" as the progress list shows it. */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  queued: 'wachtend',
  in_progress: 'bezig...',
  completed: 'voltooid',
  failed: 'mislukt',
  cancelled: 'geannuleerd',
  incomplete: 'incompleet',
};

export const TASK_GROUP_LABELS: Record<TaskType, string> = {
  extraction_current: 'Scan Huidig CAO',
  extraction_client: 'Scan Klant CAO',
  comparison: 'AI Vergelijking',
};

export interface ProgressCounts {
  total: number;
  completed: number;
  failed: number;
  inProgress: number;
  /** Queued, plus cancelled and incomplete (they will run again). */
  queued: number;
}

export function countSections(sections: readonly Pick<SectionTask, 'status'>[]): ProgressCounts {
  const counts: ProgressCounts = {
    total: sections.length,
    completed: 0,
    failed: 0,
    inProgress: 0,
    queued: 0,
  };
  for (const { status } of sections) {
    if (status === 'completed') counts.completed += 1;
    else if (status === 'failed') counts.failed += 1;
    else if (status === 'in_progress') counts.inProgress += 1;
    else counts.queued += 1;
  }
  return counts;
}

export type StartAction = 'start' | 'resume' | 'restart';

export const START_ACTION_LABELS: Record<StartAction, string> = {
  start: 'Start AI Vergelijking',
  resume: 'Hervat AI Vergelijking',
  restart: 'Herstart AI Vergelijking',
};

/** Restart when any section failed (it wins), else resume when any completed, else start. */
export function chooseStartAction(counts: Pick<ProgressCounts, 'completed' | 'failed'>): StartAction {
  if (counts.failed > 0) return 'restart';
  return counts.completed > 0 ? 'resume' : 'start';
}

/** Sections present, or a comparison that ran or runs: then there is earlier progress to show. */
export function hasEarlierProgress(progress: Pick<SectionProgress, 'sections' | 'overall_status'>): boolean {
  return progress.sections.length > 0 || progress.overall_status !== 'not_started';
}

/** Percentage of `completed` out of `total`, rounded, 0 for an empty total. */
export function toPercentage(completed: number, total: number): number {
  return total > 0 ? Math.min(100, Math.round((completed / total) * 100)) : 0;
}

export interface GroupProgress {
  type: TaskType;
  label: string;
  completed: number;
  total: number;
  percentage: number;
  sections: SectionTask[];
}

/** The three bars: each group against its 16 expected sections (more, if the server sent more). */
export function groupSections(sections: readonly SectionTask[]): GroupProgress[] {
  return (Object.keys(TASK_GROUP_LABELS) as TaskType[]).map((type) => {
    const own = sections.filter((section) => section.task_type === type);
    const completed = own.filter((section) => section.status === 'completed').length;
    const total = Math.max(SECTION_TASKS_PER_GROUP, own.length);
    return {
      type,
      label: TASK_GROUP_LABELS[type],
      completed,
      total,
      percentage: toPercentage(completed, total),
      sections: own,
    };
  });
}

/** The total bar counts against the expected 48 tasks (spec 02 §9). */
export function getTotalProgress(sections: readonly Pick<SectionTask, 'status'>[]) {
  const completed = sections.filter((section) => section.status === 'completed').length;
  const total = Math.max(SECTION_TASKS_TOTAL, sections.length);
  return { completed, total, percentage: toPercentage(completed, total) };
}
