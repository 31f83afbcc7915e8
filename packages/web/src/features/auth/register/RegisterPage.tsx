// 采购单位注册 (/register) and 供应商注册 (/supplier-register): one page, two modes. Everything typed stays on a
// refusal; the passwords travel RSA-encrypted, as at login.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ApiError,
  checkMobileNumber,
  encryptPassword,
  getRsaPublicKey,
  registerPurchaser,
  registerSupplier,
  sendRegisterCode,
} from '@zc/sdk';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AuthFrame, controlProps, Field, inputClass } from './Field.tsx';
import { purchaserForm, type RegisterValues, recheckConfirmation, supplierForm } from './rules.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

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

type Values = RegisterValues;

async function submitRegistration(mode: RegisterMode, values: Values) {
  const password = await encryptPassword(await getRsaPublicKey(), values.password);
  const optional = {
    ...(values.email && { email: values.email.trim() }),
    ...(values.address?.trim() && { address: values.address.trim() }),
  };
  const contact = {
    creditCode: values.creditCode.trim().toUpperCase(),
    contactName: values.contactName.trim(),
    phone: values.phone.trim(),
    code: values.code.trim(),
    username: values.username.trim(),
    password,
    ...optional,
  };
  if (mode === 'purchaser') return registerPurchaser({ body: { orgName: values.orgName.trim(), ...contact } });
  const capital = values.registeredCapital.trim();
  return registerSupplier({
    body: {
      orgNameZh: values.orgName.trim(),
      legalPerson: values.legalPerson.trim(),
      supplierType: values.supplierType === '1' ? 1 : 2,
      // The page asks in 万元, as licences state it; the call takes yuan.
      ...(capital && { registeredCapital: Math.round(Number(capital) * 10_000 * 100) / 100 }),
      ...(values.businessScope.trim() && { businessScope: values.businessScope.trim() }),
      ...contact,
    },
  });
}

