import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATION_FILES_KEY } from '../../../lib/organization-files';
import { useServices } from '../../../lib/services';

/** DELETE /files/{id}: refused (409) while a scan uses the file; the server's text is shown. */
export function useDeleteFile() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.deleteFile(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORGANIZATION_FILES_KEY }),
  });
}
