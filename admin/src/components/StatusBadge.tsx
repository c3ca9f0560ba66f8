// Small read-only cells of lists and cards: the Active/Inactive badge and Yes/No.
import { Badge } from 'react-bootstrap';
import { isOn } from '../lib/flags.ts';

export const StatusBadge = ({ status }: { status: unknown }) => (isOn(status) ? <Badge bg="success">Active</Badge> : <Badge bg="secondary">Inactive</Badge>);

export const YesNo = ({ value }: { value: unknown }) => <>{isOn(value) ? 'Yes' : 'No'}</>;
