'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import type { LazyScreen } from '@/kit/admin-links';

// One component per screen for the life of the page: a new one on each render would remount it.
const loadedScreens = new WeakMap<LazyScreen, ComponentType>();

/**
 * The component of a screen a feature declares (a tool page, a dashboard card), fetched the first
 * time it renders, with `loading` shown until its code has arrived.
 */
export function lazyScreen(screen: LazyScreen, loading: () => ReactNode): ComponentType {
  const known = loadedScreens.get(screen);
  if (known) return known;
  const component = dynamic(screen, { loading });
  loadedScreens.set(screen, component);
  return component;
}
