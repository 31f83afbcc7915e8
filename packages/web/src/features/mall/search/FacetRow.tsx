export interface FacetOption {
  id: string;
  name: string;
}

/** One line of the filter panel: its title, the values to pick (one at a time) and 不限 to drop the filter. */
export function FacetRow({
  title,
  options = [],
  selected,
  onSelect,
}: {
  title: string;
  options: FacetOption[] | undefined;
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  if (options.length === 0 && !selected) return null;
  const item = (active: boolean) =>
    `rounded px-2 py-0.5 ${active ? 'bg-brand text-white' : 'text-slate-600 hover:text-brand'}`;
  return (
    <fieldset aria-label={title} className="flex border-b border-slate-100 last:border-b-0">
      <span className="w-24 shrink-0 bg-slate-50 px-4 py-2.5 text-slate-500">{title}：</span>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
        <button type="button" aria-pressed={!selected} className={item(!selected)} onClick={() => onSelect(undefined)}>
          不限
        </button>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={selected === option.id}
            className={item(selected === option.id)}
            onClick={() => onSelect(selected === option.id ? undefined : option.id)}
          >
            {option.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
