import { describe, expect, it } from 'vitest';
import { deferClient } from './defer-client';

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

class Counter {
  private total = 0;
  async add(amount: number) {
    this.total += amount;
    return this.total;
  }
}

describe('deferClient', () => {
  it('takes calls before the client has loaded and answers them once it has, on the client itself', async () => {
    const loading = later<Counter>();
    const counter = deferClient(loading.promise);
    const first = counter.add(2);
    loading.resolve(new Counter());
    await expect(first).resolves.toBe(2);
    await expect(counter.add(3)).resolves.toBe(5);
  });

  it('is no promise itself: awaiting it gives the proxy, not the client', async () => {
    const counter = deferClient(Promise.resolve(new Counter()));
    expect(await counter).toBe(counter);
  });

  it('reports a failed download at the calls', async () => {
    const loading = later<Counter>();
    const counter = deferClient(loading.promise);
    loading.reject(new Error('chunk niet geladen'));
    await expect(counter.add(1)).rejects.toThrow('chunk niet geladen');
  });
});
