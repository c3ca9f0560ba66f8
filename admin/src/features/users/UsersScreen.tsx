// SPEC.md "User management": the form above the table (with each user's role, issue 21); messages,
// the server's refusals included ('Cannot demote the last administrator'), in an alert.
import { Avatar } from '../../components/Avatar.tsx';
import { CardSection } from '../../components/CardSection.tsx';
import { createdColumn, idColumn } from '../../components/columns.tsx';
import { CrudTable } from '../../components/CrudTable.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { CrudAlerts } from '../../components/Feedback.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useCrud } from '../../hooks/useCrud.ts';
import { alertCrudTexts } from '../../lib/alertTexts.ts';
import { useAuth } from '../../lib/auth.tsx';
import { ROLE_LABEL } from '../../lib/roles.ts';
import type { User } from '../../../../server/api-types.ts';
import { MAIN_ADMIN_ID, usersApi, type UserInput } from './api.ts';
import { UserForm } from './UserForm.tsx';
import { useT } from '../../lib/i18n.ts';

export function UsersScreen() {
  const t = useT();
  const auth = useAuth();
  const crud = useCrud<User, UserInput>({
    ...usersApi,
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
      sortValue: (u) => u.name,
      cell: (u) => (
        <span className="d-flex align-items-center gap-2">
          <Avatar name={u.name || u.email} src={u.profile_image} size={32} />
          <span>{u.name}</span>
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (u) => u.email, sortValue: (u) => u.email },
    { key: 'role', header: 'Role', cell: (u) => ROLE_LABEL[u.role], sortValue: (u) => ROLE_LABEL[u.role] },
    createdColumn(t('Created At'), { sortable: true }),
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
          <CrudTable
            crud={crud}
            caption={t('Users')}
            columns={columns}
            emptyText={t('No users found. Please add one.')}
            initialSort={{ key: 'id', dir: 'asc' }}
          />
        </div>
      </CardSection>
    </>
  );
}
