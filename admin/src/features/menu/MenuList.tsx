// The left list of menus: Primary badge and page count; the selected one is marked.
import { Badge, Button } from 'react-bootstrap';
import { CardSection } from '../../components/CardSection.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { ScrollList } from '../../components/ScrollList.tsx';
import type { Menu } from '../../../../server/api-types.ts';
import { ItemChangeBadge } from '../../components/ItemPublishBar.tsx';
import { useT } from '../../lib/i18n.ts';

export type Selection = number | 'new' | null;

export function MenuList({ menus, selected, onSelect }: { menus: Menu[]; selected: Selection; onSelect: (s: Selection) => void }) {
  const t = useT();
  return (
    <CardSection
      title={t('Menus')}
      className="h-100"
      actions={
        <Button size="sm" variant="outline-primary" onClick={() => onSelect('new')}>
          {t('New Menu')}
        </Button>
      }
    >
      <ScrollList label={t('Menu list')}>
        {menus.length === 0 ? (
          <EmptyState text={t('No menus found')} />
        ) : (
          <div className="list-group list-group-flush">
            {menus.map((m) => (
              <button
                key={m.id}
                type="button"
                aria-current={selected === m.id ? 'true' : undefined}
                className={`list-group-item list-group-item-action d-flex justify-content-between align-items-center gap-2${selected === m.id ? ' active' : ''}`}
                onClick={() => onSelect(m.id)}
              >
                <span className="text-truncate">{m.title}</span>
                <span className="d-flex gap-1 flex-shrink-0">
                  <ItemChangeBadge type="menu" id={m.id} />
                  {m.is_primary === 1 ? <Badge bg="success">{t('Primary')}</Badge> : null}
                  <Badge bg="secondary">
                    {m.pageCount} {m.pageCount === 1 ? 'page' : 'pages'}
                  </Badge>
                </span>
              </button>
            ))}
          </div>
        )}
      </ScrollList>
    </CardSection>
  );
}
