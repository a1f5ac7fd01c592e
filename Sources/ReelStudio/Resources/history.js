// @ts-check
// Undo and redo over snapshots of the page's values. Pure: the caller says what the state
// was and when, so the rules are tested in node without a page.

/**
 * Every change is one undo step, except keystrokes in the same field a moment apart, which
 * merge into one (typing "1.25" is one step, not four).
 * @template S
 */
export class History {
  /**
   * @param {number} [limit] the most steps kept (the oldest go first)
   * @param {number} [mergeMs] how close in time two changes of one field merge
   */
  constructor(limit = 500, mergeMs = 800) {
    this.limit = limit;
    this.mergeMs = mergeMs;
    /** @type {S[]} */
    this.past = [];
    /** @type {S[]} */
    this.future = [];
    /** @type {string | null} */
    this.lastKey = null;
    this.lastAt = 0;
  }

  /**
   * Records `before`, the state before a change of `key` (null: a change of no one field,
   * such as Reset all, never merged) made at `now` ms. Redo is lost.
   * @param {() => S} before called only when a step is recorded
   * @param {string | null} key
   * @param {number} now
   * @returns {boolean} whether a new step was recorded (false: merged into the last)
   */
  remember(before, key, now) {
    if (key && key === this.lastKey && now - this.lastAt < this.mergeMs) {
      this.lastAt = now;
      return false;
    }
    this.past.push(before());
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
    this.lastKey = key;
    this.lastAt = now;
    return true;
  }

  /**
   * Steps back (or forward, `redo`): `current` goes on the other list and the state to
   * show is returned; null when there is nothing to undo (or redo).
   * @param {S} current
   * @param {boolean} [redo]
   * @returns {S | null}
   */
  undo(current, redo = false) {
    const from = redo ? this.future : this.past, to = redo ? this.past : this.future;
    const state = from.pop();
    if (state === undefined) return null;
    to.push(current);
    this.lastKey = null;
    return state;
  }

  get canUndo() { return this.past.length > 0; }
  get canRedo() { return this.future.length > 0; }

  /** Forgets every step (after a save: the file is the new starting point). */
  clear() {
    this.past = [];
    this.future = [];
    this.lastKey = null;
    this.lastAt = 0;
  }
}
