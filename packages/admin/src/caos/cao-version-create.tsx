import { MAX_UPLOAD_BYTES } from '@caoscan/core';
import UploadIcon from '@mui/icons-material/Upload';
import { LinearProgress, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Create,
  DateInput,
  FileField,
  FileInput,
  FormDataConsumer,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRedirect,
  useSaveContext,
  type FileInputProps,
  type RaRecord,
} from 'react-admin';

/** A file the picker refused, as react-admin's FileInput (react-dropzone) reports it. */
type FileRejection = Parameters<
  NonNullable<NonNullable<FileInputProps['options']>['onDropRejected']>
>[0][number];

const MODES = [
  { id: 'existing', name: 'Versie van een cao uit de catalogus' },
  { id: 'new', name: 'Nieuwe cao' },
];

/** What the server reads by content anyway (pdf, doc, docx, txt); the picker offers these. */
const ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
};

/**
 * Why the picker refused a file, in Dutch (react-dropzone's own reasons are English codes): the
 * picker offers only what the server would accept, so a refusal is said before anything is sent.
 */
export function describeRejection(rejection: Pick<FileRejection, 'file' | 'errors'>): string {
  const { file, errors } = rejection;
  if (errors.some((error) => error.code === 'file-too-large')) {
    const megabytes = (file.size / 1024 / 1024).toFixed(1).replace('.', ',');
    return `"${file.name}" is te groot (${megabytes} MB): een cao-document mag hoogstens 50 MB zijn.`;
  }
  return `"${file.name}" kan niet worden gebruikt: kies een PDF-, DOCX-, DOC- of TXT-bestand.`;
}

/** 'Uploaden', and while the server receives and checks the document, a bar that says so. */
function UploadToolbar() {
  const { saving } = useSaveContext();
  return (
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
      {saving && (
        <Stack spacing={0.5} sx={{ maxWidth: 560 }} role="status">
          <Typography variant="body2">Het document wordt geüpload en gecontroleerd…</Typography>
          <LinearProgress aria-label="Uploaden" />
        </Stack>
      )}
      <div>
        <SaveButton label="Uploaden" icon={<UploadIcon />} />
      </div>
    </Toolbar>
  );
}

const termOrder = (end: unknown, values: Record<string, unknown>) =>
  end && values.term_start && String(end) < String(values.term_start)
    ? 'De looptijd eindigt vóór hij begint: controleer de begin- en einddatum.'
    : undefined;

/** The cao a version belongs to: one of the catalogue, or the name and sector of a new one. */
function CaoChoice() {
  return (
    <FormDataConsumer>
      {({ formData }) =>
        formData.mode === 'new' ? (
          <>
            <TextInput source="name" label="Naam van de cao" validate={required('Geef de naam van de cao')} />
            <TextInput source="sector" label="Sector" validate={required('Geef de sector van de cao')} />
          </>
        ) : (
          <ReferenceInput source="cao_id" reference="caos">
            <AutocompleteInput
              label="Cao"
              optionText="name"
              validate={required('Kies een cao uit de catalogus')}
            />
          </ReferenceInput>
        )
      }
    </FormDataConsumer>
  );
}

/**
 * Uploads a cao version: for a cao of the catalogue or a new one, with its name (e.g. 2025-2026),
 * term and document. The server checks the document as every upload (type by content, 50 MB) and
 * reads it once; the list shows the extraction's progress.
 */
export function CaoVersionCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Cao-versie uploaden"
      mutationOptions={{
        onSuccess: (cao: RaRecord) => {
          notify(String(cao.message ?? 'Versie toegevoegd'), { type: 'success' });
          redirect('list', 'caos');
        },
      }}
    >
      <SimpleForm defaultValues={{ mode: 'existing' }} toolbar={<UploadToolbar />}>
        <Stack spacing={1} sx={{ width: '100%', maxWidth: 560 }}>
          <Typography color="text.secondary">
            Een nieuwe versie wordt eenmaal uitgelezen. Markeer haar daarna in de lijst als huidige versie; de
            huidige versie van de uitzend-cao gebruikt de wizard bij &apos;Ja, ABU / NBBU&apos;.
          </Typography>
          <RadioButtonGroupInput source="mode" label="Voor" choices={MODES} />
          <CaoChoice />
          <TextInput
            source="label"
            label="Versie"
            helperText="Bijvoorbeeld 2025-2026"
            validate={required('Geef de versie een naam')}
          />
          <Stack direction="row" spacing={2}>
            <DateInput source="term_start" label="Looptijd vanaf" />
            <DateInput source="term_end" label="Looptijd tot en met" validate={termOrder} />
          </Stack>
          <FileInput
            source="file"
            label="Document"
            accept={ACCEPT}
            maxSize={MAX_UPLOAD_BYTES}
            options={{
              onDropRejected: (rejections) => {
                for (const rejection of rejections) notify(describeRejection(rejection), { type: 'error' });
              },
            }}
            helperText="PDF, DOCX, DOC of TXT, hoogstens 50 MB"
            validate={required('Kies het document van de cao-versie')}
          >
            <FileField source="src" title="title" />
          </FileInput>
        </Stack>
      </SimpleForm>
    </Create>
  );
}
