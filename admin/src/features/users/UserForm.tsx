// Add or edit a user: name, email, password (required on create), role (issue 21: an author unless
// chosen; the main administrator stays one), round profile image preview; New User leaves edit mode.
import { useController, useForm } from 'react-hook-form';
import { Button } from 'react-bootstrap';
import { FormSelectField, FormTextField } from '../../components/fields.tsx';
import { FormCard } from '../../components/FormCard.tsx';
import { ImagePicker } from '../../components/ImagePicker.tsx';
import type { CrudFormProps } from '../../hooks/useCrud.ts';
import { FILE_RULES } from '../../lib/files.ts';
import { ROLE_OPTIONS, type Role } from '../../lib/roles.ts';
import type { User } from '../../../../server/api-types.ts';
import { MAIN_ADMIN_ID, type UserInput } from './api.ts';
import { t, useT } from '../../lib/i18n.ts';

/** A new user may do the least until an administrator gives more (as the server decides). */
const NEW_USER_ROLE: Role = 'author';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The SPEC.md section 5 message for a form that cannot be sent, or null. */
export function validateUser(input: UserInput, creating: boolean): string | null {
  if (!EMAIL.test(input.email.trim())) return t('Please enter a valid email address');
  if (creating && input.password.length < 6) return t('Password must be at least 6 characters long');
  if (!creating && input.password.trim() !== '' && input.password.length < 6) return 'Password must be at least 6 characters long';
  return null;
}

export function UserForm({ item: user, saving, onSubmit, onInvalid, onCancel, merge }: CrudFormProps<User, UserInput>) {
  const t = useT();
  const form = useForm<UserInput>({
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', password: '', role: user?.role ?? NEW_USER_ROLE, profile_image: null },
  });
  const image = useController({ control: form.control, name: 'profile_image' }).field;
  const mainAdmin = user?.id === MAIN_ADMIN_ID;

  function submit() {
    const { name, email, password, role, profile_image } = form.getValues();
    const input = { name: name.trim(), email: email.trim(), password, role: mainAdmin ? undefined : role, profile_image };
    const problem = validateUser(input, !user);
    if (problem) return onInvalid(problem);
    onSubmit(input);
  }

  return (
    <FormCard
      merge={merge}
      title={user ? t('Edit User') : t('Add New User')}
      onSubmit={submit}
      saving={saving}
      submitLabel={user ? t('Update User') : t('Create User')}
      form={form}
      actions={
        user ? (
          <Button size="sm" variant="outline-primary" onClick={onCancel}>
            {t('New User')}
          </Button>
        ) : null
      }
    >
      <div className="row">
        <div className="col-12 col-md-6">
          <FormTextField label={t('Name')} name="name" autoComplete="off" />
          <FormTextField label={t('Email')} type="email" name="email" required autoComplete="off" />
          <FormTextField
            label={t('Password')}
            type="password"
            name="password"
            required={!user}
            autoComplete="new-password"
            help={user ? t('Leave blank to keep current password') : t('At least 6 characters')}
          />
          <FormSelectField<Role>
            label={t('Role')}
            name="role"
            options={ROLE_OPTIONS}
            disabled={mainAdmin}
            help={
              mainAdmin
                ? t('The main administrator account stays an administrator.')
                : t('Authors edit and preview; editors also publish; administrators also manage users and site settings.')
            }
          />
        </div>
        <div className="col-12 col-md-6">
          <ImagePicker
            label={t('Profile Image')}
            rule={FILE_RULES.profileImage}
            file={image.value ?? null}
            onChange={image.onChange}
            onInvalid={onInvalid}
            currentUrl={user?.profile_image}
            help={t('JPEG, PNG or GIF, at most 2MB')}
            previewSize={96}
            round
          />
        </div>
      </div>
    </FormCard>
  );
}
