import { type PageSearch, useSetPageSearch } from '@/shared/page/page.tsx';
import { biddingFilters } from './filters.ts';

const tabs = [
  { tab: undefined, label: '竞价/反拍项目' },
  { tab: 'auction', label: '拍卖项目' },
] as const;

/** The filters of the lists, cleared when the tab changes: each tab starts its own list afresh. */
const noFilters = Object.fromEntries(Object.keys(biddingFilters.declaration).map((name) => [name, undefined]));

/** Bidding and backhand registrations, or auction ones: the two lists the backend keeps apart. */
export function CertificateTabs({ auction }: { auction: boolean }) {
  const setSearch = useSetPageSearch<PageSearch<'/pro-certificate'>>();
  return (
    <div role="tablist" aria-label="项目类型" className="flex gap-1 border-b border-slate-200">
      {tabs.map(({ tab, label }) => {
        const selected = (tab === 'auction') === auction;
        return (
          <button
            key={label}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => !selected && setSearch({ ...noFilters, tab, page: undefined })}
            className={`-mb-px border-b-2 px-4 py-2 text-sm ${selected ? 'border-brand text-brand' : 'border-transparent text-slate-600 hover:text-brand'}`}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
