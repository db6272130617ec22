import type { Scan } from '@caoscan/core';
import { formatDateTime } from '@caoscan/core';
import {
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { describeOwner, getScanProgress } from '../../utils/scan-status';
import { ScanStatusChip } from '../scan-status-chip';
import { ScanActions } from './scan-actions';

interface ScanTableProps {
  scans: Scan[];
  deletingIds: ReadonlySet<string>;
  onDelete: (scan: Scan) => void;
}

/** The list view of the overview: the same facts as the cards, one row each. */
export function ScanTable({ scans, deletingIds, onDelete }: ScanTableProps) {
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label="Scans">
        <TableHead>
          <TableRow>
            <TableCell>Naam</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Eigenaar</TableCell>
            <TableCell>Bijgewerkt</TableCell>
            <TableCell sx={{ width: 160 }}>Voortgang</TableCell>
            <TableCell align="right">Acties</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {scans.map((scan) => {
            const progress = getScanProgress(scan);
            return (
              <TableRow key={scan.id} hover>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }}>{scan.name}</Typography>
                  {scan.description && (
                    <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: 320 }}>
                      {scan.description}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <ScanStatusChip status={scan.status} />
                </TableCell>
                <TableCell>{describeOwner(scan)}</TableCell>
                <TableCell>{formatDateTime(scan.updated_at)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <LinearProgress variant="determinate" value={progress} sx={{ flexGrow: 1 }} />
                    <Typography variant="caption">{progress}%</Typography>
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    <ScanActions scan={scan} isDeleting={deletingIds.has(scan.id)} onDelete={onDelete} />
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
