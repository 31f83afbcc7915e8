// 采购单位注册 (/register) and 供应商注册 (/supplier-register): one page, two modes. Everything typed stays on a
// refusal; the passwords travel RSA-encrypted, as at login.
import {
  checkMobileNumber,
  encryptPassword,
  getRsaPublicKey,
  registerPurchaser,
  registerSupplier,
  sendRegisterCode,
} from '@zc/sdk';
import { useState } from 'react';
import { Field } from '@/shared/ui/Field.tsx';
import { useSchemaForm } from '@/shared/ui/FormDialog/schema-form.ts';
import { controlClass, Input } from '@/shared/ui/Input.tsx';
import { Select } from '@/shared/ui/Select.tsx';
import { AuthDone, AuthFrame } from '../AuthFrame.tsx';
import { authField } from '../auth-field.ts';
import { FormFailure, useFormFailure } from '../FormFailure.tsx';
import { NewPasswordFields } from '../NewPasswordFields.tsx';
import { PhoneCodeFields } from '../PhoneCodeFields.tsx';
import { SubmitButton } from '../SubmitButton.tsx';
import { purchaserForm, type RegisterOutput, type RegisterValues, supplierForm } from './rules.ts';

export type RegisterMode = 'purchaser' | 'supplier';

const defaults: RegisterValues = {
  orgName: '',
  creditCode: '',
  contactName: '',
  phone: '',
  code: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  address: '',
  agree: false,
  legalPerson: '',
  supplierType: '2',
  registeredCapital: '',
  businessScope: '',
};

async function submitRegistration(
  mode: RegisterMode,
  { orgName, password, confirmPassword: _, agree: __, ...values }: RegisterOutput,
) {
  const encrypted = await encryptPassword(await getRsaPublicKey(), password);
  if (mode === 'purchaser') return registerPurchaser({ body: { ...values, orgName, password: encrypted } });
  return registerSupplier({ body: { ...values, orgNameZh: orgName, password: encrypted } });
}

