import type { CaoOption } from '@caoscan/core';
import { Autocomplete, TextField } from '@mui/material';

interface CaoPickerProps {
  label: string;
  options: CaoOption[];
  value: CaoOption | null;
  disabled: boolean;
  onChange: (option: CaoOption | null) => void;
}

const sameOption = (a: CaoOption, b: CaoOption) =>
  a.hoofdsector === b.hoofdsector && a.subsector === b.subsector;

/** The cao list grouped by hoofdsector; 'Eigen Regeling' is the own arrangement (options pre-sorted). */
export function CaoPicker({ label, options, value, disabled, onChange }: CaoPickerProps) {
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, option) => onChange(option)}
      groupBy={(option) => option.hoofdsector}
      getOptionLabel={(option) => option.subsector}
      isOptionEqualToValue={sameOption}
      getOptionKey={(option) => `${option.hoofdsector}/${option.subsector}`}
      disabled={disabled}
      noOptionsText="Geen CAO gevonden"
      renderInput={(params) => <TextField {...params} label={label} required />}
    />
  );
}
