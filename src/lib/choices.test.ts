import { describe, expect, it } from 'vitest';
import { choiceOf, labelOf, optionsOf, valuesOf } from '~/lib/choices.ts';

const ROAD = { open: 'Yol açık', snow: 'Karlı', closed: 'Yol kapalı' } as const;

describe('a label table', () => {
  it('gives its values and options in its order', () => {
    expect(valuesOf(ROAD)).toEqual(['open', 'snow', 'closed']);
    expect(optionsOf(ROAD, ['closed', 'open'])).toEqual([
      { value: 'closed', label: 'Yol kapalı' },
      { value: 'open', label: 'Yol açık' },
    ]);
  });

  it('names a stored value, and shows one it does not know as stored (never an inherited property)', () => {
    expect(labelOf(ROAD, 'snow')).toBe('Karlı');
    expect(labelOf(ROAD, 'flooded')).toBe('flooded');
    expect(labelOf(ROAD, 'toString')).toBe('toString');
    expect(labelOf(ROAD, '__proto__')).toBe('__proto__');
  });

  it('reads a raw route segment or query value as one of its values, or null', () => {
    expect(choiceOf(valuesOf(ROAD), 'closed')).toBe('closed');
    expect(choiceOf(valuesOf(ROAD), 'Closed')).toBeNull();
    expect(choiceOf(valuesOf(ROAD), '')).toBeNull();
    expect(choiceOf(valuesOf(ROAD), null)).toBeNull();
    expect(choiceOf(valuesOf(ROAD), undefined)).toBeNull();
  });
});
