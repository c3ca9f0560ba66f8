// Small table cells shared by the settings tabs.
import { Badge } from 'react-bootstrap';
import { isOn } from './api.ts';

export const StatusBadge = ({ status }: { status: unknown }) =>
  isOn(status) ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>;

export const YesNo = ({ value }: { value: unknown }) => <>{isOn(value) ? 'Yes' : 'No'}</>;
