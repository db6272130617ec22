import AddRoundedIcon from '@mui/icons-material/AddRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { PRODUCT_NAME } from '@caoscan/core';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

/** No scans at all, or none that pass the filters. */
export function EmptyScans({ isFiltered }: { isFiltered: boolean }) {
  return (
    <Paper sx={{ p: { xs: 3, md: 6 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <FolderOpenRoundedIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
        <Typography variant="h6" component="h2">
          {isFiltered ? 'Geen scans gevonden' : 'Nog geen scans'}
        </Typography>
        <Typography color="text.secondary">
          {isFiltered
            ? 'Er zijn geen scans die aan uw zoekopdracht of filters voldoen.'
            : `Start uw eerste ${PRODUCT_NAME} om twee cao's categorie voor categorie te vergelijken.`}
        </Typography>
        {!isFiltered && (
          <Button
            component={RouterLink}
            to={paths.caoScan.create}
            variant="contained"
            startIcon={<AddRoundedIcon />}
          >
            Nieuwe scan
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
