import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

interface FieldProps {
  label: string;
  error?: string | undefined;
  children: (id: string) => ReactNode;
}

function Field({ label, error, children }: FieldProps) {
  const id = useId();
  return (
    <div className="zc-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error && (
        <p className="zc-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string | undefined;
  /** Called once per edit, on blur or Enter, so that each edit is one command on the stack. */
  onCommit: (value: string) => void;
  multiline?: boolean;
  placeholder?: string;
  error?: string | undefined;
}

export function TextField({ label, value = '', onCommit, multiline, placeholder, error }: TextFieldProps) {
  const [draft, setDraft] = useState(value);
  // What was last handed on: leaving the field after Enter commits nothing more.
  const committed = useRef(value);
  useEffect(() => {
    setDraft(value);
    committed.current = value;
  }, [value]);
  const commit = () => {
    if (draft === committed.current) return;
    committed.current = draft;
    onCommit(draft);
  };
  return (
    <Field label={label} error={error}>
      {(id) =>
        multiline ? (
          <textarea
            id={id}
            value={draft}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
          />
        ) : (
          <input
            id={id}
            value={draft}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => event.key === 'Enter' && commit()}
          />
        )
      }
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  value: string | undefined;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: string | undefined;
}

export function SelectField({ label, value = '', options, onChange, error }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="zc-checkbox">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

interface DialogProps {
  title: string;
  children: ReactNode;
  onCancel: () => void;
  /** Omitted for dialogs that only show something. */
  onConfirm?: () => void;
  actions?: ReactNode;
  /** Slides in along the right edge at full height, for long forms that open dialogs of their own. */
  drawer?: boolean;
}

export function Dialog({ title, children, onCancel, onConfirm, actions, drawer }: DialogProps) {
  // Focus moves into the dialog as it opens, so that Esc closes it as 取消 or 关闭 does.
  const focusOnOpen = useCallback((dialog: HTMLDivElement | null) => dialog?.focus(), []);
  return (
    <div className={drawer ? 'zc-dialog-backdrop zc-drawer-backdrop' : 'zc-dialog-backdrop'}>
      <div
        ref={focusOnOpen}
        tabIndex={-1}
        className={drawer ? 'zc-dialog zc-drawer' : 'zc-dialog'}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          onCancel();
        }}
      >
        <header>{title}</header>
        <div className="zc-dialog-body">{children}</div>
        <footer>
          {actions}
          <button type="button" onClick={onCancel}>
            {onConfirm ? '取消' : '关闭'}
          </button>
          {onConfirm && (
            <button type="button" className="zc-primary" onClick={onConfirm}>
              确定
            </button>
          )}
        </footer>
      </div>
    </div>
  );
}

interface ListProps<T> {
  title: string;
  items: readonly T[];
  columns: readonly { label: string; render: (item: T) => ReactNode }[];
  onAdd: () => void;
  onEdit?: (index: number) => void;
  onRemove: (index: number) => void;
}

/** A titled table of items with add, edit and remove buttons: the panel's way of editing every list. */
export function List<T>({ title, items, columns, onAdd, onEdit, onRemove }: ListProps<T>) {
  return (
    <section className="zc-list" aria-label={title}>
      <header>
        <h4>{title}</h4>
        <button type="button" onClick={onAdd}>
          添加
        </button>
      </header>
      <table>
        <thead>
          <tr>
            <th>序号</th>
            {columns.map((column) => (
              <th key={column.label}>{column.label}</th>
            ))}
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items are edited by index and have no stable id
            <tr key={index}>
              <td>{index + 1}</td>
              {columns.map((column) => (
                <td key={column.label}>{column.render(item)}</td>
              ))}
              <td>
                {onEdit && (
                  <button type="button" onClick={() => onEdit(index)}>
                    编辑
                  </button>
                )}
                <button type="button" className="zc-danger" onClick={() => onRemove(index)}>
                  移除
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
