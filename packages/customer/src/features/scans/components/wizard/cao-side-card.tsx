import type { CaoOption, OrganizationFile } from '@caoscan/core';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { EMPTY_UPLOAD, storedUpload, type UploadState } from '../../utils/upload-state';
import { isOwnArrangement } from '../../utils/cao-options';
import { CaoPicker } from './cao-picker';
import { FileUploadBox } from './file-upload-box';

export interface SideState {
  option: CaoOption | null;
  customName: string;
  upload: UploadState;
}

interface CaoSideCardProps {
  title: string;
  description: string;
  pickerLabel: string;
  uploadLabel: string;
  options: CaoOption[];
  side: SideState;
  disabled: boolean;
  /** Shows the document without 'Bestand kiezen' or 'Verwijderen'. */
  isReadOnly?: boolean;
  onChange: (side: SideState) => void;
  onSelectFile: (file: File) => void;
}

/** One cao to compare: pick it (or an own arrangement with a typed name) and add its document. */
export function CaoSideCard(props: CaoSideCardProps) {
  const { title, description, side, disabled, onChange } = props;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </div>
        <CaoPicker
          label={props.pickerLabel}
          options={props.options}
          value={side.option}
          disabled={disabled}
          onChange={(option) => onChange({ ...side, option })}
        />
        {isOwnArrangement(side.option) && (
          <TextField
            label="Naam eigen regeling"
            required
            value={side.customName}
            disabled={disabled}
            onChange={(event) => onChange({ ...side, customName: event.target.value })}
            helperText="Onder deze naam verschijnt de regeling in de vergelijking."
          />
        )}
        <FileUploadBox
          label={props.uploadLabel}
          upload={side.upload}
          disabled={disabled}
          isReadOnly={props.isReadOnly ?? false}
          onSelect={props.onSelectFile}
          onChooseStored={(file: OrganizationFile) =>
            onChange({ ...side, upload: storedUpload(file.id, file.original_filename, file.created_at) })
          }
          onRemove={() => onChange({ ...side, upload: EMPTY_UPLOAD })}
        />
      </Stack>
    </Paper>
  );
}
