import { formatDateTime, formatNumber } from '@caoscan/core';
import {
  Alert,
  Button,
  CircularProgress,
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
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { FILES_ERROR_MESSAGE, useOrganizationFiles } from '../api/list-organization-files';

const formatSize = (bytes: number) =>
  bytes >= 1_048_576
    ? `${formatNumber(Math.round((bytes / 1_048_576) * 10) / 10)} MB`
    : `${formatNumber(Math.ceil(bytes / 1024))} kB`;

/**
 * 'Bestanden beheren' (/upload): the organisation's uploaded cao documents (name, size, date, who).
 * Documents are uploaded in step 2 of a scan, where each is checked and read.
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
          Nieuwe scan met documenten
        </Button>
      </Stack>
      <Paper sx={{ p: 2 }}>
        {files.isPending && <CircularProgress aria-label="Laden..." />}
        {files.isError && <Alert severity="error">{FILES_ERROR_MESSAGE}</Alert>}
        {files.data?.files.length === 0 && (
          <Typography color="text.secondary">
            Nog geen bestanden. Documenten (PDF, DOC, DOCX) uploadt u in stap 2 van een scan.
          </Typography>
        )}
        {files.data && files.data.files.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Geüploade bestanden">
              <TableHead>
                <TableRow>
                  <TableCell>Bestand</TableCell>
                  <TableCell>Cao</TableCell>
                  <TableCell align="right">Grootte</TableCell>
                  <TableCell>Geüpload op</TableCell>
                  <TableCell>Door</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {files.data.files.map((file) => (
                  <TableRow key={file.id}>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{file.original_filename}</TableCell>
                    <TableCell>{file.cao_name ?? '–'}</TableCell>
                    <TableCell align="right">{formatSize(file.file_size)}</TableCell>
                    <TableCell>{formatDateTime(file.created_at)}</TableCell>
                    <TableCell>{file.uploaded_by ?? '–'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
    </Stack>
  );
}
