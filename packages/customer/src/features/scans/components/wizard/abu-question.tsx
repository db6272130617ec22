import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';

export const ABU_QUESTION = 'Is uw huidige CAO de ABU / NBBU CAO?';

interface AbuQuestionProps {
  value: boolean | null;
  disabled: boolean;
  onChange: (isAbu: boolean) => void;
}

/** With 'Ja' the ABU / NBBU CAO is fetched automatically; with 'Nee' the user adds their own. */
export function AbuQuestion({ value, disabled, onChange }: AbuQuestionProps) {
  return (
    <FormControl disabled={disabled}>
      <FormLabel id="abu-question" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {ABU_QUESTION}
      </FormLabel>
      <RadioGroup
        aria-labelledby="abu-question"
        value={value === null ? '' : value ? 'ja' : 'nee'}
        onChange={(event) => onChange(event.target.value === 'ja')}
      >
        <FormControlLabel value="ja" control={<Radio />} label="Ja" />
        <FormControlLabel value="nee" control={<Radio />} label="Nee, ik heb een andere huidige CAO" />
      </RadioGroup>
    </FormControl>
  );
}
