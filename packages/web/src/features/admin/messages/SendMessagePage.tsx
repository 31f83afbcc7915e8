import { useNavigate } from '@tanstack/react-router';
import type { components } from '@zc/sdk';
import { platformMessageRequestMsgTypeLabels, platformMessageRequestReceiverTypeLabels } from '@zc/sdk/labels';
import { useSendPlatformMessage } from '@zc/sdk/react';
import { useState } from 'react';
import { useFinish } from '@/app/finish.ts';
import { UserPicker } from '@/features/admin/roles/UserPicker.tsx';
import { optionsOf } from '@/shared/format/labels.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Field } from '@/shared/ui/Field.tsx';
import { errorOf, SelectField, TextAreaField, TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { formValues, refusalMessage, useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { toast } from '@/shared/ui/Toast/toast.ts';
import { messageSchema } from './message-form.ts';

type User = components['schemas']['User'];

/** 发送消息: a platform message to everyone, all purchasers, all suppliers or chosen users, in their message bell. */
export function SendMessagePage() {
  const navigate = useNavigate();
  const finish = useFinish();
  const send = useSendPlatformMessage();
  const form = useSchemaForm(messageSchema, formValues(messageSchema, { msgType: 4, receiverType: 0 }));
  const [serverError, setServerError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<User[]>([]);
  const [picking, setPicking] = useState<'purchasers' | 'suppliers'>();
  const toChosen = String(form.watch('receiverType')) === '3';
  const choose = (users: User[]) => {
    const next = [...chosen, ...users.filter((user) => !chosen.some((one) => one.id === user.id))];
    setChosen(next);
    form.setValue(
      'receiverIds',
      next.map((user) => user.id),
      { shouldDirty: true, shouldValidate: true },
    );
  };
  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const sent = await send.mutateAsync({ body: { ...body, receiverIds: toChosen ? body.receiverIds : undefined } });
      toast.success(`发送成功，共 ${sent.receiverCount} 人接收`);
      finish({ to: '/msg-info', search: { id: sent.id } });
    } catch (error) {
      setServerError(refusalMessage(form, messageSchema, error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="发送消息" className="max-w-3xl rounded bg-white p-6">
      <TextField form={form} name="title" label="标题" required />
      <div className="grid grid-cols-2 gap-x-6">
        <SelectField
          form={form}
          name="msgType"
          label="消息类型"
          options={optionsOf(platformMessageRequestMsgTypeLabels)}
        />
        <SelectField
          form={form}
          name="receiverType"
          label="接收对象"
          options={optionsOf(platformMessageRequestReceiverTypeLabels)}
          required
        />
      </div>
      {toChosen && (
        <Field label="接收用户" required error={errorOf(form, 'receiverIds')}>
          {() => (
            <div className="flex flex-wrap items-center gap-1.5">
              {chosen.map((user) => (
                <span key={user.id} className="rounded bg-brand-soft px-2 py-0.5 text-xs text-brand">
                  {user.fullName}（{user.account}）
                </span>
              ))}
              <Button size="sm" onClick={() => setPicking('purchasers')}>
                选择采购人
              </Button>
              <Button size="sm" onClick={() => setPicking('suppliers')}>
                选择供应商
              </Button>
            </div>
          )}
        </Field>
      )}
      <TextAreaField form={form} name="content" label="内容" required rows={8} />
      {serverError && <p className="mb-3 text-sm text-red-600">{serverError}</p>}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
          发送
        </Button>
        <Button onClick={() => navigate({ to: '/msg-manager' })}>返回</Button>
      </div>
      {picking && (
        <UserPicker
          title={picking === 'suppliers' ? '选择供应商用户' : '选择采购人用户'}
          suppliers={picking === 'suppliers'}
          action="确定"
          onPick={choose}
          onClose={() => setPicking(undefined)}
        />
      )}
    </form>
  );
}
