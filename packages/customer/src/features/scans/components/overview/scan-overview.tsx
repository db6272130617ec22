import AddRoundedIcon from '@mui/icons-material/AddRounded';
import type { Scan } from '@caoscan/core';
import { Alert, Box, Button, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { DELETE_FAILED_MESSAGE, ONLY_OWNER_DELETES_MESSAGE, useDeleteScan } from '../../api/delete-scan';
import { SHARE_SETTING_ERROR_MESSAGE, useShareSetting } from '../../api/get-share-setting';
import { useScans } from '../../api/list-scans';
import { DEFAULT_FILTERS, filterScans, type ScanFilters } from '../../utils/filter-scans';
import { DeleteScanDialog } from './delete-scan-dialog';
import { EmptyScans } from './empty-scans';
import { OverviewToolbar, SHARING_OFF_TITLE, type ViewMode } from './overview-toolbar';
import { ScanCard } from './scan-card';
import { ScanTable } from './scan-table';

export const LOAD_FAILED_MESSAGE = 'Failed to load scans';

/** /cao-scan/overview: the scans the user may see, with filters, and delete for the owner. */
export function ScanOverview() {
  const scans = useScans();
  const share = useShareSetting();
  const deleteScan = useDeleteScan();
  const [filters, setFilters] = useState<ScanFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<ViewMode>('grid');
  const [toDelete, setToDelete] = useState<Scan | null>(null);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());
  const [deleteError, setDeleteError] = useState<string | null>(null);

  // Sharing off, or its setting unknown: the user's own scans only (spec 02 §2).
  const isSharingOff = share.data?.share_scans_with_organization === false;
  const onlyOwn = isSharingOff || share.isError;
  // The heading says which list this is: the organisation's ('Alle scans') or the user's own.
  const isShowingAll = filters.ownership === 'all' && !onlyOwn;
  const visible = useMemo(
    () => filterScans(scans.data?.scans ?? [], filters, onlyOwn),
    [scans.data, filters, onlyOwn],
  );

  function requestDelete(scan: Scan) {
    if (!scan.is_owner) {
      window.alert(ONLY_OWNER_DELETES_MESSAGE);
      return;
    }
    setToDelete(scan);
  }

  async function confirmDelete() {
    const scan = toDelete;
    setToDelete(null);
    if (!scan) return;
    setDeleteError(null);
    setDeletingIds((ids) => new Set(ids).add(scan.id));
    try {
      await deleteScan.mutateAsync(scan.id);
    } catch (error) {
      console.error(DELETE_FAILED_MESSAGE, error);
      setDeleteError(DELETE_FAILED_MESSAGE);
    } finally {
      setDeletingIds((ids) => {
        const next = new Set(ids);
        next.delete(scan.id);
        return next;
      });
    }
  }

  const hasScans = (scans.data?.scans.length ?? 0) > 0;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h2" component="h1">
            {isShowingAll ? 'Alle scans' : 'Mijn scans'}
          </Typography>
          <Typography color="text.secondary">
            {isShowingAll
              ? 'De cao-vergelijkingen binnen uw organisatie. Uw eigen scans kunt u hervatten of verwijderen.'
              : 'Bekijk, hervat of verwijder uw cao-vergelijkingen.'}
          </Typography>
        </Box>
        <Box>
          <Button
            component={RouterLink}
            to={paths.caoScan.create}
            variant="contained"
            startIcon={<AddRoundedIcon />}
          >
            Nieuwe scan
          </Button>
        </Box>
      </Stack>
      <OverviewToolbar
        filters={filters}
        onChange={setFilters}
        view={view}
        onViewChange={setView}
        isAllDisabled={onlyOwn}
        allDisabledTitle={
          isSharingOff ? SHARING_OFF_TITLE : `${SHARE_SETTING_ERROR_MESSAGE}. We tonen jouw scans.`
        }
      />
      {share.isError && <Alert severity="info">{SHARE_SETTING_ERROR_MESSAGE}. We tonen jouw scans.</Alert>}
      {deleteError && (
        <Alert severity="error" onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      {scans.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Scans worden geladen" />
        </Box>
      ) : scans.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void scans.refetch()}>
              Try Again
            </Button>
          }
        >
          {LOAD_FAILED_MESSAGE}
        </Alert>
      ) : visible.length === 0 ? (
        <EmptyScans isFiltered={hasScans} />
      ) : view === 'grid' ? (
        <Grid container spacing={2}>
          {visible.map((scan) => (
            <Grid key={scan.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <ScanCard scan={scan} isDeleting={deletingIds.has(scan.id)} onDelete={requestDelete} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <ScanTable scans={visible} deletingIds={deletingIds} onDelete={requestDelete} />
      )}
      <DeleteScanDialog
        scanName={toDelete?.name ?? null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}
