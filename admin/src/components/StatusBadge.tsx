// Small read-only cells of lists and cards: the Active/Inactive badge and Yes/No.
import { Badge } from 'react-bootstrap';
import { isOn } from '../lib/flags.ts';
import { t } from '../lib/i18n.ts';

export const StatusBadge = ({ status }: { status: unknown }) =>
  isOn(status) ? <Badge bg="success">{t('Active')}</Badge> : <Badge bg="secondary">{t('Inactive')}</Badge>;

export const YesNo = ({ value }: { value: unknown }) => <>{isOn(value) ? t('Yes') : 'No'}</>;
