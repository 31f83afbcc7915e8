import { Button } from '@/shared/ui/Button.tsx';

/**
 * The end of a rules form (a project's or an inquiry's): the server's refusal, 保存规则 (the form's submit, a draft)
 * and 保存并提交 (saved, then sent into its approval flow).
 */
export function RulesActions({
  serverError,
  submitting,
  onSubmitForApproval,
}: {
  serverError: string | null;
  submitting: boolean;
  onSubmitForApproval: () => void;
}) {
  return (
    <>
      {serverError && <p className="text-sm text-red-600">{serverError}</p>}
      <div className="flex gap-2">
        <Button type="submit" loading={submitting}>
          保存规则
        </Button>
        <Button variant="primary" disabled={submitting} onClick={onSubmitForApproval}>
          保存并提交
        </Button>
      </div>
    </>
  );
}
