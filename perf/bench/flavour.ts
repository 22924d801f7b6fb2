// Benchmarks of the Preact flavour (QA_DIST=dist-preact) are recorded under their
// own name, so bench.json holds both flavours' figures side by side.
export function flavouredName(name: string, dist = process.env.QA_DIST ?? 'dist'): string {
  return /preact/.test(dist) ? `${name}Preact` : name;
}