export function RegisterPage({ mode }: { mode: RegisterMode }) {
  const supplier = mode === 'supplier';
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const form = useForm<Values>({
    resolver: zodResolver(supplier ? supplierForm : purchaserForm) as unknown as Resolver<Values>,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const register = form.register;

  /** The number must be valid and not yet bound to an account before a code is sent to it. */
  const checkPhone = async () => {
    if (!(await form.trigger('phone'))) return null;
    const phone = form.getValues('phone').trim();
    const answer = await checkMobileNumber({ query: { phone } }).catch(() => null);
    if (!answer?.registered) return phone;
    form.setError('phone', { message: '该手机号已注册，请直接登录或找回密码' }, { shouldFocus: true });
    return null;
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      await submitRegistration(mode, values);
      setDone(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.msg : '注册失败，请检查网络后重试');
    }
  });

  const title = supplier ? '供应商注册' : '采购单位注册';
  if (done)
    return (
      <AuthFrame title={title}>
        <div role="status" className="mt-6 space-y-3 text-center">
          <p className="text-lg font-medium text-green-700">注册申请已提交</p>
          <p className="text-sm text-slate-600">
            {supplier
              ? '平台将在 1 至 3 个工作日内审核贵公司的入驻资料，审核结果将以短信通知。审核期间可登录供应商工作台补充营业执照等资质文件。'
              : '平台将在 1 至 3 个工作日内审核贵单位的注册信息，审核结果将以短信通知。'}
          </p>
          <a href="/login" className="inline-block rounded bg-brand px-6 py-2 text-sm text-white">
            返回登录
          </a>
        </div>
      </AuthFrame>
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
          <div className="sm:col-span-2">
            <Field id="orgName" label={orgLabel} required error={errors.orgName?.message}>
              <input
                className={inputClass}
                placeholder={supplier ? '与营业执照上的名称一致' : '与单位证明文件上的名称一致'}
                {...controlProps('orgName', errors.orgName?.message)}
                {...register('orgName')}
              />
            </Field>
          </div>
          <Field
            id="creditCode"
            label="统一社会信用代码"
            required
            error={errors.creditCode?.message}
            hint="18 位，见营业执照或事业单位法人证书"
          >
            <input
              className={`${inputClass} uppercase`}
              maxLength={18}
              autoComplete="off"
              {...controlProps('creditCode', errors.creditCode?.message)}
              {...register('creditCode')}
            />
          </Field>
          {supplier && (
            <>
              <Field id="legalPerson" label="法定代表人" required error={errors.legalPerson?.message}>
                <input
                  className={inputClass}
                  {...controlProps('legalPerson', errors.legalPerson?.message)}
                  {...register('legalPerson')}
                />
              </Field>
              <Field id="supplierType" label="供应商类型" required error={errors.supplierType?.message}>
                <select
                  className={inputClass}
                  {...controlProps('supplierType', errors.supplierType?.message)}
                  {...register('supplierType')}
                >
                  <option value="2">本地供应商</option>
                  <option value="1">电商供应商</option>
                </select>
              </Field>
              <Field id="registeredCapital" label="注册资本（万元）" error={errors.registeredCapital?.message}>
                <input
                  className={inputClass}
                  inputMode="decimal"
                  {...controlProps('registeredCapital', errors.registeredCapital?.message)}
                  {...register('registeredCapital')}
                />
              </Field>
              <div className="sm:col-span-2">
                <Field id="businessScope" label="经营范围" error={errors.businessScope?.message}>
                  <textarea
                    className={inputClass}
                    rows={2}
                    placeholder="与营业执照一致"
                    {...controlProps('businessScope', errors.businessScope?.message)}
                    {...register('businessScope')}
                  />
                </Field>
              </div>
            </>
          )}
          <div className="sm:col-span-2">
            <Field id="address" label={supplier ? '注册地址' : '单位地址'} error={errors.address?.message}>
              <input
                className={inputClass}
                {...controlProps('address', errors.address?.message)}
                {...register('address')}
              />
            </Field>
          </div>
          {supplier && (
            <p className="rounded bg-brand-soft px-3 py-2 text-xs text-slate-600 sm:col-span-2">
              营业执照、开户许可证及行业资质证书请在注册后登录供应商工作台上传（jpg、png、pdf 等格式，单个文件不超过
              10MB，最多 5 个），审核以上传的资质文件为准。
            </p>
          )}
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 border-l-4 border-brand pl-2 font-medium">联系人信息</legend>
          <Field id="contactName" label="联系人" required error={errors.contactName?.message}>
            <input
              className={inputClass}
              autoComplete="name"
              {...controlProps('contactName', errors.contactName?.message)}
              {...register('contactName')}
            />
          </Field>
          <Field id="email" label="电子邮箱" error={errors.email?.message}>
            <input
              className={inputClass}
              type="email"
              autoComplete="email"
              {...controlProps('email', errors.email?.message)}
              {...register('email')}
            />
          </Field>
          <Field
            id="phone"
            label="手机号码"
            required
            error={errors.phone?.message}
            hint="用于接收审核通知，也可用于短信登录"
          >
            <input
              className={inputClass}
              type="tel"
              inputMode="numeric"
              maxLength={11}
              autoComplete="tel"
              {...controlProps('phone', errors.phone?.message)}
              {...register('phone')}
            />
          </Field>
          <SmsCodeField
            id="code"
            registration={register('code')}
            error={errors.code?.message}
            checkPhone={checkPhone}
            send={(phone) => sendRegisterCode({ path: { phone } })}
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 border-l-4 border-brand pl-2 font-medium">账号信息</legend>
          <div className="sm:col-span-2">
            <Field
              id="username"
              label="登录账号"
              required
              error={errors.username?.message}
              hint="4 到 30 位字母、数字或下划线，注册后不可修改"
            >
              <input
                className={inputClass}
                autoComplete="username"
                {...controlProps('username', errors.username?.message)}
                {...register('username')}
              />
            </Field>
          </div>
          <Field
            id="password"
            label="登录密码"
            required
            error={errors.password?.message}
            hint="8 到 20 位，须同时包含字母和数字"
          >
            <input
              className={inputClass}
              type="password"
              autoComplete="new-password"
              {...controlProps('password', errors.password?.message)}
              {...register('password', {
                onChange: () => recheckConfirmation(form),
              })}
            />
          </Field>
          <Field id="confirmPassword" label="确认密码" required error={errors.confirmPassword?.message}>
            <input
              className={inputClass}
              type="password"
              autoComplete="new-password"
              {...controlProps('confirmPassword', errors.confirmPassword?.message)}
              {...register('confirmPassword')}
            />
          </Field>
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

        {failure && (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={form.formState.isSubmitting}
          className="w-full rounded bg-brand py-2.5 text-white disabled:opacity-60"
        >
          {form.formState.isSubmitting ? '提交中…' : '提交注册'}
        </button>
      </form>
    </AuthFrame>
  );
}
