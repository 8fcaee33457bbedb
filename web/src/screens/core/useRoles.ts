import { useEffect, useState } from 'react';
import { api, type Schemas } from '../../api';

/** The roles, for names and pickers; empty when the caller may not read them (roles.view). */
export function useRoles(): Schemas['Role'][] {
  const [roles, setRoles] = useState<Schemas['Role'][]>([]);
  useEffect(() => {
    void api.GET('/v1/admin/roles').then(({ data }) => data && setRoles(data.roles));
  }, []);
  return roles;
}
