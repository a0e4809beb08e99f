/**
 * A first-come, first-served line in front of the server's work (plugins/request-line.ts): at most
 * `limit` requests are worked on at once; the others wait in the order they came, and at most
 * `maxWaiting` of them (the next one is refused). 0 as the limit lets every request in.
 */
export type RequestGate = {
  /** Null when the request may go on at once; else a promise of its turn (false: no turn, refused). */
  enter: () => Promise<boolean> | null | false;
  /** A request that entered is done (answered, failed or abandoned). */
  leave: () => void;
  /** A waiting request's client went away: its place is given up (no-op once it entered). */
  withdraw: (turn: Promise<boolean>) => void;
  readonly active: number;
  readonly waiting: number;
};

type Waiter = { turn: Promise<boolean>; go: (entered: boolean) => void };

export const createRequestGate = (options: { limit: number; maxWaiting: number }): RequestGate => {
  const { limit, maxWaiting } = options;
  let active = 0;
  // A queue read from `head` on: shift() would copy the array on each turn under a long line.
  let line: (Waiter | null)[] = [];
  let head = 0;
  let waiting = 0;

  const next = () => {
    while (active < limit && head < line.length) {
      const waiter = line[head];
      line[head] = null;
      head += 1;
      if (!waiter) continue; // withdrawn
      waiting -= 1;
      active += 1;
      waiter.go(true);
    }
    if (head > 1024 && head * 2 > line.length) {
      line = line.slice(head);
      head = 0;
    }
  };

  return {
    enter() {
      if (limit <= 0) return null;
      if (active < limit && waiting === 0) {
        active += 1;
        return null;
      }
      if (waiting >= maxWaiting) return false;
      let go!: (entered: boolean) => void;
      const turn = new Promise<boolean>((resolve) => (go = resolve));
      line.push({ turn, go });
      waiting += 1;
      return turn;
    },
    leave() {
      if (limit <= 0) return;
      active = Math.max(0, active - 1);
      next();
    },
    withdraw(turn) {
      for (let i = head; i < line.length; i += 1) {
        const waiter = line[i];
        if (waiter?.turn !== turn) continue;
        line[i] = null;
        waiting -= 1;
        waiter.go(false);
        return;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting;
    },
  };
};
