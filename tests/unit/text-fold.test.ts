import { describe, expect, it } from 'vitest';
import { foldCase } from '@/server/db/text-fold';

/** SQLite's search folds letters as PostgreSQL's lower() does (C.UTF-8: one letter for one letter). */
describe('foldCase', () => {
  it('lowers every letter, not only ASCII ones', () => {
    expect(foldCase('ÜBERWACHUNG Straße ÆØÅ')).toBe('überwachung straße æøå');
  });

  it('maps one letter to one letter as PostgreSQL does', () => {
    expect(foldCase('İSTANBUL')).toBe('istanbul');
    expect(foldCase('ΟΔΟΣ')).toBe('οδοσ');
    expect(foldCase('\u212A')).toBe('k');
    expect(foldCase('ẞ')).toBe('ß');
  });

  it('leaves what has no case as it is', () => {
    expect(foldCase('100% a_b \\ 😀')).toBe('100% a_b \\ 😀');
  });
});
