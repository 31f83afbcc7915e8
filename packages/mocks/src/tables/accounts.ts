import { z } from 'zod';
import { entitySchema } from '../engine/entities.ts';
import { Table } from '../engine/store.ts';

/** Secrets kept apart from the User entity the API shows: the password and the failed-login count. */
const credentialSchema = z.object({
  id: z.string(),
  password: z.string(),
  failedLogins: z.number().int().min(0),
});
export type Credential = z.infer<typeof credentialSchema>;

export const accountTables = {
  users: new Table('users', entitySchema('User')),
  credentials: new Table('credentials', credentialSchema),
  orgs: new Table('orgs', entitySchema('Org')),
  roles: new Table('roles', entitySchema('Role')),
  resources: new Table('resources', entitySchema('Resource')),
  roleAuthorities: new Table(
    'roleAuthorities',
    z.object({ id: z.string(), roleId: z.string(), resourceIds: z.array(z.string()) }),
  ),
};
