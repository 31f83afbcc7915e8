import { choose, continueAs, expect, signedIn, test } from './support.ts';

const png = {
  name: '年终集采.png',
  mimeType: 'image/png',
  // A 1×1 picture.
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

test.describe('signed in as admin', () => {
  test.use(signedIn('admin'));

  test('the administrator publishes a banner and a floor, which the mall home shows', async ({ page }) => {
    await page.goto('/banner-manager');
    await page.getByRole('button', { name: '新增轮播图' }).click();
    const banner = page.getByRole('dialog', { name: '新增轮播图' });
    await banner.getByRole('textbox', { name: '标题' }).fill('年终办公集采节');
    await banner.getByLabel('上传图片').setInputFiles(png);
    // Once stored, the picture shows as a thumbnail, named by its field.
    await expect(banner.getByRole('list', { name: '图片列表' }).getByRole('img', { name: '图片' })).toBeVisible();
    await banner.getByRole('textbox', { name: '链接地址' }).fill('/search?keyword=复印纸');
    await banner.getByRole('spinbutton', { name: '排序' }).fill('0');
    await banner.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(
      page.getByRole('table', { name: '轮播图列表' }).getByRole('row', { name: /年终办公集采节/ }),
    ).toBeVisible();

    await page.goto('/floor-manager');
    await page.getByRole('button', { name: '新增楼层' }).click();
    const floor = page.getByRole('dialog', { name: '新增楼层' });
    await floor.getByRole('textbox', { name: '楼层名称' }).fill('年终精选');
    await floor.getByRole('textbox', { name: '主题颜色' }).fill('#0F766E');
    await floor.getByRole('group', { name: '展示类目' }).getByRole('checkbox', { name: '办公用品' }).check();
    await floor.getByRole('spinbutton', { name: '排序' }).fill('0');
    await floor.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(page.getByRole('table', { name: '楼层列表' }).getByRole('row', { name: /年终精选/ })).toBeVisible();

    await page.goto('/');
    // The carousel turns on its own: the banner is one of its slides, first by its order.
    await expect(page.getByRole('region', { name: '推荐活动' }).getByRole('button').first()).toHaveAccessibleName(
      '第1张：年终办公集采节',
    );
    const shown = page.getByRole('region', { name: '年终精选' });
    await expect(shown.getByRole('heading', { name: /年终精选/ })).toBeVisible();
    await expect(shown.getByRole('navigation', { name: '年终精选分类' })).toContainText('办公用品');
  });
});

test('after the administrator adds a prohibited word, a supplier’s goods named with it are refused', async ({
  page,
}) => {
  await continueAs(page, 'admin', '/prohibit-words-manager');
  await page.getByRole('button', { name: '新增违禁词' }).click();
  const word = page.getByRole('dialog', { name: '新增违禁词' });
  await word.getByRole('textbox', { name: '违禁词' }).fill('绝对正品');
  await choose(word.getByRole('combobox', { name: '适用范围' }), '商品信息');
  await word.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.getByRole('table', { name: '违禁词列表' }).getByRole('row', { name: /绝对正品/ })).toBeVisible();
  await continueAs(page, 'gys01', '/supplier-commerce-putawayt');
  const filters = page.getByRole('form', { name: '商品列表筛选' });
  await choose(filters.getByRole('combobox', { name: '商品状态' }), '已下架');
  await filters.getByRole('button', { name: '查询' }).click();
  const rows = page.getByRole('table', { name: '商品列表' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('已下架');
  const editable = rows.filter({ has: page.getByRole('button', { name: '编辑' }) }).first();
  await editable.getByRole('button', { name: '编辑' }).click();
  const name = page.getByRole('textbox', { name: '商品名称' });
  await expect(name).not.toHaveValue('');
  await name.fill(`${await name.inputValue()} 绝对正品`);
  // Properties the category asks for that the seeded item lacks are filled, so that only the name stands in the way.
  const properties = page.getByRole('region', { name: '商品属性' }).getByRole('textbox');
  for (const property of await properties.all()) if (!(await property.inputValue())) await property.fill('通用');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toContainText('商品信息包含违禁词“绝对正品”，请修改后再保存');
  await expect(name).toHaveValue(/绝对正品$/);
});
