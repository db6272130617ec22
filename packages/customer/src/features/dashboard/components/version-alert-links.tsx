import { CaoVersionAlertPayloadSchema, type ActivityItem } from '@caoscan/core';
import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Under a 'new cao version' item (issue K): per scan that used the previous version a link that
 * re-runs it on the new one (the scan screen asks for the confirmation: one credit), and the
 * version's 'Wat is er veranderd' page.
 */
export function VersionAlertLinks({ item }: { item: ActivityItem }) {
  const parsed = CaoVersionAlertPayloadSchema.safeParse(item.payload);
  if (!parsed.success) return null;
  const alert = parsed.data;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {alert.scans.map((scan) => (
        <Link
          key={scan.id}
          component={RouterLink}
          to={paths.caoScan.rerun(scan.id)}
          state={{ scanName: scan.name }}
          variant="body2"
        >
          {`"${scan.name}" opnieuw uitvoeren`}
        </Link>
      ))}
      <Link component={RouterLink} to={paths.caoCatalogue.versionChanges(alert.version_id)} variant="body2">
        Wat is er veranderd
      </Link>
    </Stack>
  );
}
