import DescriptionIcon from '@mui/icons-material/Description';
import { CaoScanList } from './cao-scan-list';

// The detail is a child route (/cao-scans/:scanId, as in the spec), not react-admin's /:id/show.
export { CaoScanDetail } from './cao-scan-detail';

export default {
  list: CaoScanList,
  icon: DescriptionIcon,
  recordRepresentation: 'name',
};
