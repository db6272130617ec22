import type { OrganizationFile } from '@caoscan/core';
import { formatDateTime, formatNumber } from '@caoscan/core';
import {
  Alert,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useDeleteFile } from '../api/delete-file';
import { formatSize } from '../utils/selected-files';

/** The organisation's uploaded files (name, size, date, who), each deletable while no scan uses it. */
export function FileTable({ files }: { files: OrganizationFile[] }) {
  const deleteFile = useDeleteFile();
  return (
    <>
      {deleteFile.error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => deleteFile.reset()}>
          {deleteFile.error.message}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Geüploade bestanden">
          <TableHead>
            <TableRow>
              <TableCell>Bestand</TableCell>
              <TableCell>Cao</TableCell>
              <TableCell align="right">Grootte</TableCell>
              <TableCell>Geüpload op</TableCell>
              <TableCell>Door</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.id}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{file.original_filename}</TableCell>
                <TableCell>{file.cao_name ?? '–'}</TableCell>
                <TableCell align="right">{formatSize(file.file_size, formatNumber)}</TableCell>
                <TableCell>{formatDateTime(file.created_at)}</TableCell>
                <TableCell>{file.uploaded_by ?? '–'}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    aria-label={`${file.original_filename} verwijderen`}
                    disabled={deleteFile.isPending}
                    onClick={() => {
                      if (
                        window.confirm(`Weet u zeker dat u "${file.original_filename}" wilt verwijderen?`)
                      ) {
                        deleteFile.mutate(file.id);
                      }
                    }}
                  >
                    Verwijderen
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
