/**
 * The product catalogue's drill-down state (categories opened one inside another): the slugs opened
 * so far, the current flag text, and whether the list is loading or a view is shown.
 */
export interface SlugStackState {
  slugs: string[];
  currentFlag: string;
  loading: boolean;
  view: boolean;
}

export type SlugStackAction =
  | { type: 'SET_FLAG'; slug: string }
  | { type: 'BACK' }
  | { type: 'SET_LOADING'; loading: boolean }
  | { type: 'SET_VIEW'; view: boolean };

export const initialSlugStackState: SlugStackState = {
  slugs: [],
  currentFlag: '',
  loading: false,
  view: false,
};

export function slugStackReducer(state: SlugStackState, action: SlugStackAction): SlugStackState {
  switch (action.type) {
    case 'SET_FLAG':
      return { ...state, slugs: [...state.slugs, action.slug], currentFlag: action.slug };
    case 'BACK': {
      if (state.slugs.length === 0) return state;
      const slugs = state.slugs.slice(0, -1);
      const last = slugs.at(-1);
      // With no slug left the drill-down is back at its top level: nothing is current.
      if (last === undefined) return { ...state, slugs, currentFlag: '' };
      return { ...state, slugs, view: true, currentFlag: last };
    }
    case 'SET_LOADING':
      return { ...state, loading: action.loading };
    case 'SET_VIEW':
      return { ...state, view: action.view };
    default:
      return state;
  }
}
