// Undo and redo of <chatbot-settings> (history.ts), in Node: steps, merging of a run of typing, limits.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  HISTORY_LIMIT,
  breakGroup,
  emptyHistory,
  record,
  redo,
  undo,
} from '../../../src/elements/chatbot-settings/history.js';

describe('history', () => {
  it('undoes and redoes step by step, and a new edit drops what could be redone', () => {
    let h = record(emptyHistory<string>(), 'a', 'x');
    h = record(h, 'b', 'y');
    const back = undo(h, 'c')!;
    assert.equal(back.value, 'b');
    const forward = redo(back.history, 'b')!;
    assert.equal(forward.value, 'c');
    const twice = undo(undo(h, 'c')!.history, 'b')!;
    assert.equal(twice.value, 'a');
    assert.equal(undo(twice.history, 'a'), undefined);
    const branched = record(twice.history, 'a', 'z');
    assert.equal(redo(branched, 'd'), undefined);
  });

  it('merges a run of edits from one control into one step until a break or another control', () => {
    let h = record(emptyHistory<string>(), 'K', 'name');
    h = record(h, 'Ke', 'name');
    h = record(h, 'Key', 'name');
    assert.equal(h.past.length, 1);
    h = breakGroup(h);
    h = record(h, 'Keys', 'name');
    assert.equal(h.past.length, 2);
    h = record(h, 'Keys!', undefined);
    h = record(h, 'Keys!!', undefined);
    assert.equal(h.past.length, 4, 'a button edit is always a step of its own');
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, dropping the oldest`, () => {
    let h = emptyHistory<number>();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = record(h, i, undefined);
    assert.equal(h.past.length, HISTORY_LIMIT);
    assert.equal(h.past[0], 5);
  });
});
