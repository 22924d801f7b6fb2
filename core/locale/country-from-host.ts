// spec §1 step 3: the host suffix decides when neither `loc` nor cookie `L` does. Any case, and
// one trailing dot (a fully qualified name). With `u`, `i` matches what lower-casing the name
// would: the only other character that folds to one of these letters is the Kelvin sign, a `k`.
export function countryFromHost(hostname: string): string | undefined {
  return /\.co\.uk\.?$/iu.test(hostname) ? 'GB' : /\.ca\.?$/iu.test(hostname) ? 'CA' : undefined;
}
