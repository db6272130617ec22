import { Button, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

const MAX_PAGE_BUTTONS = 5;

/** Up to five page numbers around the current page, kept inside 1..pageCount. */
export function getPageWindow(page: number, pageCount: number): number[] {
  const size = Math.min(MAX_PAGE_BUTTONS, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(size / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, index) => first + index);
}

/**
 * The admin scan list's paging (spec 01 §2): Vorige/Volgende, up to five page buttons and
 * 'Toont x tot y van z resultaten'. Twenty per page, fixed (§9), so no rows-per-page choice.
 */
export function ScanPagination() {
  const { page, perPage, total, setPage, isPending } = useListContext();
  if (isPending || !total) return null;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage + 1;
  const to = Math.min(page * perPage, total);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        Toont {from} tot {to} van {total} resultaten
      </Typography>
      <Stack direction="row" spacing={0.5} component="nav" aria-label="Paginering">
        <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Vorige
        </Button>
        {getPageWindow(page, pageCount).map((number) => (
          <Button
            key={number}
            size="small"
            variant={number === page ? 'contained' : 'text'}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => setPage(number)}
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ))}
        <Button size="small" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
          Volgende
        </Button>
      </Stack>
    </Stack>
  );
}
