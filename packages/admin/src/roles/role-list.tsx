import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  RefreshButton,
  SearchInput,
  TextField,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { AssignRoleDialog } from './assign-role-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { RoleFormDialog } from './role-form-dialog';
import { UserRolesDialog } from './user-roles-dialog';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Zoek rollen" />];

function NoRoles() {
  return (
    <Typography sx={{ p: 3 }} color="text.secondary">
      Geen rollen gevonden
    </Typography>
  );
}

function RoleRowActions({ onEdit }: { onEdit: (role: RaRecord) => void }) {
  const role = useRecordContext();
  const [isConfirming, setConfirming] = useState(false);
  const [remove] = useDelete();
  const notify = useNotify();
  if (!role) return null;
  const confirm = () =>
    remove(
      'roles',
      { id: role.id, previousData: role },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Rol verwijderd', { type: 'success' }),
        onError: (caught) =>
          notify(caught instanceof Error ? caught.message : 'Fout bij verwijderen rol', { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <Stack direction="row">
      <IconButton aria-label={`Bewerk ${String(role.name)}`} onClick={() => onEdit(role)}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Verwijder ${String(role.name)}`} onClick={() => setConfirming(true)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
      <ConfirmDialog
        open={isConfirming}
        title="Rol verwijderen"
        confirmLabel="Verwijderen"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      >
        Weet je zeker dat je de rol &quot;{String(role.name)}&quot; wilt verwijderen? Deze actie kan niet
        ongedaan worden gemaakt.
      </ConfirmDialog>
    </Stack>
  );
}

type Dialogs = 'create' | 'assign' | 'user-roles' | null;

/** Rollen Beheer (spec 01 §2): the role table, its modals and confirms. */
export function RoleList() {
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [editing, setEditing] = useState<RaRecord | null>(null);
  const actions = (
    <TopToolbar>
      <RefreshButton label="Vernieuwen" />
      <Button size="small" onClick={() => setDialog('user-roles')}>
        Gebruikersrollen beheren
      </Button>
      <Button size="small" onClick={() => setDialog('assign')}>
        Rol toewijzen
      </Button>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('create')}>
        Nieuwe rol
      </Button>
    </TopToolbar>
  );
  return (
    <>
      <List
        exporter={false}
        title="Rollen Beheer"
        filters={filters}
        actions={actions}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={50}
        empty={false}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoRoles />}>
          <TextField source="name" label="Naam" />
          <FunctionField
            label="Beschrijving"
            render={(role: RaRecord) => role.description || 'Geen beschrijving'}
          />
          <FunctionField label="Acties" render={() => <RoleRowActions onEdit={setEditing} />} />
        </Datagrid>
      </List>
      <RoleFormDialog
        key={String(editing?.id ?? dialog)}
        open={dialog === 'create' || editing !== null}
        role={editing}
        onClose={() => (setDialog(null), setEditing(null))}
      />
      <AssignRoleDialog open={dialog === 'assign'} onClose={() => setDialog(null)} />
      <UserRolesDialog open={dialog === 'user-roles'} onClose={() => setDialog(null)} />
    </>
  );
}
