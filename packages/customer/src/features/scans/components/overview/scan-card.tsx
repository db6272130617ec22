import type { Scan } from '@caoscan/core';
import { formatDateTime } from '@caoscan/core';
import { Box, Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { describeOwner, getScanProgress } from '../../utils/scan-status';
import { ScanStatusChip } from '../scan-status-chip';
import { ScanActions } from './scan-actions';

interface ScanCardProps {
  scan: Scan;
  isDeleting: boolean;
  onDelete: (scan: Scan) => void;
}

/** One scan in the grid: name, status, owner, last change, progress and actions. */
export function ScanCard({ scan, isDeleting, onDelete }: ScanCardProps) {
  const progress = getScanProgress(scan);
  return (
    <Card
      component="article"
      aria-label={scan.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 1 }}
        >
          <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
            {scan.name}
          </Typography>
          <ScanStatusChip status={scan.status} />
        </Stack>
        {scan.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mb: 1.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {scan.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Eigenaar: {describeOwner(scan)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Bijgewerkt: {formatDateTime(scan.updated_at)}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              Voortgang
            </Typography>
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {progress}%
            </Typography>
          </Stack>
          <LinearProgress variant="determinate" value={progress} aria-label={`Voortgang ${progress}%`} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, justifyContent: 'flex-end' }}>
        <ScanActions scan={scan} isDeleting={isDeleting} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
