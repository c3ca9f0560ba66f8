// SPEC.md "Menu builder": menus on the left, the selected menu's form and items, the available pages.
import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useController, useForm } from 'react-hook-form';
import { FormCheckField, FormTextField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { Loading } from '../../components/Loading.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useEditFromLink } from '../../hooks/useLinkTargets.ts';
import { useRevisionKey } from '../../hooks/useRevision.ts';
import { notify } from '../../lib/toast.tsx';
import type { Menu } from '../../../../server/api-types.ts';
import { menuInputOf, useMenusWithPages, useSaveMenu, type MenuEntry, type PageOption } from './api.ts';
import { useCrudMerge } from '../../hooks/useCrudMerge.ts';
import { AvailablePages } from './AvailablePages.tsx';
import { MenuItems } from './MenuItems.tsx';
import { MenuList, type Selection } from './MenuList.tsx';
import { ItemTools } from '../../components/ItemPublishBar.tsx';
import { useT } from '../../lib/i18n.ts';

export function MenuScreen() {
  const t = useT();
  const query = useMenusWithPages();
  const menus = query.data?.menus ?? [];
  const [selected, setSelected] = useState<Selection>(null);

  // The first menu is selected by default.
  useEffect(() => {
    if (selected === null && menus.length > 0) setSelected(menus[0].id);
  }, [selected, menus]);
  // a link names the menu to edit (after the default above, so it wins)
  useEditFromLink(query.data?.menus, (m) => setSelected(m.id));

  const menu = typeof selected === 'number' ? (menus.find((m) => m.id === selected) ?? null) : null;
  // the form starts again on another menu, or on a restore or discard of this one
  const revisionKey = useRevisionKey('menu', menu?.id);

  return (
    <>
      <PageHeader title={t('Menu')} />
      {query.isLoading ? (
        <Loading />
      ) : (
        <div className="row g-3">
          <div className="col-12 col-xl-3">
            <MenuList menus={menus} selected={selected} onSelect={setSelected} />
          </div>
          {selected !== null ? (
            <MenuWorkspace key={`${selected}:${revisionKey}`} menu={menu} pages={query.data?.pages ?? []} onCreated={(m) => setSelected(m.id)} />
          ) : (
            <div className="col-12 col-xl-9">
              <div className="card">
                <div className="card-body text-body-secondary">{t('Select a menu or start a new one.')}</div>
              </div>
            </div>
          )}
        </div>
      )}
    </>
  );
}

interface MenuValues {
  title: string;
  primary: boolean;
  items: MenuEntry[];
}

const sortByPosition = (entries: MenuEntry[]) => [...entries].sort((a, b) => a.position - b.position);

/** The editor of one menu (or of a new one when `menu` is null) with the pages that can be added. */
function MenuWorkspace({ menu, pages, onCreated }: { menu: Menu | null; pages: PageOption[]; onCreated: (m: Menu) => void }) {
  const t = useT();
  const form = useForm<MenuValues>({
    defaultValues: { title: menu?.title ?? '', primary: menu?.is_primary === 1, items: sortByPosition(menu?.data.pages ?? []) },
  });
  const { value: items, onChange: setItems } = useController({ control: form.control, name: 'items' }).field;
  const merging = useCrudMerge(menu, (m) => menuInputOf(m as Menu) as unknown as Record<string, unknown>);
  const save = useSaveMenu(merging, (saved) => {
    if (!menu) onCreated(saved);
  });

  const inMenu = new Set(items.map((i) => i.id));
  const available = pages.filter((p) => !inMenu.has(p.id));

  // every change starts from the form's value at the time of the change, never from a render's copy
  const changeItems = (change: (current: MenuEntry[]) => MenuEntry[]) => setItems(change(form.getValues('items')));

  function add(page: PageOption) {
    changeItems((current) => [
      ...current,
      { id: page.id, name: page.page_name_en, name_tr: page.page_name_tr, active: true, position: current.length, page_name: page.page_name_en },
    ]);
  }

  function submit() {
    const { title, primary } = form.getValues();
    if (!title.trim()) {
      notify.error(t('Please enter a menu title'));
      return;
    }
    const entries = form
      .getValues('items')
      .map(({ id, name, name_tr, active }, position) => ({ id, name: name.trim(), name_tr: name_tr.trim(), active, position }));
    save.mutate({ id: menu?.id, input: { title: title.trim(), is_primary: primary ? 1 : 0, data: { pages: entries } } });
  }

  return (
    <>
      <div className="col-12 col-md-7 col-xl-5">
        <FormCard
          title={menu ? t('Edit Menu: {name}', { name: menu.title }) : t('New Menu')}
          actions={menu ? <ItemTools type="menu" id={menu.id} /> : undefined}
          onSubmit={submit}
          saving={save.isPending}
          submitLabel={t('Save Menu')}
          className=""
          footerClassName="d-flex justify-content-end mt-3"
          form={form}
          merge={merging.merge}
        >
          {!menu ? <Alert variant="info">{t('Creating a new menu. Enter title and add pages, then save.')}</Alert> : null}
          <FormTextField label={t('Menu Title')} name="title" required />
          <FormCheckField label={t('Set as Primary Menu')} name="primary" />
          <h3 className="h6">{t('Menu Items')}</h3>
          <MenuItems items={items} onChange={changeItems} />
        </FormCard>
      </div>
      <div className="col-12 col-md-5 col-xl-4">
        <AvailablePages pages={available} onAdd={add} />
      </div>
    </>
  );
}
