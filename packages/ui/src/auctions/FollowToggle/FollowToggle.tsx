import { Button } from '../../basics/Button/Button.tsx';

export interface FollowToggleProps {
  /** The user follows the lot. */
  following: boolean;
  /** Pressed: follow (true) or stop following (false). */
  onToggle: () => void;
  /** The name when 关注 alone would not say which lot, e.g. 关注 P1001 in a table's row. */
  label?: string;
}

/**
 * 关注 of a lot: a toggle button (its name stays 关注, its pressed state is announced), a filled
 * star while followed.
 */
export function FollowToggle({ following, onToggle, label }: FollowToggleProps) {
  return (
    <Button
      size="sm"
      variant={following ? 'primary' : 'default'}
      aria-pressed={following}
      aria-label={label}
      onClick={onToggle}
    >
      <span aria-hidden="true">{following ? '★' : '☆'}</span>
      关注
    </Button>
  );
}
