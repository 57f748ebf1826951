import type { Plugin, Rolldown } from 'vite';

/**
 * How the built app is cut into chunks (`build.rolldownOptions.output.codeSplitting`).
 *
 * Left to itself, Rolldown gives every distinct set of importing screens a chunk of its own:
 * 225 files, most under a kilobyte. A goods detail opened cold asked for 25 of them after the
 * entry, and a browser fetches six at a time from one HTTP/1.1 server, so its data waited four
 * rounds of requests (Lighthouse's simulated LCP 0.9 s). Three groups take their place:
 *
 * - **shell**: every module the entry imports statically (Rolldown's `$initial` tag), one chunk
 *   with the entry (and Rolldown's runtime). Ten requests became two, and the home route's
 *   initial JS 3 kB smaller (the chunks' own import and export code).
 * - **transport**: what the services started at first paint need (axios, the services the shell
 *   uses, their contracts and zod). Every route loads it right after its first paint.
 * - **kit**: what at least {@link KIT_SHARED_BY} screens share (money, the list and form
 *   basics, dialogs). Anything fewer screens use stays with them, as before.
 *
 * A group takes its own modules only (`includeDependenciesRecursively: false`), and a module
 * the shell has stays there, since the shell's group is tried first: nothing lazy becomes
 * initial (the size budget in `npm test` would fail if it did).
 */

/** The modules the first paint loads lazily, and everything they import. */
const TRANSPORT_ROOTS = [
  /\/node_modules\/axios\/index\.js$/,
  /\/domain\/src\/contract\/envelope\.ts$/,
  /\/domain\/src\/services\/index\.ts$/,
];

/** How many screens (lazy entries) must share a module for it to join the kit. */
const KIT_SHARED_BY = 20;

/**
 * The groups, and the plugin that finds the transport's modules once the module graph is
 * known (chunks are made after it, where the groups' tests are asked).
 */
export function chunkGroups(): {
  plugin: Plugin;
  codeSplitting: Rolldown.CodeSplittingOptions;
} {
  const transport = new Set<string>();
  const plugin: Plugin = {
    name: 'mall-chunk-groups',
    apply: 'build',
    buildEnd() {
      transport.clear();
      const pending = [...this.getModuleIds()].filter((id) =>
        TRANSPORT_ROOTS.some((root) => root.test(id)),
      );
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (transport.has(id)) continue;
        transport.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return {
    plugin,
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: [
        { name: 'shell', tags: ['$initial'], priority: 3 },
        { name: 'transport', test: (id) => transport.has(id), priority: 2 },
        { name: 'kit', minShareCount: KIT_SHARED_BY, priority: 1 },
      ],
    },
  };
}
