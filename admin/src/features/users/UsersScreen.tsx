// SPEC.md "User management": the form above the table; messages in an alert.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Avatar } from '../../components/Avatar.tsx';
import { confirmDelete } from '../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { FeedbackAlert, LoadError, useFeedback } from '../../components/Feedback.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { failureText } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatDate } from '../../lib/format.ts';
import { MAIN_ADMIN_ID, USERS_LOAD_FAILURE, useDeleteUser, useSaveUser, useUsers, type User } from './api.ts';
import { UserForm } from './UserForm.tsx';

export function UsersScreen() {
  const users = useUsers();
  const auth = useAuth();
  const feedback = useFeedback();
  const [editing, setEditing] = useState<User | null>(null);
  // bumped to give the form a fresh, empty state after a save
  const [formKey, setFormKey] = useState(0);

  const resetForm = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  const save = useSaveUser(feedback.reporter, (_saved, id) => {
    resetForm();
    // the sidebar shows the signed-in user's name and avatar
    if (id && id === auth.user?.id) void auth.refreshUser();
  });
  const remove = useDeleteUser(feedback.reporter, (id) => {
    if (editing?.id === id) resetForm();
  });

  function edit(user: User) {
    feedback.clear();
    setEditing(user);
    setFormKey((k) => k + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function askDelete(user: User) {
    if (await confirmDelete('Are you sure you want to delete this user?')) remove.mutate(user.id);
  }

  const loadError = users.error ? failureText(users.error, USERS_LOAD_FAILURE) : null;

  const columns: Column<User>[] = [
    { key: 'id', header: 'ID', cell: (u) => u.id, sortValue: (u) => u.id },
    {
      key: 'name',
      header: 'Name',
      sortValue: (u) => u.name,
      cell: (u) => (
        <span className="d-flex align-items-center gap-2">
          <Avatar name={u.name || u.email} src={u.profile_image} size={32} />
          <span>{u.name}</span>
        </span>
      ),
    },
    { key: 'email', header: 'Email', cell: (u) => u.email, sortValue: (u) => u.email },
    { key: 'created', header: 'Created At', cell: (u) => formatDate(u.created_at), sortValue: (u) => u.created_at },
    {
      key: 'actions',
      header: 'Actions',
      cell: (u) => (
        <span className="d-flex gap-2">
          <Button size="sm" variant="outline-primary" onClick={() => edit(u)} aria-label={`Edit ${u.email}`}>Edit</Button>
          {u.id !== MAIN_ADMIN_ID ? (
            <Button size="sm" variant="outline-danger" onClick={() => void askDelete(u)} aria-label={`Delete ${u.email}`}>Delete</Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="User Management" />
      <LoadError text={loadError} />
      <FeedbackAlert message={feedback.message} onClose={feedback.clear} />
      <UserForm key={formKey} user={editing} saving={save.isPending} onNewUser={resetForm}
        onInvalid={(text) => feedback.reporter.error(text)}
        onSubmit={(input) => {
          feedback.clear();
          save.mutate({ id: editing?.id, input });
        }} />
      <section className="card" aria-labelledby="users-heading">
        <div className="card-header"><h2 id="users-heading" className="h6 mb-0">Users</h2></div>
        <div className="card-body">
          <DataTable caption="Users" columns={columns} rows={users.data} rowKey={(u) => u.id} loading={users.isLoading}
            emptyText="No users found. Please add one." initialSort={{ key: 'id', dir: 'asc' }} />
        </div>
      </section>
    </>
  );
}
