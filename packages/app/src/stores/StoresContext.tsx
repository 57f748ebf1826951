import { createContext, useContext, type ReactNode } from 'react';
import type { FeatureFactory, Resettable, RootStore } from '@mall/domain';

const StoresContext = createContext<RootStore | null>(null);

export interface StoresProviderProps {
  /** The one RootStore of the app, or a fresh one per story or test. */
  root: RootStore;
  /** The tree that reads the stores. */
  children: ReactNode;
}

/** Hands the RootStore to the page containers below it. */
export function StoresProvider({ root, children }: StoresProviderProps) {
  return <StoresContext.Provider value={root}>{children}</StoresContext.Provider>;
}

/** The RootStore, for `observer` page containers. */
export function useStores(): RootStore {
  const root = useContext(StoresContext);
  if (!root) throw new Error('useStores() needs a <StoresProvider> above it');
  return root;
}

/**
 * A store built on first use (`RootStore.feature`): its code arrives with the chunk of the
 * page or overlay that asks for it, not with the home route.
 */
export function useFeature<T extends Resettable>(create: FeatureFactory<T>): T {
  return useStores().feature(create);
}
