import { ScanStatusChip } from '@caoscan/customer/scan-status-chip';
import { Button } from '@mui/material';
import { Datagrid, FunctionField, Link, List, TextField, useBasename, type RaRecord } from 'react-admin';
import { DutchDateField } from '../components/date-field';
import { ScanPagination } from './scan-pagination';

function DetailsButton() {
  const basename = useBasename();
  return (
    <FunctionField
      label=""
      render={(scan: RaRecord) => (
        <Button size="small" variant="outlined" component={Link} to={`${basename}/cao-scans/${scan.id}`}>
          Details
        </Button>
      )}
    />
  );
}

/** All scans of every organisation, 20 per page, statuses in Dutch (spec 01 §2 admin scan list). */
export function CaoScanList() {
  return (
    <List
      title="Alle scans"
      perPage={20}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      pagination={<ScanPagination />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" label="Naam" sortable={false} />
        <TextField source="created_by.email" label="E-mail" sortable={false} emptyText="–" />
        <FunctionField
          label="Status"
          render={(scan: RaRecord) => <ScanStatusChip status={String(scan.status ?? '')} />}
        />
        <DutchDateField source="created_at" label="Aangemaakt" sortable={false} />
        <TextField source="client_cao_sector" label="Sector klant-cao" sortable={false} emptyText="–" />
        <DetailsButton />
      </Datagrid>
    </List>
  );
}
