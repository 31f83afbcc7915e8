import { clearSession } from '@zc/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSearchHistory, readSearchHistory, rememberSearch } from './search-history.ts';

describe('the phone’s search history', () => {
  afterEach(() => localStorage.clear());

  it('keeps the ten newest searches, newest first, each once', () => {
    for (let n = 1; n <= 12; n++) rememberSearch(`笔${n}`);
    rememberSearch('笔5');
    expect(readSearchHistory()).toEqual(['笔5', '笔12', '笔11', '笔10', '笔9', '笔8', '笔7', '笔6', '笔4', '笔3']);
    clearSearchHistory();
    expect(readSearchHistory()).toEqual([]);
  });

  it('is forgotten at sign-out, so the next user of the phone does not see it', () => {
    rememberSearch('打印纸');
    clearSession();
    expect(readSearchHistory()).toEqual([]);
  });

  it('reads a damaged entry as no history', () => {
    localStorage.setItem('searchHistory', '{not json');
    expect(readSearchHistory()).toEqual([]);
    localStorage.setItem('searchHistory', JSON.stringify(['笔', 3, null]));
    expect(readSearchHistory()).toEqual(['笔']);
  });
});
