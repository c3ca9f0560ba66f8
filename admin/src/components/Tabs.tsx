// Tabs of a screen (react-bootstrap gives the tablist/tab/tabpanel roles and arrow-key handling),
// steered by the screen (`active`, `onSelect`) or left to themselves.
import { useState, type ReactNode } from 'react';
import { Tab, Tabs as BsTabs } from 'react-bootstrap';
import { useT } from '../lib/i18n.ts';

export interface TabItem {
  key: string;
  title: string;
  content: ReactNode;
}

export function Tabs({ id, items, active, onSelect }: { id: string; items: TabItem[]; active?: string; onSelect?: (key: string) => void }) {
  const t = useT();
  // without `active` the tabs keep their own state, starting at the first
  const [own, setOwn] = useState(items[0]?.key);
  return (
    <BsTabs
      id={id}
      activeKey={active ?? own}
      onSelect={(k) => k && (onSelect ?? setOwn)(k)}
      className="mb-3 flex-nowrap overflow-x-auto overflow-y-hidden"
      mountOnEnter
    >
      {items.map((item) => (
        <Tab key={item.key} eventKey={item.key} title={t(item.title)} tabClassName="text-nowrap">
          {item.content}
        </Tab>
      ))}
    </BsTabs>
  );
}
