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
      className={`relative flex h-24 w-[270px] cursor-pointer flex-col gap-1 border-2 px-4 py-3 text-xs text-slate-600 ${checked ? 'border-red-500' : 'border-slate-200 hover:border-slate-300'}`}
    >
      <input type="radio" name={name} aria-label={label} checked={checked} onChange={onChoose} className="sr-only" />
      {children}
      {checked && <span className="absolute right-0 bottom-0 bg-red-500 px-1 text-[10px] text-white">✓</span>}
    </label>
  );
}
