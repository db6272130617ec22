import { Chip, type ChipProps } from '@mui/material';
import { colorScanStatus, labelScanStatus } from '../utils/scan-status';

/** A scan's status in Dutch (spec 02 §4), coloured by how far it got. */
export function ScanStatusChip({ status, size = 'small' }: { status: string; size?: ChipProps['size'] }) {
  return (
    <Chip
      label={labelScanStatus(status)}
      color={colorScanStatus(status)}
      size={size}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
