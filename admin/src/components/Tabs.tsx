// Tabs of a screen (react-bootstrap gives the tablist/tab/tabpanel roles and arrow-key handling).
import type { ReactNode } from 'react';
import { Tab, Tabs as BsTabs } from 'react-bootstrap';

export interface TabItem {
  key: string;
  title: string;
  content: ReactNode;
}

export function Tabs({ id, items, active, onSelect }: { id: string; items: TabItem[]; active: string; onSelect: (key: string) => void }) {
  return (
    <BsTabs id={id} activeKey={active} onSelect={(k) => k && onSelect(k)} className="mb-3 flex-nowrap overflow-x-auto overflow-y-hidden" mountOnEnter>
      {items.map((t) => (
        <Tab key={t.key} eventKey={t.key} title={t.title} tabClassName="text-nowrap">
          {t.content}
        </Tab>
      ))}
    </BsTabs>
  );
}
