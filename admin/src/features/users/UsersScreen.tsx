// SPEC.md "User management": the form above the table (with each user's role, issue 21); messages,
// the server's refusals included ('Cannot demote the last administrator'), in an alert.
import { Avatar } from '../../components/Avatar.tsx';
import { CardSection } from '../../components/CardSection.tsx';
import { createdColumn, idColumn } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import { ListToolbar, listEmptyText } from '../../components/ListToolbar.tsx';
import { Pager, TABLE_PAGE_SIZE } from '../../components/Pager.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { CrudAlerts } from '../../components/Feedback.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { useServerList } from '../../hooks/useListPage.ts';
import { alertCrudTexts } from '../../lib/alertTexts.ts';
import { useAuth } from '../../lib/auth.tsx';
import { ROLE_LABEL } from '../../lib/roles.ts';
import type { User } from '../../../../server/api-types.ts';
import { MAIN_ADMIN_ID, usersApi, type UserInput } from './api.ts';
import { UserForm } from './UserForm.tsx';
import { msg, useT } from '../../lib/i18n.ts';

export function UsersScreen() {
  const t = useT();
  const auth = useAuth();
  const { list, page } = useServerList<User>({
    route: { key: usersApi.key, path: '/api/users', listKey: 'data' },
    sorts: ['', 'name', '-name', 'email', '-email', 'role', '-role', 'created_at', '-created_at'],
    pageSize: TABLE_PAGE_SIZE,
  });
  const crud = useCrud<User, UserInput>({
    ...usersApi,
    key: page.key,
    list: page.list,
    refresh: page.refresh,
    messages: 'alert',
    texts: alertCrudTexts({ one: 'user', many: 'users' }),
    onSaved: (id) => {
      // the sidebar shows the signed-in user's name and avatar
      if (id && id === auth.user?.id) void auth.refreshUser();
    },
  });

  const columns: Column<User>[] = [
    idColumn(),
    {
      key: 'name',
      header: t('Name'),
      sortField: 'name',
      cell: (u) => (
        <span className="d-flex align-items-center gap-2">
          <Avatar name={u.name || u.email} src={u.profile_image} size={32} />
          <span>{u.name}</span>
        </span>
      ),
    },
    { key: 'email', header: msg('Email'), cell: (u) => u.email, sortField: 'email' },
    { key: 'role', header: msg('Role'), cell: (u) => t(ROLE_LABEL[u.role]), sortField: 'role' },
    { ...createdColumn<User>(t('Created At')), sortField: 'created_at' },
    {
      key: 'actions',
      header: t('Actions'),
      cell: (u) => <RowActions name={u.email} onEdit={() => crud.startEdit(u)} onDelete={u.id !== MAIN_ADMIN_ID ? () => void crud.remove(u) : undefined} />,
    },
  ];

  return (
    <>
      <PageHeader title={t('User Management')} />
      <CrudAlerts crud={crud} />
      <UserForm key={crud.formKey} {...crud.formProps} />
      <CardSection title={t('Users')}>
        <div className="card-body">
          <ListToolbar list={list} searchLabel="Search users" />
          <CrudTable
            crud={crud}
            caption={t('Users')}
            columns={columns}
            emptyText={listEmptyText(list, t('No users found. Please add one.'), t)}
            serverSort={{ value: list.sort, onChange: list.setSort }}
          />
          <Pager page={list.page} limit={page.limit} total={page.total} onPage={list.setPage} />
        </div>
      </CardSection>
    </>
  );
}
