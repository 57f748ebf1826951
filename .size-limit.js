// The home route's initial JavaScript: the entry chunk of the built app and every chunk it
// imports statically (lazy screens are excluded), read from Vite's manifest.
import { readFileSync } from 'node:fs';

const dist = 'packages/app/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));

const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');

export default [
  {
    name: 'home route initial JS',
    path: [...initial].map((file) => `${dist}/${file}`),
    gzip: true,
    limit: '155 kB',
  },
];
