import { useState } from 'react';
import type { UserOption } from '../api.ts';
import { CheckboxField } from './controls.tsx';

/** Where a user without an organisation is listed. */
const noOrganisation = '其他';

interface CandidatePickerProps {
  users: readonly UserOption[];
  /** The ids chosen, in the order they were chosen. */
  chosen: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
}

/**
 * The candidates of a user task, chosen by organisation: the department's users under their organisations, narrowed by
 * a search on name or account. A chosen user the search hides stays chosen, and the legend counts every choice.
 */
export function CandidatePicker({ users, chosen, onToggle }: CandidatePickerProps) {
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = users.filter(
    (user) => !term || user.name.toLowerCase().includes(term) || user.account.toLowerCase().includes(term),
  );
  const byOrganisation = new Map<string, UserOption[]>();
  for (const user of shown) {
    const organisation = user.orgName || noOrganisation;
    byOrganisation.set(organisation, [...(byOrganisation.get(organisation) ?? []), user]);
  }
  return (
    <fieldset className="zc-candidates">
      <legend>候选人员（已选 {chosen.length} 人）</legend>
      <input
        type="search"
        className="zc-candidate-search"
        aria-label="搜索候选人员"
        placeholder="按姓名或账号搜索"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {[...byOrganisation].map(([organisation, members]) => (
        <fieldset key={organisation} className="zc-candidate-group">
          <legend>{organisation}</legend>
          {members.map((user) => (
            <CheckboxField
              key={user.id}
              label={`${user.name}（${user.account}）`}
              checked={chosen.includes(user.id)}
              onChange={(checked) => onToggle(user.id, checked)}
            />
          ))}
        </fieldset>
      ))}
      {shown.length === 0 && <p className="zc-empty">没有匹配“{search.trim()}”的人员</p>}
    </fieldset>
  );
}
