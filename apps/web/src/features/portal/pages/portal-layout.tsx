import { Outlet } from 'react-router-dom';
import { ApolloScope } from '../../../shared/graphql/apollo-scope';

/** Layout of /app/*: loads Apollo Client with the portal's lazy chunk. */
export function PortalLayout() {
  return (
    <ApolloScope>
      <Outlet />
    </ApolloScope>
  );
}

export { PortalLayout as Component };
