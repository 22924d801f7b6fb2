// spec §1 step 3: the host suffix decides when neither `loc` nor cookie `L` does; any case, and one
// trailing dot. `u` makes `i` match as lower-casing would (the Kelvin sign folds to `k`).
export function countryFromHost(hostname: string): string | undefined {
  return /\.co\.uk\.?$/iu.test(hostname) ? 'GB' : /\.ca\.?$/iu.test(hostname) ? 'CA' : undefined;
}
