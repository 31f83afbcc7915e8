import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, type FieldProps } from './Field.tsx';

afterEach(cleanup);

const renderField = (props: Omit<FieldProps, 'children'>) =>
  render(<Field {...props}>{(control) => <input {...control} />}</Field>);

describe('Field', () => {
  it('names its control by the label and describes it by the error', () => {
    renderField({ label: '单位名称', required: true, error: '请输入单位名称' });
    const input = screen.getByRole('textbox', { name: '单位名称' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('请输入单位名称');
  });

  it('puts the required mark inside the label, before its text, unless asked to put it after, outside', () => {
    const { unmount } = renderField({ label: '单位名称', required: true });
    expect(document.querySelector('label')?.textContent).toBe('*单位名称');
    unmount();
    renderField({ label: '单位名称', required: true, requiredMark: 'after' });
    expect(screen.getByLabelText('单位名称')).toBeTruthy();
    expect(document.querySelector('label')?.nextElementSibling?.textContent).toBe('*');
  });

  it('shows no message line without a message, unless one is reserved', () => {
    const { container, unmount } = renderField({ label: '联系人' });
    expect(container.querySelector('p')).toBeNull();
    unmount();
    renderField({ label: '联系人', reserveMessageLine: true });
    const line = document.querySelector('p');
    expect(line?.className).toContain('min-h-4');
    expect(line?.textContent).toBe('');
    expect(screen.getByRole('textbox', { name: '联系人' }).getAttribute('aria-describedby')).toBeNull();
  });
});
