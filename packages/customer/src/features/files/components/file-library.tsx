import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { FILES_ERROR_MESSAGE, useOrganizationFiles } from '../api/list-organization-files';
import { FileTable } from './file-table';
import { UploadPanel } from './upload-panel';

/**
 * 'Bestanden beheren' (/upload): upload cao documents to the organisation's file store, and the
 * files uploaded so far (name, size, date, who), which a new scan can choose in step 2.
 */
export function FileLibrary() {
  const files = useOrganizationFiles();
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h2" component="h1">
          Bestanden beheren
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.caoScan.create}>
          Nieuwe scan
        </Button>
      </Stack>
      <UploadPanel />
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Geüploade bestanden
        </Typography>
        {files.isPending && <CircularProgress aria-label="Laden..." />}
        {files.isError && <Alert severity="error">{FILES_ERROR_MESSAGE}</Alert>}
        {files.data?.files.length === 0 && (
          <Typography color="text.secondary">
            Nog geen bestanden. Upload ze hierboven, of in stap 2 van een scan.
          </Typography>
        )}
        {files.data && files.data.files.length > 0 && <FileTable files={files.data.files} />}
      </Paper>
    </Stack>
  );
}
