import { sprinkles } from '../../../../shared/theme/sprinkles.css';

/** How many are shown of how many, and the button for more, under a list. */
export const footer = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
  marginTop: 'md',
  color: 'muted',
  fontSize: 'sm',
});
