import { ApolloScope } from '../../../shared/graphql/apollo-scope';
import { CalendarFeed } from '../../../shared/domain/calendar-feed';

/** The technician's calendar link, with Apollo Client (which the rest of their area does without). */
export default function CalendarCard() {
  return (
    <ApolloScope>
      <CalendarFeed words="technician.calendar" />
    </ApolloScope>
  );
}
