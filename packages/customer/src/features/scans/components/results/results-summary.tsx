import { Grid, Paper, Typography } from '@mui/material';
import type { ResultsSummary as Summary } from '../../utils/group-results';

/** Total comparisons, categories, differences and equalities (spec 02 §2), and the rows to check by hand. */
export function ResultsSummary({ summary }: { summary: Summary }) {
  const tiles = [
    ['Vergelijkingen', summary.total],
    ['Categorieën', summary.categories],
    ['Verschillen', summary.differences],
    ['Gelijk', summary.equalities],
    ['Controleer handmatig', summary.toCheck],
  ] as const;
  return (
    <Grid container spacing={2} component="section" aria-label="Samenvatting resultaten">
      {tiles.map(([label, value]) => (
        <Grid key={label} size={{ xs: 6, md: 'grow' }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h4" component="p">
              {value}
            </Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
