import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';

export type OrganizationAction = 'edit' | 'details' | 'invite' | 'delete';

/** Bewerken, Details bekijken, Admin uitnodigen (only without an admin), Verwijderen. */
export function OrganizationActionMenu({
  onAction,
}: {
  onAction: (action: OrganizationAction, record: Record<string, unknown>) => void;
}) {
  const record = useRecordContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!record) return null;
  const choose = (action: OrganizationAction) => {
    setAnchor(null);
    onAction(action, record);
  };
  return (
    <>
      <IconButton
        aria-label={`Acties voor ${String(record.name)}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('edit')}>Bewerken</MenuItem>
        <MenuItem onClick={() => choose('details')}>Details bekijken</MenuItem>
        {Number(record.admin_count ?? 0) === 0 && (
          <MenuItem onClick={() => choose('invite')}>Admin uitnodigen</MenuItem>
        )}
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          Verwijderen
        </MenuItem>
      </Menu>
    </>
  );
}
