import { Button, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { formatShowing, getPageWindow } from './page-window';

/** Numbered pages with ellipses and 'Toont X tot Y van Z resultaten' (spec 01 §2 users tab). */
export function NumberedPagination() {
  const { page, perPage, total = 0, setPage } = useListContext();
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {formatShowing(page, perPage, total)}
      </Typography>
      <Stack direction="row" spacing={0.5} component="nav" aria-label="Paginering">
        <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Vorige
        </Button>
        {getPageWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <Typography key={`gap-${index}`} sx={{ px: 1, alignSelf: 'center' }}>
              …
            </Typography>
          ) : (
            <Button
              key={item}
              size="small"
              variant={item === page ? 'contained' : 'text'}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => setPage(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button size="small" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
          Volgende
        </Button>
      </Stack>
    </Stack>
  );
}
