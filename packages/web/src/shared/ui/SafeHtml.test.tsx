import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

describe('SafeHtml', () => {
  it('shows the server’s text and formatting without scripts or event handlers', () => {
    const { container } = render(
      <SafeHtml html='<h2>采购公告</h2><p onclick="steal()">请按时报名</p><script>steal()</script><img src="x.png" onerror="steal()"><a href="javascript:steal()">链接</a>' />,
    );
    expect(screen.getByRole('heading', { name: '采购公告' })).toBeTruthy();
    expect(screen.getByText('请按时报名').getAttribute('onclick')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('链接').getAttribute('href')).toBeNull();
  });
});
