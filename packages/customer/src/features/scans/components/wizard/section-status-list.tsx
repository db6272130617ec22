import type { SectionTask, TaskStatus } from '@caoscan/core';
import { Box, Grid, Stack, Typography } from '@mui/material';
import { TASK_STATUS_LABELS, type GroupProgress } from '../../utils/progress-counts';

const STATUS_COLORS: Record<TaskStatus, string> = {
  queued: 'text.secondary',
  in_progress: 'info.main',
  completed: 'success.main',
  failed: 'error.main',
  cancelled: 'text.secondary',
  incomplete: 'warning.main',
};

function SectionRow({ section }: { section: SectionTask }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'space-between', py: 0.25 }}
      title={section.error_message ?? undefined}
    >
      <Typography variant="body2" noWrap>
        {section.section_display_name}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: STATUS_COLORS[section.status], flexShrink: 0, fontWeight: 600 }}
      >
        {TASK_STATUS_LABELS[section.status]}
      </Typography>
    </Stack>
  );
}

/** Every section's status, per group (wachtend, bezig..., voltooid, mislukt, geannuleerd, incompleet). */
export function SectionStatusList({ groups }: { groups: GroupProgress[] }) {
  return (
    <Grid container spacing={2} aria-label="Status per sectie">
      {groups.map((group) => (
        <Grid key={group.type} size={{ xs: 12, md: 4 }}>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5 }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              {group.label}
            </Typography>
            {group.sections.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Nog niet ingepland
              </Typography>
            ) : (
              group.sections.map((section) => <SectionRow key={section.id} section={section} />)
            )}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
