import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export default function NotFoundRoute() {
  return (
    <Paper sx={{ p: { xs: 3, md: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h2" component="h1">
          Pagina niet gevonden
        </Typography>
        <Typography color="text.secondary">De pagina die u zoekt bestaat niet of is verplaatst.</Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Naar Start
        </Button>
      </Stack>
    </Paper>
  );
}
