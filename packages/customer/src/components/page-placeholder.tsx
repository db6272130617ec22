import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import { Paper, Stack, Typography } from '@mui/material';

/** An empty page with its title, for screens a later change fills. */
export function PagePlaceholder({ title, description }: { title: string; description?: string }) {
  return (
    <Paper sx={{ p: { xs: 3, md: 5 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <ConstructionRoundedIcon fontSize="small" aria-hidden />
          <Typography variant="body1">{description ?? 'Deze pagina is binnenkort beschikbaar.'}</Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}
