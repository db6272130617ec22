import { FileLibrary } from '../../../features/files/components/file-library';

export default function UploadRoute() {
  return <FileLibrary />;
}
