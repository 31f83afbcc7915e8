// Every page the two documents name (01 §2, 02 §2), declared once with its audience and title: the router's page
// and tab titles, the mock backend's menus and the 403/404 decision read it, and the web app's route tree is measured
// against it (the web app's route-table test prints how many exist per audience).

export type Audience = 'public' | 'mall' | 'workflow' | 'mobile' | 'purchaser' | 'admin' | 'supplier' | 'welfare';

/**
 * The role types whose users may open the pages of an audience (1 administrator, 2 purchaser, 3 supplier, 4 welfare
 * user, as the spec's role sets name them); null: anyone. The approval pages serve administrators, who draw and watch
 * the flows, and purchasers, who approve.
 */
export const audienceRoleTypes: Record<Audience, readonly number[] | null> = {
  public: null,
  mall: null,
  mobile: null,
  workflow: [1, 2],
  purchaser: [2],
  admin: [1],
  supplier: [3],
  welfare: [4],
};
export interface Page {
  path: string;
  audience: Audience;
  title: string;
}

export type Entry = [path: string, title: string];
export const group = (audience: Audience, entries: Entry[], prefix = ''): Page[] =>
  entries.map(([path, title]) => ({ path: `${prefix}${path}`, audience, title }));
