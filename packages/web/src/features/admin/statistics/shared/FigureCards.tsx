/** Key figures as cards, each its label over its value (a cockpit's KPIs, a material's price reference). */
export function FigureCards({ label, figures }: { label: string; figures: [label: string, value: string][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {figures.map(([name, value]) => (
        <div key={name} className="rounded bg-(--chart-surface) px-4 py-3">
          <dt className="text-xs text-(--chart-text)">{name}</dt>
          <dd className="mt-1 text-xl font-semibold tabular-nums text-brand">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
