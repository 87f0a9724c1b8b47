import { describe, expect, it } from 'vitest';
import { primaryButtonClass, secondaryButtonClass } from '~/lib/ui/field.tsx';
import { buttonClass } from '~/lib/ui/recipes.ts';

describe('buttonClass', () => {
  it('is one shape for every variant, with the variant colours and the size padding', () => {
    expect(buttonClass()).toBe(buttonClass('primary', 'lg'));
    expect(buttonClass('primary', 'lg')).toBe(
      'inline-flex items-center justify-center gap-2 rounded-lg font-semibold disabled:cursor-not-allowed disabled:opacity-60 px-5 py-3 bg-brand-600 text-white hover:bg-brand-700',
    );
    expect(buttonClass('secondary', 'sm')).toContain('px-3 py-2 text-sm border border-slate-300 bg-white');
    expect(buttonClass('whatsapp', 'md')).toContain('px-5 py-2.5 bg-green-700 text-white');
    expect(buttonClass('danger', 'md')).toContain('px-5 py-2.5 bg-red-700 text-white hover:bg-red-800');
    expect(buttonClass('dark', 'sm')).toContain('px-3 py-2 text-sm bg-night-900 text-white');
    expect(buttonClass('inverse', 'xs')).toContain('px-2.5 py-1.5 text-xs bg-white text-brand-700');
  });

  it('is what the form buttons use', () => {
    expect(primaryButtonClass).toBe(buttonClass('primary', 'md'));
    expect(secondaryButtonClass).toBe(buttonClass('secondary', 'md'));
  });
});
