/** The stores' shared primitives: a loaded resource, a paged list, a cache of resources, one request at a time. */
export * from './PagedList.ts';
export * from './Resource.ts';
export * from './ResourceCache.ts';
export * from './SingleFlight.ts';
