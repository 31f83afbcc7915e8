import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/shared/ui/Field.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { authField, type FieldMessage } from './auth-field.ts';
import { recheckConfirmation } from './register/rules.ts';

/** A form with a new password and its confirmation (registration, password reset). */
interface NewPasswordForm {
  register: (name: 'password' | 'confirmPassword', options?: { onChange?: () => void }) => UseFormRegisterReturn;
  formState: { errors: { password?: FieldMessage; confirmPassword?: FieldMessage } };
  getValues: (name: 'confirmPassword') => string;
  trigger: (name: 'confirmPassword') => Promise<boolean>;
}

/** The new password, then the same again; a change of the password checks a typed confirmation again. */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
}: {
  form: NewPasswordForm;
  label: string;
  confirmLabel: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        {...authField}
        label={label}
        required
        error={errors.password?.message}
        hint="8 到 20 位，须同时包含字母和数字"
      >
        {(control) => (
          <Input
            type="password"
            autoComplete="new-password"
            {...control}
            {...form.register('password', { onChange: () => recheckConfirmation(form) })}
          />
        )}
      </Field>
      <Field {...authField} label={confirmLabel} required error={errors.confirmPassword?.message}>
        {(control) => (
          <Input type="password" autoComplete="new-password" {...control} {...form.register('confirmPassword')} />
        )}
      </Field>
    </>
  );
}
