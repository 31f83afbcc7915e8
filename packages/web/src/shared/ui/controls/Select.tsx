import * as Popover from '@radix-ui/react-popover';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { controlClass } from '../Input.tsx';
import { ChevronRightIcon, CloseIcon } from '../icons.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What a `Field` hands its control, plus a label of its own when the control stands outside a Field. */
export type ControlAriaProps = Pick<
  ComponentProps<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'aria-label' | 'aria-labelledby'
>;

export interface SelectProps extends ControlAriaProps {
  /** The chosen option's value; '' for none. */
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** '请选择' by default. */
  placeholder?: string;
  disabled?: boolean;
  /** Shows × to go back to no choice. */
  clearable?: boolean;
  /** Typing filters the options by their label. */
  searchable?: boolean;
  /**
   * Told what is typed, and '' when the list closes: the options are found elsewhere (a server's search, for a list
   * too long to load whole) and shown as they are given. Implies `searchable`.
   */
  onSearch?: (query: string) => void;
  className?: string;
}

function matching(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const needle = query.trim().toLowerCase();
  return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
}

/** The index of the next enabled option from `from` in `step` direction, wrapping round; -1 when none is enabled. */
function nextEnabled(options: readonly SelectOption[], from: number, step: 1 | -1): number {
  for (let i = 1; i <= options.length; i++) {
    const index = (((from + step * i) % options.length) + options.length) % options.length;
    if (!options[index]?.disabled) return index;
  }
  return -1;
}

/**
 * A single select in the Ant Design manner (combobox and listbox popup): arrows move, Enter picks, Escape closes,
 * optionally searchable and clearable. Focus stays in the input; the active option is announced by
 * aria-activedescendant.
 */
export function Select({
  value,
  onChange,
  options,
  placeholder = '请选择',
  disabled = false,
  clearable = false,
  searchable: filterable = false,
  onSearch,
  className = '',
  ...aria
}: SelectProps) {
  const searchable = filterable || onSearch !== undefined;
  /** The options a query shows: those given, when a search outside finds them. */
  const found = (query: string) => (onSearch ? options : matching(options, query));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const selected = options.find((option) => option.value === value);
  const shown = searchable ? found(query) : options;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (open && active >= 0)
      document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const show = () => {
    if (disabled || open) return;
    const current = options.findIndex((option) => option.value === value && !option.disabled);
    setActive(current >= 0 ? current : nextEnabled(options, -1, 1));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    if (query) onSearch?.('');
    setQuery('');
    setActive(-1);
  };
  const choose = (option: SelectOption | undefined) => {
    if (option?.disabled) return;
    // Enter with nothing to pick just closes and restores the current choice.
    if (option) onChange(option.value);
    close();
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm a Chinese IME composition belong to the IME.
    if (event.nativeEvent.isComposing || disabled) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show();
        else if (event.altKey && event.key === 'ArrowUp') close();
        else setActive(nextEnabled(shown, active, event.key === 'ArrowDown' ? 1 : -1));
        return;
      case 'Home':
      case 'End':
        // In a search box these keys move the caret.
        if (!open || searchable) return;
        event.preventDefault();
        setActive(event.key === 'Home' ? nextEnabled(shown, -1, 1) : nextEnabled(shown, shown.length, -1));
        return;
      case 'Enter':
        event.preventDefault();
        if (open) choose(shown[active]);
        else show();
        return;
      case ' ':
        if (searchable) return;
        event.preventDefault();
        if (open) choose(shown[active]);
        else show();
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        return;
      case 'Tab':
        if (open) close();
        return;
    }
  };

  const showClear = clearable && value !== '' && !disabled;
  const searching = searchable && open;
  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show() : close())}>
      <Popover.Anchor asChild>
        <div ref={anchorRef} className={`relative ${className}`}>
          <input
            {...aria}
            ref={inputRef}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete={searchable ? 'list' : 'none'}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 && shown[active] ? optionId(active) : undefined}
            readOnly={!searchable}
            disabled={disabled}
            value={searching ? query : (selected?.label ?? value)}
            // While searching the current choice stays visible as the hint.
            placeholder={searching && selected ? selected.label : placeholder}
            onChange={(event) => {
              const next = event.target.value;
              setQuery(next);
              onSearch?.(next);
              setActive(nextEnabled(found(next), -1, 1));
              setOpen(true);
            }}
            onClick={() => (open ? !searchable && close() : show())}
            onKeyDown={onKeyDown}
            className={`${controlClass} truncate pr-7 ${searchable ? '' : 'cursor-pointer'} disabled:cursor-not-allowed`}
          />
          {showClear ? (
            <button
              type="button"
              aria-label="清空"
              onClick={() => {
                onChange('');
                close();
                inputRef.current?.focus();
              }}
              className="absolute top-1/2 right-2 -translate-y-1/2 text-slate-500 hover:text-slate-600"
            >
              <CloseIcon width={14} height={14} />
            </button>
          ) : (
            <ChevronRightIcon
              width={14}
              height={14}
              className={`pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-slate-500 transition-transform ${open ? '-rotate-90' : 'rotate-90'}`}
            />
          )}
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          role="presentation"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // A click on the input itself toggles through its own handler.
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-[950] max-h-64 min-w-[var(--radix-popover-trigger-width)] overflow-y-auto rounded border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {/* Keeps focus (and the caret) in the input when an option is clicked. */}
          <div id={listId} role="listbox" aria-label="选项" onMouseDown={(event) => event.preventDefault()}>
            {shown.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the combobox (aria-activedescendant).
              <div
                key={option.value}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={option.value === value}
                aria-disabled={option.disabled || undefined}
                onMouseMove={() => !option.disabled && index !== active && setActive(index)}
                onClick={() => choose(option)}
                className={`truncate px-3 py-1.5 ${
                  option.disabled
                    ? 'cursor-not-allowed text-slate-300'
                    : option.value === value
                      ? 'cursor-pointer bg-brand-soft font-medium text-brand'
                      : `cursor-pointer text-slate-700 ${index === active ? 'bg-slate-100' : ''}`
                }`}
              >
                {option.label}
              </div>
            ))}
          </div>
          {shown.length === 0 && <p className="px-3 py-2 text-center text-slate-500">暂无数据</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
