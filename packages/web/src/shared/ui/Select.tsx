import type { ComponentProps } from 'react';
import { controlClass } from './Input.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  options: readonly SelectOption[];
  /** The text of the empty first option ('请选择' by default); `false` leaves it out. */
  placeholder?: string | false;
}

/** A native select (keyboard and screen-reader support for free) with an optional empty first option. */
export function Select({ options, placeholder = '请选择', className = '', ...props }: SelectProps) {
  return (
    <select {...props} className={`${controlClass} pr-7 ${className}`}>
      {placeholder !== false && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
