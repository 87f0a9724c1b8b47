import { describe, expect, it } from 'vitest';
import { atom } from '~/lib/client/store.ts';

describe('atom', () => {
  it('holds its first value until set', () => {
    const store = atom<{ n: number } | null>(null);
    expect(store.get()).toBeNull();
    store.set({ n: 1 });
    expect(store.get()).toEqual({ n: 1 });
  });

  it('tells each listener of a change, and no one once they unsubscribe', () => {
    const store = atom(0);
    const heard: number[] = [];
    const stop = store.listen(() => heard.push(store.get()));
    store.listen(() => heard.push(-store.get()));
    store.set(2);
    stop();
    store.set(3);
    expect(heard).toEqual([2, -2, -3]);
  });

  it('tells no one when set to the value it holds', () => {
    const value = { status: 'loading' };
    const store = atom(value);
    let calls = 0;
    store.listen(() => calls++);
    store.set(value);
    expect(calls).toBe(0);
  });

  it('lets a listener unsubscribe while being told', () => {
    const store = atom(0);
    let second = 0;
    const stop = store.listen(() => stop());
    store.listen(() => second++);
    store.set(1);
    store.set(2);
    expect(second).toBe(2);
  });
});
