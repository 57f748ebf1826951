import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '@mall/domain';

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
