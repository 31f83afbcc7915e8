// Every page the two documents name (01 §2, 02 §2), declared once with its audience and title: the router's page
// and tab titles, the mock backend's menus and the 403/404 decision read it, and the web app's route tree is measured
// against it (the web app's route-table test prints how many exist per audience).

export type Audience = 'public' | 'mall' | 'workflow' | 'mobile' | 'purchaser' | 'admin' | 'supplier';
export interface Page {
  path: string;
  audience: Audience;
  title: string;
}

export type Entry = [path: string, title: string];
export const group = (audience: Audience, entries: Entry[], prefix = ''): Page[] =>
  entries.map(([path, title]) => ({ path: `${prefix}${path}`, audience, title }));
