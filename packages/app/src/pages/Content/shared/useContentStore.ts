import { createContentStore, type ContentStore } from '@mall/domain';
import { useStores } from '../../../stores/StoresContext.tsx';

/** The content pages' store, built with the first of them (it is not on the home route). */
export const useContentStore = (): ContentStore => useStores().feature(createContentStore);
