/**
 * The seed's clock. Each area schedules its moves, each at its moment; `run` takes them in time
 * order (at the same moment, in the order they were scheduled), so that the rows are written as
 * time went: a row's time is the clock at the move that made it, ids grow with time, and each
 * capital record's running balances follow the record before it as written. A move may schedule
 * later ones; never one before the clock.
 */

/**
 * A move that can be taken together with the moves of the same `kind` that come next in time
 * (none of another kind between them): `take` gets their items, in time order.
 */
export type Batched<T> = { kind: string; item: T; take: (items: readonly T[]) => Promise<void> };

type Scheduled = {
  moment: number;
  move: (() => Promise<void>) | Batched<unknown>;
};

export type Timeline = {
  /** Schedules `move` at `moment`. */
  at: <T>(moment: Date, move: (() => Promise<void>) | Batched<T>) => void;
  /** Runs every move scheduled, in time order, until none is left. */
  run: () => Promise<void>;
};

export const createTimeline = (): Timeline => {
  /** In time order, the earlier scheduled first at the same moment. */
  const moves: Scheduled[] = [];
  let clock = Number.NEGATIVE_INFINITY;
  return {
    at: (moment, move) => {
      const time = moment.getTime();
      if (time < clock)
        throw new Error(`seed: a move at ${moment.toISOString()} is before the clock`);
      let low = 0;
      let high = moves.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((moves[middle]?.moment ?? time) <= time) low = middle + 1;
        else high = middle;
      }
      moves.splice(low, 0, { moment: time, move: move as Scheduled['move'] });
    },
    run: async () => {
      for (let next = moves.shift(); next; next = moves.shift()) {
        clock = next.moment;
        const { move } = next;
        if (typeof move === 'function') {
          await move();
          continue;
        }
        const items = [move.item];
        for (let following = moves[0]; typeof following?.move === 'object'; following = moves[0]) {
          if (following.move.kind !== move.kind) break;
          items.push(following.move.item);
          clock = following.moment;
          moves.shift();
        }
        await move.take(items);
      }
    },
  };
};
