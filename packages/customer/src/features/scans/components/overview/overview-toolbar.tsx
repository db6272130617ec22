import GridViewRoundedIcon from '@mui/icons-material/GridViewRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import ViewListRoundedIcon from '@mui/icons-material/ViewListRounded';
import { InputAdornment, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { OwnershipFilter, ScanFilters, SortKey, StatusFilter } from '../../utils/filter-scans';

export type ViewMode = 'grid' | 'list';

export const SHARING_OFF_TITLE = 'Organisatiedeling is uitgeschakeld door een beheerder';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle statussen' },
  { value: 'draft', label: 'Concept' },
  { value: 'in_progress', label: 'In behandeling' },
  { value: 'completed', label: 'Voltooid' },
];

const SORT_OPTIONS: { value: SortKey; label: string }[] = [
  { value: 'updated_at', label: 'Laatst bijgewerkt' },
  { value: 'created_at', label: 'Aanmaakdatum' },
  { value: 'name', label: 'Naam' },
];

interface OverviewToolbarProps {
  filters: ScanFilters;
  onChange: (filters: ScanFilters) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  /** Sharing is off or unknown: only 'mine' can be chosen. */
  isAllDisabled: boolean;
  /** Why 'all' is disabled, as its title. */
  allDisabledTitle?: string | undefined;
}

/** Search, status filter, sort, all/mine and grid/list (spec 02 §2 "Scan overview"). */
export function OverviewToolbar(props: OverviewToolbarProps) {
  const { filters, onChange, view, onViewChange, isAllDisabled, allDisabledTitle } = props;
  const ownership: OwnershipFilter = isAllDisabled ? 'mine' : filters.ownership;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
      <TextField
        size="small"
        placeholder="Zoek op naam of beschrijving"
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        slotProps={{
          htmlInput: { 'aria-label': 'Zoeken in scans' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRoundedIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: 2, minWidth: 200 }}
      />
      <TextField
        select
        size="small"
        label="Status"
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}
        sx={{ flex: 1, minWidth: 160 }}
      >
        {STATUS_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sorteren op"
        value={filters.sort}
        onChange={(event) => onChange({ ...filters, sort: event.target.value as SortKey })}
        sx={{ flex: 1, minWidth: 160 }}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={ownership}
        onChange={(_, value: OwnershipFilter | null) => value && onChange({ ...filters, ownership: value })}
        aria-label="Welke scans"
      >
        {/* A disabled button gets no hover, so the wrapper carries the explanation. */}
        <span title={isAllDisabled ? allDisabledTitle : undefined} style={{ display: 'inline-flex' }}>
          <ToggleButton
            value="all"
            disabled={isAllDisabled}
            title={isAllDisabled ? allDisabledTitle : undefined}
          >
            Alle scans
          </ToggleButton>
        </span>
        <ToggleButton value="mine">Mijn scans</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_, value: ViewMode | null) => value && onViewChange(value)}
        aria-label="Weergave"
      >
        <ToggleButton value="grid" aria-label="Rasterweergave">
          <GridViewRoundedIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label="Lijstweergave">
          <ViewListRoundedIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
