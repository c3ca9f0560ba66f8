// SPEC.md "User management": the form above the table (with each user's role, issue 21); messages,
// the server's refusals included ('Cannot demote the last administrator'), in an alert.
import { useQueryClient } from '@tanstack/react-query';
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
import { ApiError, api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { notify } from '../../lib/toast.tsx';
import { ROLE_LABEL } from '../../lib/roles.ts';
import type { User } from '../../../../server/api-types.ts';
import { MAIN_ADMIN_ID, usersApi, type UserInput } from './api.ts';
import { UserForm } from './UserForm.tsx';
import { msg, useT } from '../../lib/i18n.ts';

export function UsersScreen() {
  const t = useT();
  const auth = useAuth();
  const queryClient = useQueryClient();
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
    keepPrevious: page.keepPrevious,
    messages: 'alert',
    texts: alertCrudTexts({ one: 'user', many: 'users' }),
    onSaved: (id) => {
      // the sidebar shows the signed-in user's name and avatar
      if (id && id === auth.user?.id) void auth.refreshUser();
    },
  });

  /** An administrator turns a user's second factor off (a lost phone): DELETE /api/users/{id}/2fa. */
  async function turnOffTwoFactor(u: User) {
    if (!window.confirm(t('Turn off two-factor sign-in for {email}?', { email: u.email }))) return;
    try {
      const answer = await api.delete(`/api/users/${u.id}/2fa`);
      notify.success(answer.message ?? 'Two-factor sign-in is off');
      void queryClient.invalidateQueries({ queryKey: page.refresh });
      if (u.id === auth.user?.id) void auth.refreshUser();
    } catch (err) {
      notify.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'An error occurred');
    }
  }

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
    {
      key: 'twoFactor',
      header: msg('Two-factor'),
      cell: (u) =>
        u.twoFactor ? (
          <span className="d-inline-flex align-items-center gap-2">
            <span className="badge text-bg-success" title={t('Two-factor sign-in is on')}>
              2FA
            </span>
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => void turnOffTwoFactor(u)}>
              {t('Turn off two-factor')}
            </button>
          </span>
        ) : (
          <span className="text-body-secondary small">{t('Off')}</span>
        ),
    },
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