export function RegisterPage({ mode }: { mode: RegisterMode }) {
  const supplier = mode === 'supplier';
  const failure = useFormFailure('注册失败，请检查网络后重试');
  const [done, setDone] = useState(false);
  const form = useSchemaForm(supplier ? supplierForm : (purchaserForm as typeof supplierForm), defaults, 'onTouched');
  const { errors } = form.formState;
  const register = form.register;

  /** The number must not be bound to an account yet before a code is sent to it. */
  const unregistered = async (phone: string) => {
    const answer = await checkMobileNumber({ query: { phone } }).catch(() => null);
    if (!answer?.registered) return true;
    form.setError('phone', { message: '该手机号已注册，请直接登录或找回密码' }, { shouldFocus: true });
    return false;
  };

  const submit = form.handleSubmit(async (values) => {
    if (await failure.attempt(() => submitRegistration(mode, values))) setDone(true);
  });

  const title = supplier ? '供应商注册' : '采购单位注册';
  if (done)
    return (
      <AuthDone title={title} outcome="注册申请已提交">
        {supplier
          ? '平台将在 1 至 3 个工作日内审核贵公司的入驻资料，审核结果将以短信通知。审核期间可登录供应商工作台补充营业执照等资质文件。'
          : '平台将在 1 至 3 个工作日内审核贵单位的注册信息，审核结果将以短信通知。'}
      </AuthDone>
    );

  const orgLabel = supplier ? '企业名称' : '单位名称';
  return (
    <AuthFrame title={title} wide>
      <p className="mt-2 text-center text-sm text-slate-500">
        {supplier ? (
          <>
            采购单位请前往
            <a className="mx-1 text-brand" href="/register">
              采购单位注册
            </a>
          </>
        ) : (
          <>
            供应商请前往
            <a className="mx-1 text-brand" href="/supplier-register">
              供应商注册
            </a>
          </>
        )}
        · 已有账号？
        <a className="ml-1 text-brand" href="/login">
          立即登录
        </a>
      </p>
      <form className="mt-6 space-y-6" onSubmit={submit} noValidate aria-label={title}>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 border-l-4 border-brand pl-2 font-medium">
            {supplier ? '企业信息' : '单位信息'}
          </legend>
          <Field {...authField} className="sm:col-span-2" label={orgLabel} required error={errors.orgName?.message}>
            {(control) => (
              <Input
                placeholder={supplier ? '与营业执照上的名称一致' : '与单位证明文件上的名称一致'}
                {...control}
                {...register('orgName')}
              />
            )}
          </Field>
          <Field
            {...authField}
            label="统一社会信用代码"
            required
            error={errors.creditCode?.message}
            hint="18 位，见营业执照或事业单位法人证书"
          >
            {(control) => (
              <Input className="uppercase" maxLength={18} autoComplete="off" {...control} {...register('creditCode')} />
            )}
          </Field>
          {supplier && (
            <>
              <Field {...authField} label="法定代表人" required error={errors.legalPerson?.message}>
                {(control) => <Input {...control} {...register('legalPerson')} />}
              </Field>
              <Field {...authField} label="供应商类型" required error={errors.supplierType?.message}>
                {(control) => (
                  <Select
                    placeholder={false}
                    options={[
                      { value: '2', label: '本地供应商' },
                      { value: '1', label: '电商供应商' },
                    ]}
                    {...control}
                    {...register('supplierType')}
                  />
                )}
              </Field>
              <Field {...authField} label="注册资本（万元）" error={errors.registeredCapital?.message}>
                {(control) => <Input inputMode="decimal" {...control} {...register('registeredCapital')} />}
              </Field>
              <Field {...authField} className="sm:col-span-2" label="经营范围" error={errors.businessScope?.message}>
                {(control) => (
                  <textarea
                    className={`${controlClass} h-auto py-1.5`}
                    rows={2}
                    placeholder="与营业执照一致"
                    {...control}
                    {...register('businessScope')}
                  />
                )}
              </Field>
            </>
          )}
          <Field
            {...authField}
            className="sm:col-span-2"
            label={supplier ? '注册地址' : '单位地址'}
            error={errors.address?.message}
          >
            {(control) => <Input {...control} {...register('address')} />}
          </Field>
          {supplier && (
            <p className="rounded bg-brand-soft px-3 py-2 text-xs text-slate-600 sm:col-span-2">
              营业执照、开户许可证及行业资质证书请在注册后登录供应商工作台上传（jpg、png、pdf 等格式，单个文件不超过
              10MB，最多 5 个），审核以上传的资质文件为准。
            </p>
          )}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 border-l-4 border-brand pl-2 font-medium">联系人信息</legend>
          <Field {...authField} label="联系人" required error={errors.contactName?.message}>
            {(control) => <Input autoComplete="name" {...control} {...register('contactName')} />}
          </Field>
          <Field {...authField} label="电子邮箱" error={errors.email?.message}>
            {(control) => <Input type="email" autoComplete="email" {...control} {...register('email')} />}
          </Field>
          <PhoneCodeFields
            form={form}
            hint="用于接收审核通知，也可用于短信登录"
            accept={unregistered}
            send={(phone) => sendRegisterCode({ path: { phone } })}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 border-l-4 border-brand pl-2 font-medium">账号信息</legend>
          <Field
            {...authField}
            className="sm:col-span-2"
            label="登录账号"
            required
            error={errors.username?.message}
            hint="4 到 30 位字母、数字或下划线，注册后不可修改"
          >
            {(control) => <Input autoComplete="username" {...control} {...register('username')} />}
          </Field>
          <NewPasswordFields form={form} label="登录密码" confirmLabel="确认密码" />
        </fieldset>

        <div className="space-y-1 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" aria-invalid={!!errors.agree} {...register('agree')} />
            <span>
              我已阅读并同意
              <a className="text-brand" href="/agreement-user" target="_blank" rel="noreferrer">
                《用户协议》
              </a>
              和
              <a className="text-brand" href="/agreement-privacy" target="_blank" rel="noreferrer">
                《隐私政策》
              </a>
            </span>
          </label>
          {errors.agree && <p className="text-xs text-red-600">{errors.agree.message}</p>}
        </div>

        <FormFailure message={failure.message} />
        <SubmitButton submitting={form.formState.isSubmitting}>提交注册</SubmitButton>
      </form>
    </AuthFrame>
  );
}
