/**
 * The simulated clock's agenda: tasks run in the order of their time, ties in the order they
 * were scheduled, so the same seed and the same steps always give the same sequence.
 */
export type Task = { at: number; seq: number; run: () => void };

export function createTaskQueue() {
  const tasks: Task[] = [];
  let seq = 0;
  return {
    schedule(at: number, run: () => void) {
      const task = { at, seq: seq++, run };
      let lo = 0;
      let hi = tasks.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const other = tasks[mid]!;
        if (other.at < at || (other.at === at && other.seq < task.seq)) lo = mid + 1;
        else hi = mid;
      }
      tasks.splice(lo, 0, task);
    },
    /** The next task due at or before `until`, removed from the agenda. */
    take(until: number): Task | undefined {
      return tasks.length > 0 && tasks[0]!.at <= until ? tasks.shift() : undefined;
    },
    get size() {
      return tasks.length;
    },
  };
}
