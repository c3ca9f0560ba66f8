// Add or edit a user: name, email, password (required on create), round profile image preview.
import { useState, type FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import { TextField } from '../../components/fields.tsx';
import { FILE_RULES } from '../../lib/files.ts';
import type { UserInput, User } from './api.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The SPEC.md section 5 message for a form that cannot be sent, or null. */
export function validateUser(input: UserInput, creating: boolean): string | null {
  if (!EMAIL.test(input.email.trim())) return 'Please enter a valid email address';
  if (creating && input.password.length < 6) return 'Password must be at least 6 characters long';
  if (!creating && input.password.trim() !== '' && input.password.length < 6) return 'Password must be at least 6 characters long';
  return null;
}

interface UserFormProps {
  user: User | null;
  saving: boolean;
  onSubmit: (input: UserInput) => void;
  onInvalid: (message: string) => void;
  onNewUser: () => void;
}

export function UserForm({ user, saving, onSubmit, onInvalid, onNewUser }: UserFormProps) {
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [password, setPassword] = useState('');
  const [image, setImage] = useState<File | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const input = { name: name.trim(), email: email.trim(), password, profile_image: image };
    const problem = validateUser(input, !user);
    if (problem) return onInvalid(problem);
    onSubmit(input);
  }

  return (
    <section className="card mb-4" aria-labelledby="user-form-heading">
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 id="user-form-heading" className="h6 mb-0">{user ? 'Edit User' : 'Add New User'}</h2>
        {user ? <Button size="sm" variant="outline-primary" onClick={onNewUser}>New User</Button> : null}
      </div>
      <form className="card-body" onSubmit={submit} noValidate>
        <div className="row">
          <div className="col-12 col-md-6">
            <TextField label="Name" value={name} onChange={setName} autoComplete="off" />
            <TextField label="Email" type="email" value={email} onChange={setEmail} required autoComplete="off" />
            <TextField label="Password" type="password" value={password} onChange={setPassword} required={!user} autoComplete="new-password"
              help={user ? 'Leave blank to keep current password' : 'At least 6 characters'} />
          </div>
          <div className="col-12 col-md-6">
            <ImagePicker label="Profile Image" rule={FILE_RULES.profileImage} file={image} onChange={setImage} onInvalid={onInvalid}
              currentUrl={user?.profile_image} help="JPEG, PNG or GIF, at most 2MB" previewSize={96} round />
          </div>
        </div>
        <Button type="submit" disabled={saving}>{saving ? 'Saving...' : user ? 'Update User' : 'Create User'}</Button>
      </form>
    </section>
  );
}
