import { describe, expect, it } from 'vitest';
import { initialSlugStackState, type SlugStackState, slugStackReducer } from '@/lib/slug-stack';

describe('slugStackReducer', () => {
  it('starts empty, not loading, with no view', () => {
    expect(initialSlugStackState).toEqual({ slugs: [], currentFlag: '', loading: false, view: false });
  });

  it('SET_FLAG pushes the slug and makes it current', () => {
    const once = slugStackReducer(initialSlugStackState, { type: 'SET_FLAG', slug: 'cameras' });
    const twice = slugStackReducer(once, { type: 'SET_FLAG', slug: 'dome-cameras' });
    expect(once.slugs).toEqual(['cameras']);
    expect(once.currentFlag).toBe('cameras');
    expect(twice.slugs).toEqual(['cameras', 'dome-cameras']);
    expect(twice.currentFlag).toBe('dome-cameras');
  });

  it('BACK pops, sets view and makes the last remaining slug current', () => {
    const state: SlugStackState = {
      slugs: ['cameras', 'dome-cameras', '4k'],
      currentFlag: '4k',
      loading: false,
      view: false,
    };
    const back = slugStackReducer(state, { type: 'BACK' });
    expect(back).toEqual({
      slugs: ['cameras', 'dome-cameras'],
      currentFlag: 'dome-cameras',
      loading: false,
      view: true,
    });
  });

  it('BACK from the last slug empties the stack without setting view', () => {
    const state: SlugStackState = { slugs: ['cameras'], currentFlag: 'cameras', loading: false, view: false };
    expect(slugStackReducer(state, { type: 'BACK' })).toEqual({
      slugs: [],
      currentFlag: '',
      loading: false,
      view: false,
    });
  });

  it('BACK on an empty stack changes nothing', () => {
    expect(slugStackReducer(initialSlugStackState, { type: 'BACK' })).toBe(initialSlugStackState);
  });

  it('SET_LOADING and SET_VIEW set their flags only', () => {
    const loading = slugStackReducer(initialSlugStackState, { type: 'SET_LOADING', loading: true });
    expect(loading).toEqual({ ...initialSlugStackState, loading: true });
    const view = slugStackReducer(loading, { type: 'SET_VIEW', view: true });
    expect(view).toEqual({ ...initialSlugStackState, loading: true, view: true });
  });

  it('does not mutate the previous stack', () => {
    const state = slugStackReducer(initialSlugStackState, { type: 'SET_FLAG', slug: 'cameras' });
    slugStackReducer(state, { type: 'SET_FLAG', slug: 'nvr' });
    slugStackReducer(state, { type: 'BACK' });
    expect(state.slugs).toEqual(['cameras']);
  });
});
