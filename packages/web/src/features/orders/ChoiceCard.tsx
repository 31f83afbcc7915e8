import type { ReactNode } from 'react';

/** One of several choices shown as a card (an address, an invoice title): a radio in the group named by the page. */
export function ChoiceCard({
  name,
  checked,
  onChoose,
  label,
  children,
}: {
  name: string;
  checked: boolean;
  onChoose: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <label
      className={`relative flex h-24 w-[270px] cursor-pointer flex-col gap-1 border-2 px-4 py-3 text-xs text-slate-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-red-300 ${checked ? 'border-red-500' : 'border-slate-200 hover:border-slate-300'}`}
    >
      {/* The invisible radio covers the whole card, so a click anywhere on it is a click on the radio itself. */}
      <input
        type="radio"
        name={name}
        aria-label={label}
        checked={checked}
        onChange={onChoose}
        className="absolute inset-0 z-10 cursor-pointer opacity-0"
      />
      {children}
      {checked && <span className="absolute right-0 bottom-0 bg-red-500 px-1 text-[10px] text-white">✓</span>}
    </label>
  );
}
