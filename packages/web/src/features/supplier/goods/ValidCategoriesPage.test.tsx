import { renderWorkbenchPage, withSignedIn } from '@test/support/workbench.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from '@/routes/_workbench/(supplier)/supplier-open-catalogue-manager.tsx';

withSignedIn('gys01');

describe('有效类目', () => {
  it('shows the valid category tree and finds a category by name with the path to it', async () => {
    await renderWorkbenchPage('/supplier-open-catalogue-manager', Route);
    const tree = await screen.findByRole('list', { name: '有效类目' });
    expect(tree.textContent).toContain('办公用品');
    expect(screen.getByText(/共 \d+ 个有效类目/)).toBeTruthy();
    expect(screen.queryByText('签字笔')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '展开办公用品' }));
    expect(await screen.findByText('文具')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: '类目名称' }), '签字笔');
    expect(await screen.findByText('签字笔')).toBeTruthy();
    // Only the branch leading to the match is left.
    expect(screen.queryByText('文件管理')).toBeNull();
    expect(screen.getByRole('button', { name: '收起文具' })).toBeTruthy();
  });
});
