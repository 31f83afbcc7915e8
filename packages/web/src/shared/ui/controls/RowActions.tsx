import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { actionLink, dangerActionLink } from '../action-link.ts';
import { ChevronRightIcon } from '../icons.tsx';

export interface RowAction {
  label: string;
  onClick: () => void;
  /** Red: deletes or otherwise cannot be undone. */
  danger?: boolean;
  /** Left out altogether (no permission, or not in this state). */
  hidden?: boolean;
  disabled?: boolean;
  /** Under 更多 however many actions are shown as links: one a row seldom needs, found where the rarer ones are. */
  more?: boolean;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** How many actions are shown as links before the rest go under 更多; 2 by default. */
  inline?: number;
  className?: string;
}

const linkClass = (action: RowAction) =>
  `focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:text-slate-300 disabled:no-underline ${
    action.danger ? dangerActionLink : actionLink
  }`;

/**
 * The actions of one table row on one line, as in Ant Design Pro: the first `inline` visible ones as links, the
 * others in a 更多 menu. Renders nothing when every action is hidden.
 */
export function RowActions({ actions, inline = 2, className = '' }: RowActionsProps) {
  const visible = actions.filter((action) => !action.hidden);
  if (visible.length === 0) return null;
  const shown = visible.filter((action) => !action.more).slice(0, Math.max(0, inline));
  const more = visible.filter((action) => !shown.includes(action));
  return (
    <div className={`inline-flex items-center whitespace-nowrap ${className}`}>
      {shown.map((action) => (
        <button
          key={action.label}
          type="button"
          disabled={action.disabled}
          onClick={action.onClick}
          className={linkClass(action)}
        >
          {action.label}
        </button>
      ))}
      {more.length > 0 && (
        // Not modal: the table behind stays scrollable while the menu is open.
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className={`inline-flex items-center gap-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${actionLink}`}
          >
            更多
            <ChevronRightIcon width={12} height={12} className="rotate-90" />
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={4}
              className="z-[950] min-w-24 rounded border border-slate-200 bg-white py-1 text-sm shadow-lg"
            >
              {more.map((action) => (
                <DropdownMenu.Item
                  key={action.label}
                  disabled={action.disabled}
                  onSelect={action.onClick}
                  className={`cursor-pointer px-3 py-1.5 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-300 data-[highlighted]:bg-slate-100 ${
                    action.danger ? 'text-red-600' : 'text-slate-700'
                  }`}
                >
                  {action.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      )}
    </div>
  );
}
