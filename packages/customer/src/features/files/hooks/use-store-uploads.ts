import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ORGANIZATION_FILES_KEY } from '../../../lib/organization-files';
import { useServices } from '../../../lib/services';
import { uploadWithRetries } from '../../../lib/upload-with-retries';
import { selectFiles, type SelectedFile } from '../utils/selected-files';

/**
 * The local list of 'Bestanden beheren': files are added, removed, then uploaded one after the
 * other to the organisation's file store, each with its own progress; the list of uploaded files
 * is refreshed after each.
 */
export function useStoreUploads() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [isUploading, setIsUploading] = useState(false);

  const patch = (key: string, change: Partial<SelectedFile>) =>
    setFiles((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (chosen: Iterable<File>) => setFiles((all) => [...all, ...selectFiles(chosen)]);
  const remove = (key: string) => setFiles((all) => all.filter((item) => item.key !== key));

  async function uploadAll() {
    setIsUploading(true);
    for (const item of files.filter((candidate) => candidate.status === 'selected')) {
      patch(item.key, { status: 'uploading', progress: 0, error: null });
      try {
        await uploadWithRetries(api, { file: item.file, fileName: item.file.name }, (progress) =>
          patch(item.key, { progress }),
        );
        patch(item.key, { status: 'done', progress: 100 });
        await queryClient.invalidateQueries({ queryKey: ORGANIZATION_FILES_KEY });
      } catch (error) {
        patch(item.key, { status: 'error', error: error instanceof Error ? error.message : String(error) });
      }
    }
    setIsUploading(false);
  }

  return { files, isUploading, add, remove, uploadAll };
}
