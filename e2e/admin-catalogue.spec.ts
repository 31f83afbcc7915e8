import { continueAs, expect, test } from './support.ts';

// Each journey signs in four times, as a supplier and as the administrator in turn.
test.slow();

const letter = {
  name: '品牌授权书.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%授权书\n'),
};

test('a supplier proposes a brand, the administrator approves it, and the supplier may then choose it for goods', async ({
  page,
}) => {
  await continueAs(page, 'gys01', '/supplier-brand-manager');
  await page.getByRole('button', { name: '新增品牌' }).click();
  const proposal = page.getByRole('dialog', { name: '新增品牌' });
  await proposal.getByRole('textbox', { name: '品牌名称' }).fill('青松办公');
  await proposal.getByRole('textbox', { name: '首字母' }).fill('Q');
  await proposal.getByLabel('上传授权书').setInputFiles(letter);
  await expect(proposal.getByRole('list', { name: '附件列表' }).getByRole('listitem')).toHaveCount(1);
  await proposal.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('提交成功，等待平台审核')).toBeVisible();
  await expect(page.getByRole('row', { name: /青松办公/ })).toContainText('待审核');
  await continueAs(page, 'admin', '/brand-manager');
  const row = page.getByRole('table', { name: '品牌列表' }).getByRole('row', { name: /青松办公/ });
  await expect(row).toContainText('待审核');
  await expect(row.getByRole('link', { name: '授权书' })).toBeVisible();
  await row.getByRole('button', { name: '通过' }).click();
  const asked = page.getByRole('alertdialog');
  await expect(asked).toContainText('确定审核通过品牌“青松办公”吗？');
  await asked.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已审核通过')).toBeVisible();
  await expect(row).toContainText('审核通过');
  await continueAs(page, 'gys01', '/supplier-brand-manager');
  await expect(page.getByRole('row', { name: /青松办公/ })).toContainText('审核通过');
  await page.goto('/supplier-commerce-putawayt-add');
  await page.getByRole('combobox', { name: '品牌' }).click();
  await expect(page.getByRole('option', { name: '青松办公', exact: true })).toBeVisible();
});

test('a category the administrator adds is offered in the supplier’s category picker, and gone once invalidated', async ({
  page,
}) => {
  await continueAs(page, 'admin', '/catalogue-manager');
  await page.getByRole('button', { name: '新增一级类目' }).click();
  const form = page.getByRole('dialog', { name: '新增一级类目' });
  await form.getByRole('textbox', { name: '类目名称' }).fill('实验室耗材');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('region', { name: '实验室耗材' })).toBeVisible();
  await continueAs(page, 'gys01', '/supplier-commerce-putawayt-add');
  await page.getByRole('combobox', { name: '商品分类' }).click();
  await expect(page.getByRole('tree').getByRole('treeitem', { name: '实验室耗材', exact: true })).toBeVisible();
  await continueAs(page, 'admin', '/catalogue-manager');
  await page.getByRole('list', { name: '商品类目' }).getByRole('button', { name: '实验室耗材', exact: true }).click();
  await page.getByRole('button', { name: '作废' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '作废' }).click();
  await expect(page.getByText('已作废')).toBeVisible();
  await continueAs(page, 'gys01', '/supplier-commerce-putawayt-add');
  await page.getByRole('combobox', { name: '商品分类' }).click();
  const picker = page.getByRole('tree');
  await expect(picker.getByRole('treeitem', { name: '办公用品', exact: true })).toBeVisible();
  await expect(picker.getByRole('treeitem', { name: '实验室耗材', exact: true })).toHaveCount(0);
});
