import type { components } from '@zc/sdk';
import { useIdentifyGoodsUrl } from '@zc/sdk/react';
import { useRef, useState } from 'react';
import { formatMoney } from '@/shared/format/money.ts';
import { Button } from '@/shared/ui/Button.tsx';
import { Details } from '@/shared/ui/Details/Details.tsx';
import { Dialog } from '@/shared/ui/Dialog.tsx';
import { FormDialog } from '@/shared/ui/FormDialog/FormDialog.tsx';
import { TextField } from '@/shared/ui/FormDialog/fields.tsx';
import { identifyUrlSchema } from './goods-forms.ts';

type Identified = components['schemas']['GoodsUrlIdentifyResult'];

/**
 * 识别商品链接: reads platform, sku, name and price from a shop url (goodsItem/manage/identifyUrl?url=); when one of
 * this supplier's goods already carries that sku, it can be shown in the list.
 */
export function IdentifyUrlDialog({ onShowSku, onClose }: { onShowSku: (sku: string) => void; onClose: () => void }) {
  const identify = useIdentifyGoodsUrl();
  const [result, setResult] = useState<Identified>();
  // FormDialog closes itself once its submit resolves; with a result, the result dialog takes its place instead.
  const identified = useRef(false);
  const again = () => {
    identified.current = false;
    setResult(undefined);
  };
  if (result)
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title="识别结果"
        width="w-[720px]"
        footer={
          <>
            <Button onClick={again}>重新识别</Button>
            {result.goodsId && (
              <Button variant="primary" onClick={() => onShowSku(result.sku)}>
                在列表中查看
              </Button>
            )}
          </>
        }
      >
        <Details
          title={result.goodsId ? '已关联本店商品' : '尚未关联本店商品'}
          items={[
            { label: '平台', value: result.platform },
            { label: 'SKU', value: result.sku },
            { label: '平台价格（元）', value: formatMoney(result.price) },
            { label: '商品名称', value: result.name, span: 3 },
            { label: '链接', value: result.url, span: 3 },
          ]}
        />
      </Dialog>
    );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && !identified.current && onClose()}
      title="识别商品链接"
      submitText="识别"
      schema={identifyUrlSchema}
      defaultValues={{ url: '' }}
      onSubmit={async ({ url }) => {
        const answer = await identify.mutateAsync({ query: { url } });
        identified.current = true;
        setResult(answer);
      }}
    >
      {(form) => (
        <TextField
          form={form}
          name="url"
          label="商品链接"
          required
          hint="支持京东、天猫、淘宝和苏宁易购的商品详情链接"
          placeholder="https://item.jd.com/100012043978.html"
        />
      )}
    </FormDialog>
  );
}
