import { AUDIT_ACTION_LABELS } from '@caoscan/core';
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, type RaRecord } from 'react-admin';
import { DutchDateField } from '../components/date-field';

/** The change in a few words: an adjustment's amount and reason, a status change's new status. */
function describeDetails(details: Record<string, unknown> | undefined): string {
  if (!details) return '–';
  const parts: string[] = [];
  if (typeof details.credits_amount === 'number') {
    parts.push(`${details.credits_amount > 0 ? '+' : ''}${details.credits_amount} credits`);
  }
  if (typeof details.description === 'string') parts.push(details.description);
  if (typeof details.status === 'string') parts.push(`status ${details.status}`);
  return parts.length ? parts.join(' · ') : '–';
}

/** Auditlogboek: who in the back-office changed what and when, newest first (read-only). */
export function AuditLogList() {
  return (
    <List title="Auditlogboek" sort={{ field: 'created_at', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DutchDateField source="created_at" label="Wanneer" showTime sortable={false} />
        <TextField source="actor_email" label="Door" sortable={false} />
        <FunctionField
          label="Actie"
          render={(entry: RaRecord) => AUDIT_ACTION_LABELS[String(entry.action)] ?? String(entry.action)}
        />
        <FunctionField
          label="Details"
          render={(entry: RaRecord) => (
            <Typography variant="body2">
              {describeDetails(entry.details as Record<string, unknown>)}
            </Typography>
          )}
        />
      </Datagrid>
    </List>
  );
}
