import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/shared/ui/Field.tsx';
import { Input } from '@/shared/ui/Input.tsx';
import { authField, type FieldMessage } from './auth-field.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

/** A form with a phone number and the SMS code sent to it (registration, SMS login, password reset). */
interface PhoneCodeForm {
  register: (name: 'phone' | 'code') => UseFormRegisterReturn;
  formState: { errors: { phone?: FieldMessage; code?: FieldMessage } };
  trigger: (name: 'phone') => Promise<boolean>;
  getValues: (name: 'phone') => string;
}

/** 手机号码, then 短信验证码 with its send button: a code is sent only to a valid number, and one `accept` takes. */
export function PhoneCodeFields({
  form,
  send,
  accept,
  hint,
  placeholder,
}: {
  form: PhoneCodeForm;
  /** Asks the server to send the code. */
  send: (phone: string) => Promise<unknown>;
  /** A further check of a valid number before the code is sent (it shows its own refusal). */
  accept?: (phone: string) => Promise<boolean>;
  hint?: ReactNode;
  placeholder?: string;
}) {
  const { errors } = form.formState;
  const checkPhone = async () => {
    if (!(await form.trigger('phone'))) return null;
    const phone = form.getValues('phone').trim();
    return !accept || (await accept(phone)) ? phone : null;
  };
  return (
    <>
      <Field {...authField} label="手机号码" required error={errors.phone?.message} hint={hint}>
        {(control) => (
          <Input
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            placeholder={placeholder}
            {...control}
            {...form.register('phone')}
          />
        )}
      </Field>
      <SmsCodeField
        registration={form.register('code')}
        error={errors.code?.message}
        checkPhone={checkPhone}
        send={send}
      />
    </>
  );
}
